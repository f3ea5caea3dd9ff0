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

/**
 * Receives the tokens of a text value in order (see {@link Analyzer.tokens}). An analyser that
 * stems or drops stop words offers each folded word to {@link known} first: a sink that has seen
 * the word before (it keeps what became of it) takes the token there, and the analyser skips its
 * own lookup of the word's stem.
 */
export interface TokenSink {
  /** Takes the token of a folded word seen before (true), or leaves it to the analyser (false). */
  known(word: string, position: number): boolean;
  /** A token: its term, position and offsets, and the folded word it came from. */
  token(term: string, position: number, start: number, end: number, word: string): void;
  /** A folded word dropped as a stop word (its position stays a gap). */
  dropped(word: string): void;
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
