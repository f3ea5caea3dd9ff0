/**
 * A JSON value as the parser's checkers see it, whether it came from JSON text or from an already
 * parsed value. Objects have no prototype (`Object.create(null)`), so `__proto__`, `constructor`
 * and friends are ordinary keys that can pollute nothing. Integers beyond ±(2^53 − 1) read from
 * text are kept exact as `bigint`, so they can be rejected rather than silently rounded.
 */
export type JsonValue = null | boolean | number | bigint | string | JsonArray | JsonObject;

/** A JSON array (dense: no holes). */
export type JsonArray = readonly JsonValue[];

/** A JSON object without a prototype. */
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

/** Whether a JSON value is an object (not an array, not null). */
export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a JSON value is an array. */
export function isJsonArray(value: JsonValue | undefined): value is JsonArray {
  return Array.isArray(value);
}

/** Most values one call may hold: a value in JSON text takes at least two characters (itself and a comma), so no text within `maxInputLength` holds more. Already parsed values obey the same bound. */
export function maxJsonValues(maxInputLength: number): number {
  return Math.ceil(maxInputLength / 2) + 1;
}
