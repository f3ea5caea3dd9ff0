// Loads the official OpenSearch API specification (../shared/data/opensearch-api-spec, found through
// @oneindex/testdata) into Ajv, as its README says: every schema file under `schemas/<name>`, each
// request body under its own file name, every `oneOf` read as `anyOf` (some lists are not exclusive).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import { parse } from "yaml";
import { openSearchSpecPath } from "@oneindex/testdata";

function oneOfAsAnyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(oneOfAsAnyOf);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key === "oneOf" ? "anyOf" : key] = oneOfAsAnyOf(inner);
  return out;
}

/**
 * A third quirk: FunctionScoreContainer is `allOf: [{filter, weight}, {exp, gauss, …, maxProperties:
 * 1}]`, and since every `allOf` branch sees the whole object, `maxProperties: 1` rejects a function
 * with a filter or a weight, which OpenSearch accepts and documents. The bound is dropped here and
 * checked as meant (at most one function kind per container) by `functionKindProblems`.
 */
function relaxFunctionContainer(schema: Record<string, unknown>): void {
  const container = (schema["components"] as { schemas: Record<string, { allOf: Array<Record<string, unknown>> }> }).schemas[
    "FunctionScoreContainer"
  ]!;
  const kinds = container.allOf[1]!;
  if (kinds["maxProperties"] !== 1)
    throw new Error("the OpenSearch specification changed: FunctionScoreContainer no longer has the maxProperties quirk");
  delete kinds["maxProperties"];
}

/** The function kinds a function container may hold, one at a time. */
export const FUNCTION_KINDS = ["exp", "gauss", "linear", "field_value_factor", "random_score", "script_score"] as const;

export interface OpenSearchSpec {
  readonly searchBody: ValidateFunction;
  readonly indexBody: ValidateFunction;
  /** The query names QueryContainer lists (it does not reject others by itself). */
  readonly queryNames: ReadonlySet<string>;
  /** Per aggregation kind AggregationContainer lists, the properties its body may have (the specification does not reject others by itself). */
  readonly aggregationProperties: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every query container inside a body, with its path, for the query-name check. */
  errorsOf(validate: ValidateFunction): string;
}

export function loadOpenSearchSpec(): OpenSearchSpec {
  const root = openSearchSpecPath();
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const read = (path: string) => oneOfAsAnyOf(parse(readFileSync(path, "utf8"))) as Record<string, unknown>;
  let queryDsl: Record<string, unknown> | undefined;
  let aggregations: Record<string, unknown> | undefined;
  for (const file of readdirSync(join(root, "schemas"))) {
    const schema = read(join(root, "schemas", file));
    if (file === "_common.query_dsl.yaml") {
      queryDsl = schema;
      relaxFunctionContainer(schema);
    }
    if (file === "_common.aggregations.yaml") aggregations = schema;
    ajv.addSchema(schema, `schemas/${file}`);
  }
  ajv.addSchema(read(join(root, "search-request-body.yaml")), "search-request-body.yaml");
  ajv.addSchema(read(join(root, "indices-create-request-body.yaml")), "indices-create-request-body.yaml");
  const searchBody = ajv.getSchema("search-request-body.yaml#/components/schemas/SearchRequestBody");
  const indexBody = ajv.getSchema("indices-create-request-body.yaml#/components/schemas/IndicesCreateRequestBody");
  if (searchBody === undefined || indexBody === undefined) throw new Error("the OpenSearch specification did not load");
  const container = (queryDsl!["components"] as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas[
    "QueryContainer"
  ]!;
  return {
    searchBody,
    indexBody,
    queryNames: new Set(Object.keys(container.properties)),
    aggregationProperties: aggregationKinds(aggregations!),
    errorsOf: (validate) => ajv.errorsText(validate.errors, { separator: "\n" }),
  };
}

/** Query names used anywhere in a search body that QueryContainer does not list (and function containers holding two kinds), with their paths. */
export function unknownQueryNames(body: unknown, names: ReadonlySet<string>): string[] {
  const bad: string[] = [];
  const visit = (container: unknown, path: string): void => {
    if (container === null || typeof container !== "object") return;
    for (const [name, inner] of Object.entries(container as Record<string, unknown>)) {
      const at = `${path}/${name}`;
      if (!names.has(name)) bad.push(at);
      const q = inner as Record<string, unknown>;
      if (name === "bool") {
        for (const slot of ["must", "should", "must_not", "filter"])
          for (const [i, c] of ((q[slot] as unknown[] | undefined) ?? []).entries()) visit(c, `${at}/${slot}/${i}`);
      } else if (name === "dis_max") {
        for (const [i, c] of (q["queries"] as unknown[]).entries()) visit(c, `${at}/queries/${i}`);
      } else if (name === "function_score") {
        visit(q["query"], `${at}/query`);
        (q["functions"] as Array<Record<string, unknown>>).forEach((f, i) => {
          if (FUNCTION_KINDS.filter((k) => k in f).length > 1) bad.push(`${at}/functions/${i}: more than one function kind`);
          if (f["filter"] !== undefined) visit(f["filter"], `${at}/functions/${i}/filter`);
        });
      }
    }
  };
  visit((body as { query: unknown }).query, "/query");
  return bad;
}

type SchemaObject = Record<string, unknown>;

/** Every property a schema names, through `$ref`s within the file, `allOf` and `anyOf`. */
function propertiesOf(
  schema: SchemaObject,
  schemas: Record<string, SchemaObject>,
  into: Set<string>,
  seen = new Set<SchemaObject>(),
): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const ref = schema["$ref"];
  if (typeof ref === "string" && ref.startsWith("#/components/schemas/"))
    propertiesOf(schemas[ref.slice("#/components/schemas/".length)]!, schemas, into, seen);
  for (const key of Object.keys((schema["properties"] as SchemaObject | undefined) ?? {})) into.add(key);
  for (const list of ["allOf", "anyOf"])
    for (const inner of (schema[list] as SchemaObject[] | undefined) ?? []) propertiesOf(inner, schemas, into, seen);
}

