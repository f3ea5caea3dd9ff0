import { QUERY_LIMITS } from "@oneindex/schema";
import { aggregationNameProblem, nearestName } from "@oneindex/schema/internal";
import type { CheckContext } from "../check/context.js";
import { aggKind, type AggTypeName } from "../check/doc-info.js";
import { at, INVALID, nullProperty, prop } from "../check/properties.js";
import { AGG_TYPE_HABITS } from "./agg-habits.js";
import { EXPECTED, HINTS, listNames, quote } from "../errors/messages.js";
import { addItem, itemMark, takeItems } from "../json/item-stack.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../json/json-value.js";
import type { Aggregation, MetricAggregation } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";
import { checkDateHistogram } from "./date-histogram.js";
import { checkGeoDistance } from "./geo-distance.js";
import { checkHistogram } from "./histogram.js";
import { checkMetric } from "./metric.js";
import { checkRangeAgg } from "./range.js";
import { checkTerms } from "./terms.js";

/** A checker of one aggregation kind: `obj` is the aggregation's object, `name` its key, `path` `/aggs/<name>`. */
export type AggChecker = (ctx: CheckContext, obj: JsonObject, name: string, path: string) => Aggregation | undefined;

/** One checker per aggregation kind: the only place a kind is looked up. */
const CHECKERS: Readonly<Record<AggTypeName, AggChecker>> = {
  terms: checkTerms,
  histogram: checkHistogram,
  dateHistogram: checkDateHistogram,
  range: checkRangeAgg,
  stats: checkMetric,
  cardinality: checkMetric,
  geoDistance: checkGeoDistance,
};

/** The kinds a `terms` aggregation may hold, one level down. */
const SUB_AGG_TYPES: readonly AggTypeName[] = ["stats", "cardinality"];

/**
 * The `aggs` of the object at `ownerPath`: the root's, or with `parent`, a `terms` aggregation's. An object of at most
 * `maxAggs` aggregations by name, names checked by `aggregationNameProblem`, each an object with a
 * `type` the document offers (one level down, only `stats` and `cardinality`). Undefined when
 * absent or when a problem was reported.
 */
export function checkAggs(ctx: CheckContext, raw: JsonValue | undefined, ownerPath: string, parent?: string): Aggregation[] | undefined {
  const path = at(ownerPath, "aggs");
  const value = prop(ctx, raw, "aggs", ownerPath, EXPECTED.aggsByName);
  if (value === undefined || value === INVALID) return undefined;
  if (!isJsonObject(value)) {
    ctx.report({ code: "wrong-type", path, expected: EXPECTED.aggsByName, found: describeValue(value) });
    return undefined;
  }
  const start = ctx.errors;
  const offered = parent === undefined ? ctx.info.aggTypes : ctx.info.aggTypes.filter((t) => SUB_AGG_TYPES.includes(t));
  const mark = itemMark();
  let count = 0;
  for (const name in value) {
    const entry = value[name]!;
    if (entry === null && nullProperty(ctx, path, name, EXPECTED.aggregation) === undefined) continue;
    if (++count > QUERY_LIMITS.maxAggs) continue;
    const where = at(path, name);
    const problem = aggregationNameProblem(name);
    if (problem !== undefined) ctx.report({ code: "bad-aggregation-name", path: where, expected: problem, found: quote(name) });
    if (entry === null) continue;
    if (!isJsonObject(entry)) {
      ctx.report({ code: "wrong-type", path: where, expected: EXPECTED.aggregationOf(listNames(offered)), found: describeValue(entry) });
      continue;
    }
    const agg = checkAggregation(ctx, entry, name, where, offered, parent);
    if (agg !== undefined && problem === undefined) addItem(agg);
  }
  if (count > QUERY_LIMITS.maxAggs)
    ctx.report({ code: "too-many-aggregations", path, expected: EXPECTED.aggsOnOneLevel(QUERY_LIMITS.maxAggs), found: `${count}` });
  const aggs = takeItems<Aggregation>(mark);
  return ctx.errors === start ? aggs : undefined;
}

/** One aggregation: its `type` among `offered`, then that kind's checker. */
function checkAggregation(
  ctx: CheckContext,
  obj: JsonObject,
  name: string,
  path: string,
  offered: readonly AggTypeName[],
  parent: string | undefined,
): Aggregation | undefined {
  const rawType = obj["type"];
  const type = rawType !== null ? rawType : nullProperty(ctx, path, "type", EXPECTED.oneOf(listNames(offered)));
  if (type === INVALID) return undefined;
  if (type === undefined) {
    const named = Object.keys(obj).find((k) => (offered as readonly string[]).includes(k) || Object.hasOwn(AGG_TYPE_HABITS, k));
    const suggestion = named === undefined ? undefined : Object.hasOwn(AGG_TYPE_HABITS, named) ? AGG_TYPE_HABITS[named] : named;
    ctx.report({
      code: "missing-type",
      path: at(path, "type"),
      expected: listNames(offered),
      found: "none",
      ...(suggestion !== undefined && offered.includes(suggestion as AggTypeName)
        ? { suggestion, hint: HINTS.aggTypeBesideProperties(suggestion, named!) }
        : {}),
    });
    return undefined;
  }
  if (typeof type === "string" && (offered as readonly string[]).includes(type)) return CHECKERS[type as AggTypeName](ctx, obj, name, path);
  ctx.report({
    code: "unknown-aggregation-type",
    path: at(path, "type"),
    expected: EXPECTED.oneOf(listNames(offered)),
    found: typeof type === "string" ? quote(type) : describeValue(type),
    ...typeHelp(ctx, type, offered, parent),
  });
  return undefined;
}

/** The nearest offered kind, and why a known kind is not offered here. */
function typeHelp(
  ctx: CheckContext,
  type: JsonValue,
  offered: readonly AggTypeName[],
  parent: string | undefined,
): { suggestion?: string; hint?: string } {
  if (typeof type !== "string") return {};
  const habit = Object.hasOwn(AGG_TYPE_HABITS, type) ? AGG_TYPE_HABITS[type] : undefined;
  const suggestion = habit !== undefined && offered.includes(habit) ? habit : nearestName(type, offered);
  const known = Object.hasOwn(CHECKERS, type);
  let hint: string | undefined;
  if (known && parent !== undefined) hint = HINTS.subAggregationTypes(listNames(SUB_AGG_TYPES), type);
  else if (known && ctx.info.nodeFields.get(aggKind(type))?.length === 0) hint = HINTS.noAggregationField(type, ctx.info.detail);
  else if (habit === "stats" && suggestion === habit) hint = HINTS.statsAtOnce;
  return { ...(suggestion !== undefined ? { suggestion } : {}), ...(hint !== undefined ? { hint } : {}) };
}

/** A `terms` aggregation's sub-aggregations (metrics only); `path` is the `terms` aggregation's. */
export function checkSubAggs(ctx: CheckContext, raw: JsonValue | undefined, path: string): MetricAggregation[] | undefined {
  return checkAggs(ctx, raw, path, "terms") as MetricAggregation[] | undefined;
}
