import { foldText } from "./fold.js";
import type { Analyzer, Token, TokenSink } from "./token.js";

/** What a {@link TextAnalyzer} does after tokenising and folding. */
export interface TextAnalyzerOptions {
  /** Folded words dropped from the output (their positions stay as gaps). */
  readonly stopWords?: ReadonlySet<string>;
  /** Maps a folded word to its stem. */
  readonly stem?: (word: string) => string;
}

/** Longest token in UTF-16 code units; a longer run of word characters is split (Lucene's StandardTokenizer default). */
export const MAX_TOKEN_LENGTH = 255;

// Character classes. Word characters: letters, digits and combining marks (Unicode \p{L}\p{N}\p{M}).
const OTHER = 0;
const LETTER = 1;
const DIGIT = 2;
const APOSTROPHE = 3;
const NUMBER_SEPARATOR = 4;

/** The class of each ASCII code unit: a constant table, written only here while it is made. */
const ASCII_CLASS: Uint8Array = (() => {
  const table = new Uint8Array(128);
  for (let c = 0x61; c <= 0x7a; c++) table[c] = LETTER;
  for (let c = 0x41; c <= 0x5a; c++) table[c] = LETTER;
  for (let c = 0x30; c <= 0x39; c++) table[c] = DIGIT;
  table[0x27] = APOSTROPHE;
  table[0x2e] = NUMBER_SEPARATOR;
  table[0x2c] = NUMBER_SEPARATOR;
  return table;
})();

/** Not global nor sticky, so `test` keeps no state between calls. */
const WORD_CODE_POINT = /^[\p{L}\p{N}\p{M}]$/u;

/** The class of a code point at or above 128, uncached (the analyser caches it per instance). */
function classifyNonAscii(codePoint: number): number {
  return codePoint === 0x2019 ? APOSTROPHE : WORD_CODE_POINT.test(String.fromCodePoint(codePoint)) ? LETTER : OTHER;
}

/**
 * The tokenising analyser behind `english` and `standard`: one pass over UTF-16 code units finds
 * runs of word characters, keeping an apostrophe between two letters (`don't`, `O'Neil`) and a `.` or
 * `,` between two ASCII digits (`3.5`, `1,000`); everything else separates words (hyphens too). Each
 * word is folded ({@link foldText}); a trailing `'s` is removed and other apostrophes dropped; commas
 * in numbers are dropped (`1,000` → `1000`). Then stop words are dropped and the rest stemmed.
 */
export class TextAnalyzer implements Analyzer {
  readonly name: string;
  readonly #stopWords: ReadonlySet<string> | undefined;
  readonly #stem: ((word: string) => string) | undefined;
  readonly #filtered: boolean;
  /** Folded word → its stem, or "" when it is a stop word (bounded: cleared at 100,000 entries). */
  readonly #cache = new Map<string, string>();
  /** Code point at or above 128 → its class (bounded: at most 65,536 entries), so the regex runs once per distinct code point. */
  readonly #nonAscii = new Map<number, number>();

  constructor(name: string, options: TextAnalyzerOptions = {}) {
    this.name = name;
    this.#stopWords = options.stopWords;
    this.#stem = options.stem;
    this.#filtered = options.stopWords !== undefined || options.stem !== undefined;
  }

  analyze(text: string, positionBase = 0): Token[] {
    const list = new TokenList();
    this.tokens(text, positionBase, list);
    return list.tokens ?? [];
  }

