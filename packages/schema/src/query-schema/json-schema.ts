/** The JSON Schema dialect of every schema `querySchema` returns (draft 2020-12). */
export const QUERY_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

/** A JSON value: what `JSON.parse` can return. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JSON Schema as plain JSON data: no symbols, no prototypes beyond `Object`, `JSON.stringify`-clean. */
export type JsonSchema = { [key: string]: JsonValue };
