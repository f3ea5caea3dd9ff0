import { QUERY_LIMITS, TERMS_ORDERS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { aggKind } from "../check/doc-info.js";
import { checkKeys, readEnum, readField, readNumber, type NumberBounds } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { TermsAggregation } from "../tree/query-tree.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";
import { checkSubAggs } from "./check-aggs.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "size", "minCount", "order", "aggs"]);
/** Without a field the metrics take, a `terms` aggregation holds no `aggs` (the schema leaves it out too). */
const KEYS_WITHOUT_AGGS: ReadonlySet<string> = new Set(["type", "field", "size", "minCount", "order"]);
const SIZE: NumberBounds = { min: 1, max: QUERY_LIMITS.maxBuckets };
const MIN_COUNT: NumberBounds = { min: 1 };
const HABITS = { ...ELASTICSEARCH_HABITS.aggProperties, ...KIND_PROPERTY_HABITS.termsAggregation };

/** `{type:"terms", field, size? (1–1,000, default 10), minCount? (≥ 1, default 1), order? ("count" | "key"), aggs?}` over keyword and boolean fields. */
export function checkTerms(ctx: CheckContext, obj: JsonObject, name: string, path: string): TermsAggregation | undefined {
  const start = ctx.errors;
  const nested = ctx.info.aggTypeSet.has("stats") || ctx.info.aggTypeSet.has("cardinality");
  checkKeys(ctx, obj, path, nested ? KEYS : KEYS_WITHOUT_AGGS, HABITS);
  const field = readField(ctx, obj.field, path, aggKind("terms"));
  const size = readNumber(ctx, obj.size, "size", path, { bounds: SIZE, integer: true }) ?? QUERY_DEFAULTS.aggSize;
  const minCount = readNumber(ctx, obj.minCount, "minCount", path, { bounds: MIN_COUNT, integer: true }) ?? QUERY_DEFAULTS.termsMinCount;
  const order = readEnum(ctx, obj.order, "order", path, TERMS_ORDERS) ?? QUERY_DEFAULTS.termsOrder;
  const aggs = nested ? checkSubAggs(ctx, obj.aggs, path) : undefined;
  if (ctx.errors !== start || field === undefined) return undefined;
  return { type: "terms", name, path, field, size, minCount, order, aggs: aggs ?? [] };
}
