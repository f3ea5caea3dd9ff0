export * from "@oneindex/schema";
export * from "@oneindex/parser";
export * from "@oneindex/engine";
export * from "@oneindex/tool";
// @oneindex/schema and @oneindex/parser both name a JSON value type; an explicit export settles which one `oneindex` gives.
export type { JsonValue } from "@oneindex/schema";
