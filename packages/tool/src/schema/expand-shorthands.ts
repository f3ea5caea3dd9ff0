import { isSchema, type JsonSchema, type ObjectJsonSchema } from "./json-schema.js";
import { forEachSchema, mapSubschemas } from "./walk-schema.js";

const PREFIX = "#/$defs/";

/**
 * Writes out the two shorthands a compact draft 2020-12 schema uses, for formats that cannot read
 * them (OpenAI strict mode and Gemini want every object to say `type: "object"` and a `$ref`
 * without siblings):
 *
 * - a `$ref` to a local `$defs` object beside `properties` (a definition narrowing a shared base)
 *   becomes the base with the sibling properties put over its own (other siblings added);
 * - a union that states `type: "object"` once for its branches (`{"type":"object","oneOf":[…]}`)
 *   loses the `type`, and each `$defs` object it reaches gets it.
 *
 * `$defs` entries no longer referenced afterwards (bases merged into every user) are dropped.
 * The result accepts exactly what the input accepts.
 */
export function expandShorthands(schema: ObjectJsonSchema): ObjectJsonSchema {
  const defs = isSchema(schema["$defs"]) ? schema["$defs"] : {};
  const resolve = (ref: unknown): JsonSchema | undefined => {
    if (typeof ref !== "string" || !ref.startsWith(PREFIX)) return undefined;
    const name = ref.slice(PREFIX.length);
    return Object.hasOwn(defs, name) && isSchema(defs[name]) ? (defs[name] as JsonSchema) : undefined;
  };
  const objectBranches = new Set<string>();
  const expand = (input: JsonSchema): JsonSchema => {
    let s = input;
    const base = resolve(s["$ref"]);
    if (base !== undefined && isSchema(s["properties"])) {
      const { $ref: _, properties, ...rest } = s;
      s = { ...expand(base), ...rest, properties: { ...(base["properties"] as JsonSchema), ...properties } };
    }
    const union = Array.isArray(s["oneOf"]) ? s["oneOf"] : Array.isArray(s["anyOf"]) ? s["anyOf"] : undefined;
    if (s["type"] === "object" && union !== undefined && s["properties"] === undefined) {
      const { type: _, ...rest } = s;
      s = rest;
      for (const branch of union as unknown[]) {
        if (isSchema(branch) && typeof branch["$ref"] === "string" && branch["$ref"].startsWith(PREFIX))
          objectBranches.add(branch["$ref"].slice(PREFIX.length));
      }
    }
    return mapSubschemas(s, (child) => expand(child));
  };
  const expanded = expand(schema) as ObjectJsonSchema;
  const outDefs = isSchema(expanded["$defs"]) ? (expanded["$defs"] as JsonSchema) : undefined;
  if (outDefs === undefined) return expanded;
  for (const name of objectBranches) {
    const def = outDefs[name];
    if (isSchema(def) && def["type"] === undefined) outDefs[name] = { type: "object", ...def };
  }
  // Drop the definitions nothing refers to any more (repeat: a dropped base may have held the last $ref to another).
  for (;;) {
    const used = new Set<string>();
    forEachSchema(expanded, (sub) => {
      if (typeof sub["$ref"] === "string" && sub["$ref"].startsWith(PREFIX)) used.add(sub["$ref"].slice(PREFIX.length));
    });
    const unused = Object.keys(outDefs).filter((name) => !used.has(name));
    if (unused.length === 0) return expanded;
    for (const name of unused) delete outDefs[name];
  }
}
