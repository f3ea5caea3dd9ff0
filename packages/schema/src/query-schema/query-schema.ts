import { checkDefinition } from "../document/check-definition.js";
import type { DocumentDefinition } from "../document/field-definition.js";
import { queryCapabilities } from "./capabilities.js";
import { FUNCTION_DEFINITIONS, NODE_DEFINITIONS } from "./definitions.js";
import { QUERY_SCHEMA_DIALECT, type JsonSchema, type JsonValue } from "./json-schema.js";
import { rootSchema } from "./root/root.js";
import { createContext, type SharedSchemas } from "./schema-context.js";

/**
 * The JSON Schema (draft 2020-12) of a query over `doc`: the root object of query JSON version 1,
 * `$defs.node` a `oneOf` over one definition per node kind and field type, `$defs.function` a
 * `oneOf` over the score functions the document's columns allow. Definitions no field could use
 * are left out. A fresh plain JSON object each call; equal definitions give byte-equal
 * `JSON.stringify` output. Throws `DefinitionError` when `definition` is malformed (only possible
 * for one not made by `defineDocument` or `documentSchemaFromJSON`).
 *
 * @example
 * const schema = querySchema(defineDocument("Invoice", { id: Field.id(), notes: Field.text() }));
 * schema.$defs.node; // { oneOf: [{ $ref: "#/$defs/term_string" }, …] }
 */
export function querySchema(definition: DocumentDefinition): JsonSchema {
  // Resolves a hand-written definition (flags left out) and rejects a malformed one with a
  // DefinitionError naming the field; a checked definition comes back equal.
  const doc = checkDefinition(definition);
  const capabilities = queryCapabilities(doc);
  const shared: SharedSchemas = new Map();
  const ctx = createContext(doc, capabilities, shared);
  const byName = new Map([...NODE_DEFINITIONS, ...FUNCTION_DEFINITIONS].map((d) => [d.name, d]));

  const defs: Record<string, unknown> = {};
  defs["node"] = { oneOf: capabilities.nodes.map((d) => ({ $ref: `#/$defs/${d.name}` })) };
  for (const d of capabilities.nodes) defs[d.name] = byName.get(d.name)!.build(ctx);
  defs["function"] = { oneOf: capabilities.functions.map((d) => ({ $ref: `#/$defs/${d.name}` })) };
  for (const d of capabilities.functions) defs[d.name] = byName.get(d.name)!.build(ctx);
  const root = rootSchema(ctx);

  const schema = plainJson({ $schema: QUERY_SCHEMA_DIALECT, ...root, $defs: defs }) as JsonSchema;
  return placeShared(schema, shared);
}

/** A plain-JSON copy: drops TypeBox's non-enumerable and symbol markers. */
function plainJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/**
 * Resolves the shared placeholders: a shared schema used more than once, and longer than a `$ref`
 * to it, goes once into `$defs` (after the definitions); otherwise (used once, or as short as its
 * `$ref`, like a two-field enum) it is written in place.
 */
function placeShared(schema: JsonSchema, shared: SharedSchemas): JsonSchema {
  const prefix = "#/$defs/";
  const counts = new Map<string, number>();
  const visit = (value: JsonValue, replace: (name: string) => JsonValue | undefined): JsonValue => {
    if (Array.isArray(value)) return value.map((item) => visit(item, replace));
    if (value === null || typeof value !== "object") return value;
    const ref = value["$ref"];
    if (typeof ref === "string" && ref.startsWith(prefix) && shared.has(ref.slice(prefix.length)) && Object.keys(value).length === 1) {
      const replaced = replace(ref.slice(prefix.length));
      if (replaced !== undefined) return replaced;
    }
    const out: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) out[key] = visit(item, replace);
    return out;
  };
  visit(schema, (name) => {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    return undefined;
  });
  const inDefs = new Set([...shared].filter(([name, schemaOf]) => goesIntoDefs(name, schemaOf, counts.get(name) ?? 0)).map(([name]) => name));
  const result = visit(schema, (name) => (inDefs.has(name) ? undefined : plainJson(shared.get(name)))) as JsonSchema;
  const defs = result["$defs"] as { [key: string]: JsonValue };
  for (const [name, schemaOf] of shared) if (inDefs.has(name)) defs[name] = plainJson(schemaOf);
  return result;
}

/** Whether `schema`, used `uses` times, goes into `$defs`: a `$ref` to it must be shorter than the schema itself (compact JSON). */
function goesIntoDefs(name: string, schema: JsonSchema, uses: number): boolean {
  return uses > 1 && JSON.stringify({ $ref: `#/$defs/${name}` }).length < JSON.stringify(schema).length;
}
