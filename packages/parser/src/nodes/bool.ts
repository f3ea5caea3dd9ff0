import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { at, checkKeys, readArray, readBoost, readNumber, type NumberBounds } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import type { JsonObject, JsonValue } from "../json/json-value.js";
import { addItem, itemMark, takeItems } from "../json/item-stack.js";
import type { BoolNode, QueryNode } from "../tree/query-tree.js";

const CLAUSES = ["must", "should", "mustNot", "filter"] as const;
const MINIMUM_SHOULD_MATCH: NumberBounds = { min: 0, max: QUERY_LIMITS.maxClauses };
const KEYS: ReadonlySet<string> = new Set(["type", ...CLAUSES, "minimumShouldMatch", "boost"]);

/**
 * `{type:"bool", must?, should?, mustNot?, filter?, minimumShouldMatch?, boost?}`. When
 * `minimumShouldMatch` is not given it resolves as Elasticsearch does: 1 when there are should
 * clauses and no must or filter clauses, else 0.
 */
export function checkBool(ctx: CheckContext, obj: JsonObject, path: string, depth: number): BoolNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys("bool", KEYS), ELASTICSEARCH_HABITS.nodeProperties);
  const must = checkClauses(ctx, obj.must, "must", path, depth);
  const should = checkClauses(ctx, obj.should, "should", path, depth);
  const mustNot = checkClauses(ctx, obj.mustNot, "mustNot", path, depth);
  const filter = checkClauses(ctx, obj.filter, "filter", path, depth);
  const given = readNumber(ctx, obj.minimumShouldMatch, "minimumShouldMatch", path, { bounds: MINIMUM_SHOULD_MATCH, integer: true });
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start) return undefined;
  const minimumShouldMatch = given ?? (should.length > 0 && must.length === 0 && filter.length === 0 ? 1 : 0);
  return { type: "bool", must, should, mustNot, filter, minimumShouldMatch, boost, origin: { path } };
}

/** Checks the nodes of one clause list (`value` is the property `key` of the bool node at `path`); absent is empty. */
function checkClauses(
  ctx: CheckContext,
  value: JsonValue | undefined,
  key: (typeof CLAUSES)[number],
  path: string,
  depth: number,
): QueryNode[] {
  const items = readArray(ctx, value, key, path, { maxItems: QUERY_LIMITS.maxClauses, what: EXPECTED.clauses });
  if (items === undefined) return [];
  const base = at(path, key);
  // Built on the item stack, never with push (see item-stack.ts): no prototype accessor can drop a clause.
  const mark = itemMark();
  for (let i = 0; i < items.length; i++) {
    const node = ctx.checkNode(ctx, items[i]!, at(base, i), depth + 1);
    if (node !== undefined) addItem(node);
  }
  return takeItems<QueryNode>(mark);
}
