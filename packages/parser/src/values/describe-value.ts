/** A JSON value in words, for "found …" in messages: defined in `@oneindex/schema`, which words document problems with it too. */
export { describeValue } from "@oneindex/schema/internal";
