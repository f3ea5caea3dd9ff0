import { QUERY_LIMITS, type DocumentDefinition } from "@oneindex/schema";
import { docInfo } from "../../check/doc-info.js";
import type { NodeOrigin, QueryNode } from "../../tree/query-tree.js";
import type { LanguageResult } from "../shared/language-result.js";
import { anyField, boolNode, countNodes, matchAllNode, matchNoneNode } from "../shared/nodes.js";
import { ProblemList } from "../shared/problems.js";
import { hasLetterOrDigit, isSpaceOrControl, trimToWord } from "../shared/text-chars.js";
import { scanQ, type QClause } from "./scan-q.js";
import { QUERY_DEFAULTS } from "../../parse/query-defaults.js";
import { ownField } from "../../json/own-property.js";
import { longerThan, stringLength } from "../../values/string-length.js";
import { EXPECTED } from "../../errors/messages.js";

/** `word~` alone means this many edits (Lucene's default). */
export const Q_DEFAULT_FUZZY_EDITS = QUERY_DEFAULTS.maxEdits;

/** Where q words go: the full-text fields, or, for a document without any, its keyword fields. */
interface QTargets {
  readonly textFields: readonly string[];
  readonly keywordFields: readonly string[];
}

function splitWords(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || isSpaceOrControl(text.charCodeAt(i));
    if (space && start >= 0) {
      words.push(text.slice(start, i));
      start = -1;
    } else if (!space && start < 0) {
      start = i;
    }
  }
  return words;
}

/** The node one clause means, or undefined when it holds nothing searchable. Records limit problems. */
function clauseNode(
  clause: QClause,
  targets: QTargets,
  origin: NodeOrigin,
  problems: ProblemList,
): { node: QueryNode; terms: number } | undefined {
  const { textFields, keywordFields } = targets;
  const onText = textFields.length > 0;
  const fields = onText ? textFields : keywordFields;
  const at = { offset: clause.offset, length: clause.length };
  if (clause.kind === "phrase") {
    const terms = splitWords(clause.text).filter(hasLetterOrDigit);
    if (terms.length === 0) return undefined;
    if (terms.length > QUERY_LIMITS.maxPhraseTerms) {
      problems.add({
        code: "too-many-items",
        ...at,
        expected: EXPECTED.qPhraseOfAtMost(QUERY_LIMITS.maxPhraseTerms),
        found: `${terms.length} words`,
      });
      return undefined;
    }
    const long = terms.find((t) => longerThan(t, QUERY_LIMITS.maxPhraseTermLength));
    if (long !== undefined) {
      problems.add({
        code: "string-too-long",
        ...at,
        expected: EXPECTED.qPhraseWordsOfAtMost(QUERY_LIMITS.maxPhraseTermLength),
        found: `a word of ${long.length} characters`,
      });
      return undefined;
    }
    const slop = Math.min(ownField(clause, "tildeNumber") ?? QUERY_DEFAULTS.slop, QUERY_LIMITS.maxSlop);
    if (!onText)
      return { node: { type: "multiFieldTerm", fields, value: terms.join(" "), boost: QUERY_DEFAULTS.boost, origin }, terms: terms.length };
    return {
      node: anyField(fields, (field) => ({ type: "phrase", field, terms, slop, boost: QUERY_DEFAULTS.boost, origin }), origin),
      terms: terms.length,
    };
  }
  const raw = clause.text;
  const isPrefix = !clause.tilde && raw.endsWith("*");
  const value = clause.tilde || isPrefix ? trimToWord(raw) : raw;
  if (!hasLetterOrDigit(value)) return undefined;
  if (longerThan(value, QUERY_LIMITS.maxTermLength)) {
    problems.add({
      code: "string-too-long",
      ...at,
      expected: EXPECTED.qWordsOfAtMost(QUERY_LIMITS.maxTermLength),
      found: `a word of ${value.length} characters`,
    });
    return undefined;
  }
  if (clause.tilde) {
    const maxEdits = Math.min(ownField(clause, "tildeNumber") ?? Q_DEFAULT_FUZZY_EDITS, QUERY_LIMITS.maxEdits);
    return {
      node: anyField(
        fields,
        (field) => ({
          type: "fuzzy",
          field,
          value,
          maxEdits,
          prefixLength: QUERY_DEFAULTS.prefixLength,
          transpositions: QUERY_DEFAULTS.transpositions,
          boost: QUERY_DEFAULTS.boost,
          origin,
        }),
        origin,
      ),
      terms: 1,
    };
  }
  if (isPrefix)
    return { node: anyField(fields, (field) => ({ type: "prefix", field, value, boost: QUERY_DEFAULTS.boost, origin }), origin), terms: 1 };
  if (onText)
    return {
      node: { type: "text", text: value, fields: textFields, operator: QUERY_DEFAULTS.operator, boost: QUERY_DEFAULTS.boost, origin },
      terms: 1,
    };
  if (fields.length === 0) return { node: matchNoneNode(origin), terms: 1 };
  return { node: { type: "multiFieldTerm", fields, value, boost: QUERY_DEFAULTS.boost, origin }, terms: 1 };
}