  tokens(text: string, positionBase: number, sink: TokenSink): void {
    const n = text.length;
    let position = positionBase;
    let i = 0;
    while (i < n) {
      let code = text.charCodeAt(i);
      let width = 1;
      let cls: number;
      if (code < 128) cls = ASCII_CLASS[code]!;
      else {
        if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) {
          const low = text.charCodeAt(i + 1);
          if (low >= 0xdc00 && low <= 0xdfff) {
            code = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
            width = 2;
          }
        }
        cls = this.#classOfNonAscii(code);
      }
      if (cls !== LETTER && cls !== DIGIT) {
        i += width;
        continue;
      }
      const start = i;
      let ascii = code < 128;
      let apostrophe = false;
      let comma = false;
      let previous = cls;
      i += width;
      while (i < n && i - start < MAX_TOKEN_LENGTH) {
        code = text.charCodeAt(i);
        width = 1;
        if (code < 128) cls = ASCII_CLASS[code]!;
        else {
          ascii = false;
          if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) {
            const low = text.charCodeAt(i + 1);
            if (low >= 0xdc00 && low <= 0xdfff) {
              code = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
              width = 2;
            }
          }
          if (i + width - start > MAX_TOKEN_LENGTH) break;
          cls = this.#classOfNonAscii(code);
        }
        if (cls === LETTER || cls === DIGIT) {
          previous = cls;
          i += width;
          continue;
        }
        if (cls === APOSTROPHE && previous === LETTER && i + 1 < n && this.#classAt(text, i + 1) === LETTER) {
          apostrophe = true;
          previous = APOSTROPHE;
          i += 1;
          continue;
        }
        if (cls === NUMBER_SEPARATOR && previous === DIGIT && i + 1 < n && ASCII_CLASS[text.charCodeAt(i + 1)] === DIGIT) {
          if (code === 0x2c) comma = true;
          previous = NUMBER_SEPARATOR;
          i += 1;
          continue;
        }
        break;
      }
      const end = i;
      const raw = text.slice(start, end);
      let term = ascii ? raw.toLowerCase() : foldText(raw);
      if (apostrophe) term = dropApostrophes(term);
      if (comma) term = term.replaceAll(",", "");
      if (term.length === 0) continue;
      const at = position++;
      if (this.#filtered) {
        if (sink.known(term, at)) continue;
        // One cached lookup gives the stem, or "" for a stop word.
        let mapped = this.#cache.get(term);
        if (mapped === undefined) {
          mapped = this.#stopWords?.has(term) ? "" : this.#stem !== undefined ? this.#stem(term) : term;
          if (this.#cache.size >= 100_000) this.#cache.clear();
          this.#cache.set(term, mapped);
        }
        if (mapped === "") sink.dropped(term);
        else sink.token(mapped, at, start, end, term);
        continue;
      }
      sink.token(term, at, start, end, term);
    }
  }

  normalize(text: string): string {
    return foldText(text);
  }

  #classAt(text: string, i: number): number {
    const code = text.codePointAt(i)!;
    return code < 128 ? ASCII_CLASS[code]! : this.#classOfNonAscii(code);
  }

  /** The class of a code point at or above 128, through this analyser's cache. */
  #classOfNonAscii(codePoint: number): number {
    let cls = this.#nonAscii.get(codePoint);
    if (cls === undefined) {
      cls = classifyNonAscii(codePoint);
      if (this.#nonAscii.size < 65_536) this.#nonAscii.set(codePoint, cls);
    }
    return cls;
  }
}

/** Collects tokens as objects (what {@link TextAnalyzer.analyze} returns). */
class TokenList implements TokenSink {
  // Made on the first token: a list grown by push from empty takes 17 slots at once, and a
  // query's text is often one word.
  tokens: Token[] | undefined;

  known(): boolean {
    return false;
  }

  dropped(): void {}

  token(term: string, position: number, start: number, end: number): void {
    const token = { term, position, start, end };
    if (this.tokens === undefined) this.tokens = [token];
    else this.tokens.push(token);
  }
}

/** Removes a trailing possessive `'s` (or `’s`) and every other apostrophe. */
function dropApostrophes(term: string): string {
  const n = term.length;
  let t = term;
  if (n >= 2 && t.charCodeAt(n - 1) === 0x73 /* s */) {
    const a = t.charCodeAt(n - 2);
    if (a === 0x27 || a === 0x2019) t = t.slice(0, n - 2);
  }
  return t.replace(/['\u2019]/g, "");
}
