import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { checkKeys, readBoolean, readBoost, readField, readNumber, readString, type NumberBounds } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { FuzzyNode } from "../tree/query-tree.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";

const MAX_EDITS: NumberBounds = { min: 0, max: QUERY_LIMITS.maxEdits };
const PREFIX_LENGTH: NumberBounds = { min: 0, max: QUERY_LIMITS.maxPrefixLength };
const KEYS: ReadonlySet<string> = new Set(["type", "field", "value", "maxEdits", "prefixLength", "transpositions", "boost"]);

/** `{type:"fuzzy", field, value, maxEdits?: 0..2 (default 2), prefixLength? (default 0), transpositions? (default true), boost?}`. */
export function checkFuzzy(ctx: CheckContext, obj: JsonObject, path: string): FuzzyNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys("fuzzy", KEYS), ELASTICSEARCH_HABITS.nodeProperties);
  const field = readField(ctx, obj.field, path, "fuzzy");
  const value = readString(ctx, obj.value, "value", path, {
    required: true,
    maxLength: QUERY_LIMITS.maxTermLength,
    what: EXPECTED.fuzzyValue,
  });
  const maxEdits = readNumber(ctx, obj.maxEdits, "maxEdits", path, { bounds: MAX_EDITS, integer: true }) ?? QUERY_DEFAULTS.maxEdits;
  const prefixLength =
    readNumber(ctx, obj.prefixLength, "prefixLength", path, { bounds: PREFIX_LENGTH, integer: true }) ?? QUERY_DEFAULTS.prefixLength;
  const transpositions = readBoolean(ctx, obj.transpositions, "transpositions", path) ?? QUERY_DEFAULTS.transpositions;
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start || field === undefined || value === undefined) return undefined;
  return { type: "fuzzy", field, value, maxEdits, prefixLength, transpositions, boost, origin: { path } };
}
