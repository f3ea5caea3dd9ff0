/**
 * `oneindex/internal`: the helpers `@oneindex/schema/internal` and `@oneindex/parser/internal` share
 * with the OneIndex packages, for those that depend on `oneindex` alone (the CLI). Unstable: any
 * release may change or remove them; applications should use the public entry, `oneindex`.
 */
export * from "@oneindex/schema/internal";
export * from "@oneindex/parser/internal";
