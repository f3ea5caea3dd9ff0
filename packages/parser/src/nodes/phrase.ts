import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { at, checkKeys, readArray, readBoost, readField, readNumber, type NumberBounds } from "../check/properties.js";
import { EXPECTED, ELASTICSEARCH_HABITS, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { PhraseNode } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";
import { addItem, itemMark, takeItems } from "../json/item-stack.js";
import { longerThan, stringLength } from "../values/string-length.js";

const SLOP: NumberBounds = { min: 0, max: QUERY_LIMITS.maxSlop };
const KEYS: ReadonlySet<string> = new Set(["type", "field", "terms", "slop", "boost"]);

const HABITS = { ...ELASTICSEARCH_HABITS.nodeProperties, ...KIND_PROPERTY_HABITS.phrase };

/** `{type:"phrase", field, terms: [string, 1..256], slop?: 0..1000, boost?}`. */
export function checkPhrase(ctx: CheckContext, obj: JsonObject, path: string): PhraseNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys("phrase", KEYS), HABITS);
  const field = readField(ctx, obj.field, path, "phrase");
  const items = readArray(ctx, obj.terms, "terms", path, {
    required: true,
    minItems: 1,
    maxItems: QUERY_LIMITS.maxPhraseTerms,
    what: EXPECTED.phraseTerms,
  });
  const mark = itemMark();
  if (items !== undefined) {
    for (let i = 0; i < items.length; i++) {
      const term = items[i];
      const termPath = at(at(path, "terms"), i);
      if (typeof term !== "string")
        ctx.report({ code: "wrong-type", path: termPath, expected: EXPECTED.phraseWord, found: describeValue(term) });
      else if (longerThan(term, QUERY_LIMITS.maxPhraseTermLength))
        ctx.report({
          code: "too-long",
          path: termPath,
          expected: EXPECTED.atMostCharacters(QUERY_LIMITS.maxPhraseTermLength),
          found: `${stringLength(term)} characters`,
        });
      else addItem(term);
    }
  }
  const terms = takeItems<string>(mark);
  const slop = readNumber(ctx, obj.slop, "slop", path, { bounds: SLOP, integer: true }) ?? QUERY_DEFAULTS.slop;
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start || field === undefined) return undefined;
  return { type: "phrase", field, terms, slop, boost, origin: { path } };
}
