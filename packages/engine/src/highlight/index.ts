import type { HighlightRequest } from "@oneindex/parser";
import type { Analyzer, Token } from "../analysis/index.js";
import type { WorkCharge } from "../query/budget/work-budget.js";
import { bestFragments, candidateFragments } from "./fragments.js";
import type { Fragment } from "./fragments.js";

export type { Fragment } from "./fragments.js";
export { candidateFragments, bestFragments } from "./fragments.js";

/**
 * Characters of one value analysed for highlighting: a match further into a longer value is not
 * highlighted (as Elasticsearch's `index.highlight.max_analyzed_offset`, whose default is
 * 1,000,000; ours is smaller because highlighting runs inside the call, re-analysing with stemming).
 */
export const MAX_HIGHLIGHT_ANALYZED_CHARS = 10_000;

/**
 * Highlighted fragments of one field's values: each value (its first
 * {@link MAX_HIGHLIGHT_ANALYZED_CHARS} characters) is re-analysed with offsets, its tokens
 * whose term `isMatch` accepts are the matches, windows of about `request.fragmentSize` characters
 * are cut at word boundaries, the best `request.fragments` by distinct matched terms are kept and
 * returned in document order, each match wrapped in `preTag`/`postTag`. Text is not escaped.
 * Returns `[]` when nothing in the values matches. Each analysed character costs a `highlightChar`
 * of `work.budget`, charged before the value is analysed.
 */
export function highlightValues(
  values: readonly string[],
  analyzer: Analyzer,
  isMatch: (term: string) => boolean,
  request: HighlightRequest,
  work?: WorkCharge,
): string[] {
  const analysed: Array<{ tokens: Token[]; matched: boolean[] }> = [];
  const candidates: Fragment[] = [];
  for (let v = 0; v < values.length; v++) {
    const full = values[v]!;
    const text = analysedPart(full);
    work?.budget.spend(text.length, "highlightChar", work.site);
    const tokens = analyzer.analyze(text);
    // A word cut by the limit is not a word of the value: leave it out.
    if (text.length < full.length && tokens.length > 0 && tokens[tokens.length - 1]!.end === text.length && isWordChar(full, text.length))
      tokens.pop();
    const matched = tokens.map((t) => isMatch(t.term));
    analysed.push({ tokens, matched });
    // One by one: spreading a long value's windows into push() overflows the stack.
    if (matched.includes(true)) for (const f of candidateFragments(v, text, tokens, matched, request.fragmentSize)) candidates.push(f);
  }
  return bestFragments(candidates, request.fragments).map((f) => {
    const { tokens, matched } = analysed[f.value]!;
    return render(values[f.value]!, f.start, f.end, tokens, matched, request.preTag, request.postTag);
  });
}

/** The text of `[start, end)` with each matched token inside it wrapped in tags. */
function render(
  text: string,
  start: number,
  end: number,
  tokens: readonly Token[],
  matched: readonly boolean[],
  preTag: string,
  postTag: string,
): string {
  let out = "";
  let at = start;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (!matched[k] || t.start < start || t.end > end) continue;
    out += text.slice(at, t.start) + preTag + text.slice(t.start, t.end) + postTag;
    at = t.end;
  }
  return out + text.slice(at, end);
}

/** How many characters of `text` highlighting analyses (what {@link highlightValues} charges for it). */
export function analysedLength(text: string): number {
  if (text.length <= MAX_HIGHLIGHT_ANALYZED_CHARS) return text.length;
  const c = text.charCodeAt(MAX_HIGHLIGHT_ANALYZED_CHARS - 1);
  return c >= 0xd800 && c <= 0xdbff ? MAX_HIGHLIGHT_ANALYZED_CHARS - 1 : MAX_HIGHLIGHT_ANALYZED_CHARS;
}

/** The part of a value that is analysed: at most {@link MAX_HIGHLIGHT_ANALYZED_CHARS} code units, never half a surrogate pair. */
function analysedPart(text: string): string {
  const length = analysedLength(text);
  return length === text.length ? text : text.slice(0, length);
}

/** Whether the code point at `i` could continue a word (a letter, digit or mark; conservative for the separators words may hold). */
function isWordChar(text: string, i: number): boolean {
  return /^[\p{L}\p{N}\p{M}'’.,]/u.test(text.slice(i, i + 2));
}
