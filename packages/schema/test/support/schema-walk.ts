import type { JsonSchema, JsonValue } from "../../src/index.js";

/** The `$defs` of a query schema. */
export const defsOf = (schema: JsonSchema) => schema["$defs"] as Record<string, JsonSchema>;

/** Follows a local `$ref` (`#/$defs/name`) once; other schemas come back as they are. */
export function resolve(schema: JsonSchema, sub: JsonValue | undefined): JsonSchema {
  const s = sub as JsonSchema;
  const ref = s["$ref"];
  if (typeof ref !== "string") return s;
  const name = ref.replace(/^#\/\$defs\//, "");
  const target = defsOf(schema)[name];
  if (target === undefined) throw new Error(`dangling $ref ${ref}`);
  return target;
}

/** Every `(path, value)` in a JSON value, depth first. */
export function* walk(value: JsonValue, path = ""): Generator<[string, JsonValue]> {
  yield [path, value];
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* walk(value[i]!, `${path}/${i}`);
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* walk(v, `${path}/${k}`);
}
