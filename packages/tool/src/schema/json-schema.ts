/** A JSON Schema object as plain JSON data (keywords to values). Booleans schemas appear only under `additionalProperties`. */
export type JsonSchema = { [keyword: string]: unknown };

/** A JSON Schema whose root is an object: what every tool API takes as the arguments' schema. */
export type ObjectJsonSchema = JsonSchema & { type: "object" };

/** Whether `value` is a schema object (not an array, not null, not a boolean schema). */
export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A deep copy of plain JSON data. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
