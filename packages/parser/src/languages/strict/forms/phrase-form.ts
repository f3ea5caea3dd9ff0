import { QUERY_LIMITS } from "@oneindex/schema";
import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import { lookupField } from "../../shared/fields.js";
import { anyField, matchAllNode } from "../../shared/nodes.js";
import { isSpaceOrControl } from "../../shared/text-chars.js";
import { fieldFor, noDefaultFields, type StrictContext, type StrictValue, type Target } from "../strict-value.js";
import { termNode } from "./word-form.js";
import { ownField } from "../../../json/own-property.js";
import { QUERY_DEFAULTS } from "../../../parse/query-defaults.js";
import { EXPECTED } from "../../../errors/messages.js";

function words(text: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || isSpaceOrControl(text.charCodeAt(i));
    if (space && start >= 0) {
      out.push(text.slice(start, i));
      start = -1;
    } else if (!space && start < 0) {
      start = i;
    }
  }
  return out;
}

/**
 * `field:"…"`: a `phrase` on a text field (words split on whitespace, `~N` slop); on any other
 * field an exact `term` of the string. Bare: a phrase per full-text field, or a `multiFieldTerm`
 * of the whole string over the keyword fields.
 */
export function phraseNode(ctx: StrictContext, target: Target, value: StrictValue & { form: "phrase" }, origin: NodeOrigin): QueryNode {
  const terms = words(value.text);
  const phraseOn = (field: string): QueryNode => ({
    type: "phrase",
    field,
    terms,
    slop: ownField(value, "slop") ?? QUERY_DEFAULTS.slop,
    boost: QUERY_DEFAULTS.boost,
    origin,
  });
  const termsFit = (): boolean => {
    if (terms.length === 0) {
      ctx.problems.add({ code: "empty-phrase", ...value.at, expected: EXPECTED.phraseWords, found: "an empty phrase" });
      return false;
    }
    const long = terms.find((t) => t.length > QUERY_LIMITS.maxPhraseTermLength);
    if (terms.length > QUERY_LIMITS.maxPhraseTerms || long !== undefined) {
      ctx.problems.add({
        code: "too-long",
        ...value.at,
        expected: EXPECTED.strictPhraseOfAtMost(QUERY_LIMITS.maxPhraseTerms, QUERY_LIMITS.maxPhraseTermLength),
        found: long !== undefined ? `a word of ${long.length} characters` : `${terms.length} words`,
      });
      return false;
    }
    return true;
  };
  if (target.kind === "default") {
    if (noDefaultFields(ctx, value.at, value.text) || !termsFit()) return matchAllNode();
    if (ctx.textFields.length > 0) return anyField(ctx.textFields, phraseOn, origin);
    return { type: "multiFieldTerm", fields: ctx.defaultFields, value: value.text, boost: QUERY_DEFAULTS.boost, origin };
  }
  if (lookupField(ctx.doc, target.ref.name)?.kind === "text") return termsFit() ? phraseOn(target.ref.name) : matchAllNode();
  if (ownField(value, "slop") !== undefined) {
    // Only a text field keeps positions: the problem names the text fields.
    fieldFor(ctx, target, ["fullText"], EXPECTED.forSlopPhrase);
    return matchAllNode();
  }
  return termNode(ctx, target, { form: "string", text: value.text, ...value.at }, origin);
}
