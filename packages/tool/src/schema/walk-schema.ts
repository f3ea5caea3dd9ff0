import { isSchema, type JsonSchema } from "./json-schema.js";

/** Keywords whose value is one subschema. */
const SINGLE = [
  "items",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "additionalProperties",
  "unevaluatedItems",
  "unevaluatedProperties",
] as const;
/** Keywords whose value is an array of subschemas. */
const LIST = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
/** Keywords whose value maps names to subschemas. */
const MAP = ["properties", "$defs", "patternProperties", "dependentSchemas"] as const;

/**
 * Returns a copy of `schema` with every direct subschema replaced by `map(subschema, keyword)`.
 * Literal payloads (`enum`, `const`, `default`, `examples`) are copied untouched, never visited.
 */
export function mapSubschemas(schema: JsonSchema, map: (subschema: JsonSchema, keyword: string) => JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if ((SINGLE as readonly string[]).includes(keyword) && isSchema(value)) {
      out[keyword] = map(value, keyword);
    } else if ((LIST as readonly string[]).includes(keyword) && Array.isArray(value)) {
      out[keyword] = value.map((item: unknown) => (isSchema(item) ? map(item, keyword) : item));
    } else if ((MAP as readonly string[]).includes(keyword) && isSchema(value)) {
      const entries: JsonSchema = {};
      for (const [name, item] of Object.entries(value)) entries[name] = isSchema(item) ? map(item, keyword) : item;
      out[keyword] = entries;
    } else {
      out[keyword] = value;
    }
  }
  return out;
}

/** Calls `visit` on `schema` and every subschema below it, depth first, with the JSON Pointer of each. */
export function forEachSchema(schema: JsonSchema, visit: (subschema: JsonSchema, pointer: string) => void, pointer = ""): void {
  visit(schema, pointer);
  for (const [keyword, value] of Object.entries(schema)) {
    if ((SINGLE as readonly string[]).includes(keyword) && isSchema(value)) {
      forEachSchema(value, visit, `${pointer}/${keyword}`);
    } else if ((LIST as readonly string[]).includes(keyword) && Array.isArray(value)) {
      value.forEach((item: unknown, i) => {
        if (isSchema(item)) forEachSchema(item, visit, `${pointer}/${keyword}/${i}`);
      });
    } else if ((MAP as readonly string[]).includes(keyword) && isSchema(value)) {
      for (const [name, item] of Object.entries(value)) {
        if (isSchema(item)) forEachSchema(item, visit, `${pointer}/${keyword}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      }
    }
  }
}
