import type { Analyzer, Token, TokenSink } from "./token.js";

/** Keyword fields are exact: the whole value is one token, nothing is folded. Stateless, so one serves every index (frozen). */
export const keywordAnalyzer: Analyzer = Object.freeze({
  name: "keyword",
  analyze(text: string, positionBase = 0): Token[] {
    return [{ term: text, position: positionBase, start: 0, end: text.length }];
  },
  tokens(text: string, positionBase: number, sink: TokenSink): void {
    sink.token(text, positionBase, 0, text.length, text);
  },
  normalize(text: string): string {
    return text;
  },
});
