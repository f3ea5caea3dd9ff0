import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { at, checkKeys, INVALID, prop, readArray, readString } from "../check/properties.js";
import { EXPECTED, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../json/json-value.js";
import { addItem, itemMark, takeItems } from "../json/item-stack.js";
import type { AggregationRange } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";

const KEYS: ReadonlySet<string> = new Set(["from", "to", "key"]);

/** A bound read: the value compared (a number, epoch milliseconds or a distance) and its text for the default key. */
export interface ReadBound {
  readonly value: number;
  readonly text: string;
}

/**
 * The `ranges` of a `range` or `geoDistance` aggregation: 1–`maxAggRanges` objects `{from?, to?,
 * key?}`, each bound read by `bound` (undefined when it reported a problem), `from` not after `to`.
 * A range without `key` is keyed `from-to`, `*` standing for an absent bound.
 */
export function readAggRanges(
  ctx: CheckContext,
  raw: JsonValue | undefined,
  path: string,
  what: string,
  bound: (raw: JsonValue, path: string) => ReadBound | undefined,
): AggregationRange[] | undefined {
  const items = readArray(ctx, raw, "ranges", path, {
    required: true,
    minItems: 1,
    maxItems: QUERY_LIMITS.maxAggRanges,
    what: EXPECTED.aggRanges(what),
  });
  if (items === undefined) return undefined;
  const start = ctx.errors;
  const mark = itemMark();
  const list = at(path, "ranges");
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const where = at(list, i);
    if (!isJsonObject(item)) {
      ctx.report({ code: "wrong-type", path: where, expected: EXPECTED.aggRange(what), found: describeValue(item) });
      continue;
    }
    const range = readRange(ctx, item, where, what, bound);
    if (range !== undefined) addItem(range);
  }
  const ranges = takeItems<AggregationRange>(mark);
  return ctx.errors === start ? ranges : undefined;
}

function readRange(
  ctx: CheckContext,
  item: JsonObject,
  path: string,
  what: string,
  bound: (raw: JsonValue, path: string) => ReadBound | undefined,
): AggregationRange | undefined {
  const start = ctx.errors;
  checkKeys(ctx, item, path, KEYS, KIND_PROPERTY_HABITS.aggregationRange);
  const read = (value: JsonValue | undefined, key: string) => {
    const got = prop(ctx, value, key, path, what);
    return got === undefined || got === INVALID ? undefined : bound(got, at(path, key));
  };
  const from = read(item.from, "from");
  const to = read(item.to, "to");
  const key = readString(ctx, item.key, "key", path, { maxLength: QUERY_LIMITS.maxAggKeyLength });
  if (from !== undefined && to !== undefined && from.value > to.value) {
    ctx.report({ code: "empty-range", path: at(path, "to"), expected: EXPECTED.toAfterFrom, found: `from ${from.text}, to ${to.text}` });
  }
  if (ctx.errors !== start) return undefined;
  const name = key ?? `${from?.text ?? "*"}-${to?.text ?? "*"}`;
  // Literals define their properties: an assignment could meet a setter of that name on Object.prototype.
  if (from !== undefined && to !== undefined) return { key: name, from: from.value, to: to.value };
  if (from !== undefined) return { key: name, from: from.value };
  return to !== undefined ? { key: name, to: to.value } : { key: name };
}
