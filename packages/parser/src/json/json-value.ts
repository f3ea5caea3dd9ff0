/**
 * The constructor of the parser's JSON objects. Its prototype is an empty object whose own
 * prototype is null, so nothing is inherited: `__proto__`, `constructor`, `toString` and friends
 * are ordinary keys (an assignment to `o["__proto__"]` creates a data property), and nothing can
 * pollute `Object.prototype`. Unlike `Object.create(null)`, which V8 keeps in slow dictionary mode,
 * these objects get hidden classes, which makes the reader about twice as fast.
 */
const Bare = function Bare(this: object) {} as unknown as new () => Record<string, JsonValue>;
Bare.prototype = Object.freeze(Object.create(null) as object) as Record<string, JsonValue>;

/** A new JSON object that inherits nothing (see {@link Bare}). */
export function newJsonObject(): Record<string, JsonValue> {
  return new Bare();
}

/**
 * A JSON value as the parser's checkers see it, whether it came from JSON text or from an already
 * parsed value. Objects inherit nothing (see {@link newJsonObject}), so `__proto__`, `constructor`
 * and friends are ordinary keys that can pollute nothing. Integers beyond ±(2^53 − 1) read from
 * text are kept exact as `bigint`, so they can be rejected rather than silently rounded.
 */
export type JsonValue = null | boolean | number | bigint | string | JsonArray | JsonObject;

/** A JSON array (dense: no holes). */
export type JsonArray = readonly JsonValue[];

/** A JSON object that inherits nothing. */
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