/**
 * Parses a `q` string (what a person types in a search box) into a `bool` over the document's
 * full-text fields. Never fails on odd input (unbalanced quotes, stray operators, emoji and
 * control characters degrade to words or are ignored); fails only on limits: string length,
 * term count, node count, phrase size. Grammar in the parser README, decisions in its DESIGN.md.
 */
export function parseQ(doc: DocumentDefinition, text: string, path: string): LanguageResult {
  const problems = new ProblemList(path);
  if (longerThan(text, QUERY_LIMITS.maxQueryStringLength)) {
    problems.add({
      code: "too-long",
      offset: QUERY_LIMITS.maxQueryStringLength,
      length: text.length - QUERY_LIMITS.maxQueryStringLength,
      expected: EXPECTED.stringOfAtMost("a q string", QUERY_LIMITS.maxQueryStringLength),
      found: `${stringLength(text)} characters`,
    });
    return { ok: false, problems: problems.all };
  }
  const { fieldLists } = docInfo(doc, "full"); // computed once per definition; the string languages are the same at every detail
  const targets: QTargets = { textFields: fieldLists.fullText, keywordFields: fieldLists.terms };
  const must: QueryNode[] = [];
  const should: QueryNode[] = [];
  const mustNot: QueryNode[] = [];
  let terms = 0;
  for (const clause of scanQ(text)) {
    if (clause.kind === "or") continue; // OR is the default operator: a OR b means a b.
    const origin: NodeOrigin = { path, offset: clause.offset, length: clause.length };
    const made = clauseNode(clause, targets, origin, problems);
    if (made === undefined) continue;
    terms += made.terms;
    if (terms > QUERY_LIMITS.maxLanguageTerms) {
      problems.add({
        code: "too-many-terms",
        offset: clause.offset,
        length: text.length - clause.offset,
        expected: EXPECTED.qTermsOfAtMost(QUERY_LIMITS.maxLanguageTerms),
        found: "more",
      });
      break;
    }
    (clause.occur === "must" ? must : clause.occur === "mustNot" ? mustNot : should).push(made.node);
  }
  if (!problems.empty) return { ok: false, problems: problems.all };
  const origin: NodeOrigin = { path, offset: 0, length: text.length };
  if (must.length === 0 && should.length === 0 && mustNot.length === 0) return { ok: true, node: matchAllNode(origin), nodeCount: 1 };
  const node = boolNode({ must, should, mustNot }, origin);
  const nodeCount = countNodes(node);
  if (nodeCount > QUERY_LIMITS.maxNodes) {
    problems.add({
      code: "too-many-nodes",
      offset: 0,
      length: text.length,
      expected: EXPECTED.qNodesOfAtMost(QUERY_LIMITS.maxNodes),
      found: `${nodeCount} nodes`,
    });
    return { ok: false, problems: problems.all };
  }
  return { ok: true, node, nodeCount };
}
