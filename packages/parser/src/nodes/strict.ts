import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { at, checkKeys, readBoost, readString } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import { parseStrictLanguage } from "../languages/index.js";
import type { QueryNode } from "../tree/query-tree.js";
import { addLanguageResult } from "./language-result.js";

const KEYS: ReadonlySet<string> = new Set(["type", "query", "boost"]);
const HABITS = { ...ELASTICSEARCH_HABITS.nodeProperties, ...KIND_PROPERTY_HABITS.strict };

/**
 * `{type:"strict", query, boost?}`: becomes the tree its string parses to, wrapped in a `bool`
 * `must` carrying the boost when the boost is not 1.
 */
export function checkStrict(ctx: CheckContext, obj: JsonObject, path: string): QueryNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, HABITS);
  const query = readString(ctx, obj.query, "query", path, {
    required: true,
    maxLength: QUERY_LIMITS.maxQueryStringLength,
    what: EXPECTED.strictQuery,
  });
  const boost = readBoost(ctx, obj.boost, path);
  let node: QueryNode | undefined;
  if (query !== undefined) node = addLanguageResult(ctx, parseStrictLanguage(ctx.info.doc, query, at(path, "query")), at(path, "query"), 1);
  if (ctx.errors !== start || node === undefined) return undefined;
  if (boost === 1) return node;
  ctx.countNodes(1, path);
  return { type: "bool", must: [node], should: [], mustNot: [], filter: [], minimumShouldMatch: 0, boost, origin: { path } };
}
