import type { HighlightRequest } from "@oneindex/parser";
import type { Analyzer, Token } from "../analysis/index.js";
import { bestFragments, candidateFragments } from "./fragments.js";

export type { Fragment } from "./fragments.js";
export { candidateFragments, bestFragments } from "./fragments.js";

/**
 * Highlighted fragments of one field's values: each value is re-analysed with offsets, its tokens
 * whose term `isMatch` accepts are the matches, windows of about `request.fragmentSize` characters
 * are cut at word boundaries, the best `request.fragments` by distinct matched terms are kept and
 * returned in document order, each match wrapped in `preTag`/`postTag`. Text is not escaped.
 * Returns `[]` when nothing in the values matches.
 */
export function highlightValues(
  values: readonly string[],
  analyzer: Analyzer,
  isMatch: (term: string) => boolean,
  request: HighlightRequest,
): string[] {
  const analysed: Array<{ tokens: Token[]; matched: boolean[] }> = [];
  const candidates = [];
  for (let v = 0; v < values.length; v++) {
    const text = values[v]!;
    const tokens = analyzer.analyze(text);
    const matched = tokens.map((t) => isMatch(t.term));
    analysed.push({ tokens, matched });
    if (matched.includes(true)) candidates.push(...candidateFragments(v, text, tokens, matched, request.fragmentSize));
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