/** Kind name → the properties of its body, for every kind AggregationContainer lists. */
function aggregationKinds(file: Record<string, unknown>): Map<string, Set<string>> {
  const schemas = (file["components"] as { schemas: Record<string, SchemaObject> }).schemas;
  const branches = (schemas["AggregationContainer"]!["allOf"] as SchemaObject[])[1]!["anyOf"] as SchemaObject[];
  const kinds = new Map<string, Set<string>>();
  for (const branch of branches) {
    // A branch is either {properties: {kind: {$ref}}} or a $ref to an allOf whose last part holds it.
    const target = typeof branch["$ref"] === "string" ? schemas[(branch["$ref"] as string).slice("#/components/schemas/".length)]! : branch;
    const holder = (target["allOf"] as SchemaObject[] | undefined)?.at(-1) ?? target;
    for (const [kind, body] of Object.entries((holder["properties"] as Record<string, SchemaObject> | undefined) ?? {})) {
      const props = new Set<string>();
      propertiesOf(body, schemas, props);
      kinds.set(kind, props);
    }
  }
  return kinds;
}

/**
 * What the specification's loose aggregation schemas let through, with paths: kind names
 * AggregationContainer does not list, containers with other than one kind (and `aggs`), and
 * properties a kind's body does not define; sub-aggregations too.
 */
export function unknownAggregationParts(
  aggs: Record<string, unknown> | undefined,
  kinds: ReadonlyMap<string, ReadonlySet<string>>,
  path = "/aggs",
): string[] {
  const bad: string[] = [];
  for (const [name, container] of Object.entries(aggs ?? {})) {
    const at = `${path}/${name}`;
    const entries = Object.entries(container as Record<string, unknown>).filter(([key]) => key !== "aggs");
    if (entries.length !== 1) bad.push(`${at}: ${entries.length} aggregation kinds`);
    for (const [kind, body] of entries) {
      const allowed = kinds.get(kind);
      if (allowed === undefined) {
        bad.push(`${at}/${kind}: unknown kind`);
        continue;
      }
      for (const key of Object.keys(body as Record<string, unknown>))
        if (!allowed.has(key)) bad.push(`${at}/${kind}/${key}: not a property of ${kind}`);
    }
    const sub = (container as Record<string, unknown>)["aggs"];
    if (sub !== undefined) bad.push(...unknownAggregationParts(sub as Record<string, unknown>, kinds, `${at}/aggs`));
  }
  return bad;
}
