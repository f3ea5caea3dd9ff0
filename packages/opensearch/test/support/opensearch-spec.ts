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
  const container = (schema["components"] as { schemas: Record<string, { allOf: Array<Record<string, unknown>> }> }).schemas["FunctionScoreContainer"]!;
  const kinds = container.allOf[1]!;
  if (kinds["maxProperties"] !== 1) throw new Error("the OpenSearch specification changed: FunctionScoreContainer no longer has the maxProperties quirk");
  delete kinds["maxProperties"];
}

/** The function kinds a function container may hold, one at a time. */
export const FUNCTION_KINDS = ["exp", "gauss", "linear", "field_value_factor", "random_score", "script_score"] as const;

export interface OpenSearchSpec {
  readonly searchBody: ValidateFunction;
  readonly indexBody: ValidateFunction;
  /** The query names QueryContainer lists (it does not reject others by itself). */
  readonly queryNames: ReadonlySet<string>;
  /** Every query container inside a body, with its path, for the query-name check. */
  errorsOf(validate: ValidateFunction): string;
}

export function loadOpenSearchSpec(): OpenSearchSpec {
  const root = openSearchSpecPath();
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const read = (path: string) => oneOfAsAnyOf(parse(readFileSync(path, "utf8"))) as Record<string, unknown>;
  let queryDsl: Record<string, unknown> | undefined;
  for (const file of readdirSync(join(root, "schemas"))) {
    const schema = read(join(root, "schemas", file));
    if (file === "_common.query_dsl.yaml") {
      queryDsl = schema;
      relaxFunctionContainer(schema);
    }
    ajv.addSchema(schema, `schemas/${file}`);
  }
  ajv.addSchema(read(join(root, "search-request-body.yaml")), "search-request-body.yaml");
  ajv.addSchema(read(join(root, "indices-create-request-body.yaml")), "indices-create-request-body.yaml");
  const searchBody = ajv.getSchema("search-request-body.yaml#/components/schemas/SearchRequestBody");
  const indexBody = ajv.getSchema("indices-create-request-body.yaml#/components/schemas/IndicesCreateRequestBody");
  if (searchBody === undefined || indexBody === undefined) throw new Error("the OpenSearch specification did not load");
  const container = (queryDsl!["components"] as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas["QueryContainer"]!;
  return {
    searchBody,
    indexBody,
    queryNames: new Set(Object.keys(container.properties)),
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
        for (const slot of ["must", "should", "must_not", "filter"]) for (const [i, c] of ((q[slot] as unknown[] | undefined) ?? []).entries()) visit(c, `${at}/${slot}/${i}`);
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
