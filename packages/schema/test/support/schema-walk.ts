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

/**
 * A definition as a validator reads it: a `$ref` to a shared base with sibling `properties`
 * (`term_date` over `$defs/term`) merged into one object.
 */
export function expandedDef(schema: JsonSchema, name: string): JsonSchema {
  const def = defsOf(schema)[name];
  if (def === undefined) throw new Error(`no $defs.${name}`);
  let out: JsonSchema = def;
  if (typeof def["$ref"] === "string") {
    const base = resolve(schema, { $ref: def["$ref"] });
    const { $ref: _, properties, ...rest } = def;
    out = { ...base, ...rest, properties: { ...(base["properties"] as JsonSchema), ...(properties as JsonSchema) } };
  }
  return out;
}
