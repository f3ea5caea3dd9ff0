import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { checkKeys, readBoost, readEnum, readFieldList, readString } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { TextNode } from "../tree/query-tree.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";

const KEYS: ReadonlySet<string> = new Set(["type", "text", "fields", "operator", "boost"]);
const OPERATORS = ["and", "or"] as const;
// Specs made once, not a literal per call: the text node is in nearly every call.
const TEXT_SPEC = { required: true, maxLength: QUERY_LIMITS.maxQueryStringLength, what: EXPECTED.textWords } as const;
const FIELDS_SPEC = { maxItems: QUERY_LIMITS.maxFields } as const;
const HABITS = { ...ELASTICSEARCH_HABITS.nodeProperties, ...KIND_PROPERTY_HABITS.text };

/** `{type:"text", text, fields? (default every full-text field), operator?: "and" | "or" (default "or"), boost?}`. */
export function checkText(ctx: CheckContext, obj: JsonObject, path: string): TextNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys("text", KEYS), HABITS);
  const text = readString(ctx, obj.text, "text", path, TEXT_SPEC);
  const fields = readFieldList(ctx, obj.fields, "fields", path, "text", FIELDS_SPEC) ?? ctx.info.fieldLists.fullText;
  const operator = readEnum(ctx, obj.operator, "operator", path, OPERATORS) ?? QUERY_DEFAULTS.operator;
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start || text === undefined) return undefined;
  return { type: "text", text, fields, operator, boost, origin: { path } };
}
