/** A JSON Schema object as plain JSON data (keywords to values). Booleans schemas appear only under `additionalProperties`. */
export type JsonSchema = { [keyword: string]: unknown };

/** A JSON Schema whose root is an object: what every tool API takes as the arguments' schema. */
export type ObjectJsonSchema = JsonSchema & { type: "object" };

/** Whether `value` is a schema object (not an array, not null, not a boolean schema). */
export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON type of a schema that only lists literals (`const` or `enum`). */
export function literalType(s: JsonSchema): string | undefined {
  const values: unknown[] = "const" in s ? [s["const"]] : Array.isArray(s["enum"]) ? (s["enum"] as unknown[]) : [];
  if (values.length === 0) return undefined;
  const types = new Set(
    values.map((v) => (v === null ? "null" : typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v)),
  );
  if (types.size === 2 && types.has("integer") && types.has("number")) return "number";
  return types.size === 1 ? [...types][0] : undefined;
}
