import type { CheckContext } from "../check/context.js";
import { at, checkKeys, INVALID, missing, prop, readBoost, readField } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { TermNode } from "../tree/query-tree.js";
import { checkTermValue } from "./term-value.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "value", "boost"]);

/** `{type:"term", field, value, boost?}`: the value typed by the field's kind. */
export function checkTerm(ctx: CheckContext, obj: JsonObject, path: string): TermNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys("term", KEYS), ELASTICSEARCH_HABITS.nodeProperties);
  const field = readField(ctx, obj.field, path, "term");
  const raw = prop(ctx, obj.value, "value", path, EXPECTED.termValue);
  let value: TermNode["value"] | undefined;
  if (raw === undefined) missing(ctx, path, "value", EXPECTED.termValueTyped);
  else if (raw !== INVALID && field !== undefined) value = checkTermValue(ctx, field, raw, at(path, "value"));
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start || field === undefined || value === undefined) return undefined;
  return { type: "term", field, value, boost, origin: { path } };
}
