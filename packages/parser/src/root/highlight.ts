import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { checkKeys, INVALID, prop, readFieldList, readNumber, readString, type NumberBounds } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import { isJsonObject, type JsonObject } from "../json/json-value.js";
import type { HighlightRequest } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";

const FRAGMENT_SIZE: NumberBounds = { min: QUERY_LIMITS.minFragmentSize, max: QUERY_LIMITS.maxFragmentSize };
const FRAGMENTS: NumberBounds = { min: 1, max: QUERY_LIMITS.maxFragments };
const KEYS: ReadonlySet<string> = new Set(["fields", "preTag", "postTag", "fragmentSize", "fragments"]);
/** Without full-text fields there is nothing to name in `fields` (the schema leaves it out too). */
const KEYS_WITHOUT_FIELDS: ReadonlySet<string> = new Set(["preTag", "postTag", "fragmentSize", "fragments"]);

/** `highlight`: true (defaults), false (none), or settings; resolved with every default. `null` stands for "absent" below. */
export function checkHighlight(ctx: CheckContext, root: JsonObject): HighlightRequest | null | undefined {
  const value = prop(ctx, root.highlight, "highlight", "", ctx.info.highlightOptions ? EXPECTED.highlight : EXPECTED.highlightBoolean);
  if (value === undefined || value === INVALID || value === false) return null;
  const fullText = ctx.info.fieldLists.fullText;
  if (value === true)
    return {
      fields: fullText,
      preTag: QUERY_DEFAULTS.preTag,
      postTag: QUERY_DEFAULTS.postTag,
      fragmentSize: QUERY_DEFAULTS.fragmentSize,
      fragments: QUERY_DEFAULTS.fragments,
    };
  if (!isJsonObject(value) || !ctx.info.highlightOptions) {
    // The standard and compact details offer highlight as a boolean only.
    ctx.report({
      code: "wrong-type",
      path: "/highlight",
      expected: ctx.info.highlightOptions ? EXPECTED.highlight : EXPECTED.highlightBoolean,
      found: describeValue(value),
    });
    return undefined;
  }
  const path = "/highlight";
  const start = ctx.errors;
  checkKeys(ctx, value, path, fullText.length > 0 ? KEYS : KEYS_WITHOUT_FIELDS, ELASTICSEARCH_HABITS.nodeProperties);
  const fields =
    (fullText.length > 0
      ? readFieldList(ctx, value.fields, "fields", path, "highlight", { maxItems: QUERY_LIMITS.maxFields })
      : undefined) ?? fullText;
  const preTag = readString(ctx, value.preTag, "preTag", path, { maxLength: QUERY_LIMITS.maxTagLength }) ?? QUERY_DEFAULTS.preTag;
  const postTag = readString(ctx, value.postTag, "postTag", path, { maxLength: QUERY_LIMITS.maxTagLength }) ?? QUERY_DEFAULTS.postTag;
  const fragmentSize =
    readNumber(ctx, value.fragmentSize, "fragmentSize", path, { bounds: FRAGMENT_SIZE, integer: true }) ?? QUERY_DEFAULTS.fragmentSize;
  const fragments = readNumber(ctx, value.fragments, "fragments", path, { bounds: FRAGMENTS, integer: true }) ?? QUERY_DEFAULTS.fragments;
  if (ctx.errors !== start) return undefined;
  return { fields, preTag, postTag, fragmentSize, fragments };
}
