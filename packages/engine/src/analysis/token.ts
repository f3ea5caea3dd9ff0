/** One token of an analysed text value. */
export interface Token {
  /** The indexed term: folded, possessive removed, stemmed when the analyser stems. */
  readonly term: string;
  /** Position of the word in the value (stop words keep their positions, as gaps). */
  readonly position: number;
  /** UTF-16 index of the word's first code unit in the original text. */
  readonly start: number;
  /** UTF-16 index one past the word's last code unit in the original text. */
  readonly end: number;
}

/** Receives the tokens of a text value in order (see {@link Analyzer.tokens}). */
export interface TokenSink {
  token(term: string, position: number, start: number, end: number): void;
}

/** Turns text into tokens (indexing and query text) and folds values (prefix and fuzzy). */
export interface Analyzer {
  /** `english`, `standard` or `keyword`. */
  readonly name: string;
  /** Tokens of one text value; positions start at `positionBase`; offsets are UTF-16 indexes into `text`. */
  analyze(text: string, positionBase?: number): Token[];
  /** The same tokens as {@link analyze}, handed to `sink` one by one with no object made for each (indexing). */
  tokens(text: string, positionBase: number, sink: TokenSink): void;
  /** Case/diacritic folding without tokenising or stemming: for prefix and fuzzy values on text fields. */
  normalize(text: string): string;
}
