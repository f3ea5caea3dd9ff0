import type { TSchema } from "typebox";
import { checkDefinition } from "../document/check-definition.js";
import type { DocumentDefinition } from "../document/field-definition.js";
import { queryCapabilities } from "./capabilities.js";
import { AGG_DEFINITIONS, FUNCTION_DEFINITIONS, NODE_DEFINITIONS } from "./definitions.js";
import { propertiesLeftOut, type QueryDetail } from "./detail.js";
import { QUERY_SCHEMA_DIALECT, type JsonSchema, type JsonValue } from "./json-schema.js";
import { rootSchema } from "./root/root.js";
import { createContext, type SharedSchemas } from "./schema-context.js";

/**
 * The JSON Schema (draft 2020-12) of a query over `doc`: the root object of query JSON version 1,
 * `$defs.node` a `oneOf` over one definition per node kind and field type, `$defs.function` a
 * `oneOf` over the score functions the document's columns allow, `$defs.agg` over the aggregations
 * its aggregatable fields allow (at `full` detail). Definitions no field could use
 * are left out. A fresh plain JSON object each call; equal definitions give byte-equal
 * `JSON.stringify` output. `options.detail` (default `"full"`) leaves out the node kinds and
 * properties of its row of `DETAIL_LEAVES_OUT`. Throws `DefinitionError` when `definition` is
 * malformed (only possible for one not made by `defineDocument` or `documentSchemaFromJSON`), and
 * `RangeError` for an unknown detail.
 *
 * @example
 * const schema = querySchema(defineDocument("Invoice", { id: Field.id(), notes: Field.text() }));
 * schema.$defs.node; // { oneOf: [{ $ref: "#/$defs/term_string" }, …] }
 */
export function querySchema(definition: DocumentDefinition, options: QuerySchemaOptions = {}): JsonSchema {
  // Resolves a hand-written definition (flags left out) and rejects a malformed one with a
  // DefinitionError naming the field; a checked definition comes back equal.
  const doc = checkDefinition(definition);
  const capabilities = queryCapabilities(doc, options.detail);
  const shared: SharedSchemas = new Map();
  const ctx = createContext(doc, capabilities, shared);
  const byName = new Map([...NODE_DEFINITIONS, ...FUNCTION_DEFINITIONS, ...AGG_DEFINITIONS].map((d) => [d.name, d]));

  const defs: Record<string, unknown> = {};
  const build = (name: string, type: string) => leaveOut(byName.get(name)!.build(ctx), propertiesLeftOut(capabilities.detail, type));
  defs["node"] = { oneOf: capabilities.nodes.map((d) => ({ $ref: `#/$defs/${d.name}` })) };
  for (const d of capabilities.nodes) defs[d.name] = build(d.name, d.types[0]!);
  if (capabilities.functions.length > 0) defs["function"] = { oneOf: capabilities.functions.map((d) => ({ $ref: `#/$defs/${d.name}` })) };
  for (const d of capabilities.functions) defs[d.name] = build(d.name, d.types[0]!);
  if (capabilities.aggs.length > 0) defs["agg"] = { oneOf: capabilities.aggs.map((d) => ({ $ref: `#/$defs/${d.name}` })) };
  for (const d of capabilities.aggs) defs[d.name] = build(d.name, d.types[0]!);
  const root = rootSchema(ctx, options.fieldDescriptions !== false);

  const schema = plainJson({ $schema: QUERY_SCHEMA_DIALECT, ...root, $defs: defs }) as JsonSchema;
  return placeShared(schema, shared);
}

/** Options of {@link querySchema}. */
export interface QuerySchemaOptions {
  /** How much of the language to offer: `"full"` (default), `"standard"` or `"compact"` (see `DETAIL_LEAVES_OUT`). */
  readonly detail?: QueryDetail;
  /** Whether the root's description lists the field descriptions (default true). `SearchTool` passes false: its description lists them. */
  readonly fieldDescriptions?: boolean;
}

/** A definition's object schema without the optional properties `names` (a detail leaves them out). */
function leaveOut(schema: TSchema, names: readonly string[]): TSchema {
  if (names.length === 0) return schema;
  const properties = { ...((schema as { properties?: Record<string, unknown> }).properties ?? {}) };
  for (const name of names) delete properties[name];
  return { ...schema, properties } as TSchema;
}

/** A plain-JSON copy: drops TypeBox's non-enumerable and symbol markers. */
function plainJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/**
 * Resolves the shared placeholders: a shared schema used more than once, and longer than a `$ref`
 * to it, goes once into `$defs` (after the definitions); otherwise (used once, or as short as its
 * `$ref`, like a two-field enum) it is written in place. A `$ref` with sibling `properties` (a
 * definition narrowing a shared base, e.g. `term_date` over `$defs/term`) written in place is
 * merged: the base's keywords, its properties with the sibling ones put over them.
 */
function placeShared(schema: JsonSchema, shared: SharedSchemas): JsonSchema {
  const prefix = "#/$defs/";
  const counts = new Map<string, number>();
  const visit = (value: JsonValue, replace: (name: string, siblings: { [key: string]: JsonValue }) => JsonValue | undefined): JsonValue => {
    if (Array.isArray(value)) return value.map((item) => visit(item, replace));
    if (value === null || typeof value !== "object") return value;
    const ref = value["$ref"];
    if (typeof ref === "string" && ref.startsWith(prefix) && shared.has(ref.slice(prefix.length))) {
      const { $ref: _, ...siblings } = value;
      const replaced = replace(ref.slice(prefix.length), siblings);
      if (replaced !== undefined) return visit(replaced, replace);
    }
    const out: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) out[key] = visit(item, replace);
    return out;
  };
  visit(schema, (name) => {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    return undefined;
  });
  const inDefs = new Set(
    [...shared].filter(([name, schemaOf]) => goesIntoDefs(name, schemaOf, counts.get(name) ?? 0)).map(([name]) => name),
  );
  const result = visit(schema, (name, siblings) =>
    inDefs.has(name) ? undefined : merged(plainJson(shared.get(name)) as JsonSchema, siblings),
  ) as JsonSchema;
  const defs = result["$defs"] as { [key: string]: JsonValue };
  for (const [name, schemaOf] of shared) if (inDefs.has(name)) defs[name] = plainJson(schemaOf);
  return result;
}

/** `base` narrowed by a `$ref`'s siblings: their properties over the base's (in the base's order), other keywords added. */
function merged(base: JsonSchema, siblings: { [key: string]: JsonValue }): JsonSchema {
  if (Object.keys(siblings).length === 0) return base;
  const { properties, ...rest } = siblings;
  const out: JsonSchema = { ...base, ...rest };
  if (properties !== undefined) out["properties"] = { ...(base["properties"] as JsonSchema | undefined), ...(properties as JsonSchema) };
  return out;
}

/** Whether `schema`, used `uses` times, goes into `$defs`: a `$ref` to it must be shorter than the schema itself (compact JSON). */
function goesIntoDefs(name: string, schema: JsonSchema, uses: number): boolean {
  // A base (an object) is always longer than a `$ref` to it; otherwise compare the texts.
  return uses > 1 && JSON.stringify({ $ref: `#/$defs/${name}` }).length < JSON.stringify(schema).length;
}
