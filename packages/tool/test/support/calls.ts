import { isSchemaObject, type Schema } from "./schema-tools.js";

/**
 * Fills every property a strict-mode schema requires but `call` leaves out with null: what an
 * OpenAI strict-mode model sends. Nodes and functions are matched to their `$defs` entry by `type`
 * (and `field`), the root and `highlight` options by position.
 */
export function fillNulls(call: unknown, strict: Schema): unknown {
  const defs = (strict["$defs"] ?? {}) as Record<string, Schema>;
  const fill = (value: unknown, schema: Schema | undefined): unknown => {
    if (Array.isArray(value)) return value.map((v) => fill(v, undefined));
    if (!isSchemaObject(value)) return value;
    const target = schema ?? definitionFor(value, defs);
    const properties = (target?.["properties"] ?? {}) as Record<string, Schema>;
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(properties)) {
      if (!(name in value)) out[name] = null;
    }
    for (const [name, v] of Object.entries(value)) {
      const sub =
        name === "highlight" && isSchemaObject(v)
          ? objectBranch(properties[name])
          : name === "origin" && isSchemaObject(v) && !("type" in v)
            ? objectBranch(properties[name])
            : undefined;
      out[name] = fill(v, sub);
    }
    return out;
  };
  return fill(call, strict);
}

function objectBranch(schema: Schema | undefined): Schema | undefined {
  if (schema === undefined) return undefined;
  if (schema["type"] === "object") return schema;
  const branches = (schema["anyOf"] ?? []) as Schema[];
  return branches.find((b) => b["type"] === "object");
}

function definitionFor(value: Record<string, unknown>, defs: Record<string, Schema>): Schema | undefined {
  const type = value["type"];
  if (typeof type !== "string") return undefined;
  for (const def of Object.values(defs)) {
    const props = def["properties"] as Record<string, Schema> | undefined;
    const t = props?.["type"];
    if (t === undefined) continue;
    const types = "const" in t ? [t["const"]] : Array.isArray(t["enum"]) ? (t["enum"] as unknown[]) : [];
    if (!types.includes(type)) continue;
    const field = props!["field"];
    if (typeof value["field"] === "string" && field !== undefined) {
      const resolved = typeof field["$ref"] === "string" ? defs[(field["$ref"] as string).replace("#/$defs/", "")] : field;
      const names = (resolved?.["enum"] ?? []) as unknown[];
      if (!names.includes(value["field"])) continue;
    }
    return def;
  }
  return undefined;
}
