import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { at, checkKeys, readArray, readEnum, readField, missing } from "../check/properties.js";
import type { JsonObject } from "../json/json-value.js";
import type { SortKey } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";
import { addItem, itemMark, takeItems } from "../json/item-stack.js";
import { isJsonObject } from "../json/json-value.js";
import { EXPECTED, KIND_PROPERTY_HABITS } from "../errors/messages.js";

const KEYS: ReadonlySet<string> = new Set(["field", "order"]);
const ORDERS = ["asc", "desc"] as const;

/** `sort`: up to 8 keys `{field, order}` over sortable fields. */
export function checkSort(ctx: CheckContext, root: JsonObject): SortKey[] | undefined {
  const items = readArray(ctx, root.sort, "sort", "", { maxItems: QUERY_LIMITS.maxSortKeys, what: EXPECTED.sortKeys });
  if (items === undefined) return undefined;
  const mark = itemMark();
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const path = at("/sort", i);
    if (!isJsonObject(item)) {
      ctx.report({ code: "wrong-type", path, expected: EXPECTED.sortKey, found: describeValue(item) });
      continue;
    }
    const start = ctx.errors;
    checkKeys(ctx, item, path, KEYS, KIND_PROPERTY_HABITS.sortKey);
    const field = readField(ctx, item.field, path, "sort");
    const order = readEnum(ctx, item.order, "order", path, ORDERS);
    if (order === undefined && item["order"] == null && !(item["order"] === null && ctx.options.nulls === "error"))
      missing(ctx, path, "order", EXPECTED.sortOrder);
    if (ctx.errors === start && field !== undefined && order !== undefined) addItem({ field, order });
  }
  return takeItems<SortKey>(mark);
}
