import { SyntaxStop } from "../shared/problems.js";
import { isSpaceOrControl, nameEnd } from "../shared/text-chars.js";
import { EXPECTED } from "../../errors/messages.js";

/** A token of the strict language. */
export interface StrictToken {
  readonly kind:
    | "("
    | ")"
    | "["
    | "]"
    | "{"
    | "}"
    | "^"
    | "~"
    | "+"
    | "-"
    | "!"
    | "and"
    | "or"
    | "not"
    | "cmp"
    | "phrase"
    | "regex"
    | "word"
    | "field"
    | "end";
  /** Words and phrases: unescaped; regexes: the pattern as written between the slashes; fields: the name; otherwise the source. */
  readonly text: string;
  readonly offset: number;
  readonly length: number;
  /** Words: an unescaped `*` ends the word (a prefix, or `*` alone). */
  readonly trailingStar?: boolean;
  /** Words: offset of the first unescaped `*` or `?` that does not end the word (Lucene wildcards, not in this language). */
  readonly wildcardAt?: number;
}

/**
 * `clause`: where a clause starts (operators, `field:` and keywords are recognised);
 * `value`: after `field:`, `^`, `~` or inside a range (`+`, `-`, `!` and `:` are word characters).
 */
export type ScanMode = "clause" | "value";

function isNameStart(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}

/** Characters that end a word (unless escaped). */
const WORD_END = new Set([...'()[]{}"^~<>']);

/** The strict language's scanner: owns positions, one token at a time, each character read once per mode. */
export class StrictScanner {
  private pos = 0;
  private cache: { pos: number; mode: ScanMode; token: StrictToken; end: number } | undefined;
  constructor(private readonly text: string) {}

  /** The next token in `mode`, not consumed. */
  peek(mode: ScanMode): StrictToken {
    if (this.cache === undefined || this.cache.pos !== this.pos || this.cache.mode !== mode) {
      const saved = this.pos;
      let token: StrictToken;
      try {
        token = this.scan(mode);
      } catch (error) {
        this.pos = saved;
        throw error;
      }
      const end = this.pos;
      this.pos = saved;
      this.cache = { pos: saved, mode, token, end };
    }
    return this.cache.token;
  }

  /** After a scanning error: drop the cached token and go on after that character. */
  skipPast(stop: SyntaxStop): void {
    this.cache = undefined;
    this.pos = Math.min(this.text.length, Math.max(this.pos, stop.resumeAt ?? stop.problem.offset + 1));
  }

  /** Consumes the token `peek(mode)` returns. */
  next(mode: ScanMode): StrictToken {
    const token = this.peek(mode);
    this.pos = this.cache!.end;
    return token;
  }

  private tok(
    kind: StrictToken["kind"],
    start: number,
    text = this.text.slice(start, this.pos),
    extra: Partial<StrictToken> = {},
  ): StrictToken {
    return { kind, text, offset: start, length: this.pos - start, ...extra };
  }

  private scan(mode: ScanMode): StrictToken {
    const t = this.text;
    while (this.pos < t.length && isSpaceOrControl(t.charCodeAt(this.pos))) this.pos++;
    const start = this.pos;
    if (start >= t.length) return { kind: "end", text: "", offset: t.length, length: 0 };
    const c = t[start]!;
    const two = t.slice(start, start + 2);
    switch (c) {
      case "(":
      case ")":
      case "[":
      case "]":
      case "{":
      case "}":
      case "^":
      case "~":
        this.pos++;
        return this.tok(c, start);
      case '"':
        return this.quoted(start);
      case "<":
      case ">":
        this.pos += t[start + 1] === "=" ? 2 : 1;
        return this.tok("cmp", start);
      default:
        break;
    }
    if (two === "&&" || two === "||") {
      this.pos += 2;
      return this.tok(c === "&" ? "and" : "or", start);
    }
    if (c === "/") return this.regex(start);
    if (mode === "clause") {
      if (c === "+" || c === "-" || c === "!") {
        this.pos++;
        return this.tok(c, start);
      }
      // field: a name (not starting with a digit, so 12:30 stays a word) or *, directly followed by a colon.
      let k = start;
      if (c === "*") k++;
      else if (isNameStart(t.charCodeAt(k))) k = nameEnd(t, k);
      if (k > start && t[k] === ":") {
        this.pos = k + 1;
        return this.tok("field", start, t.slice(start, k));
      }
    }
    return this.word(start, mode);
  }

  private word(start: number, mode: ScanMode): StrictToken {
    const t = this.text;
    let out = "";
    let escaped = false;
    let wildcardAt: number | undefined;
    /** Where the run of unescaped `*` at the current end of the word starts. */
    let starsAt: number | undefined;
    while (this.pos < t.length) {
      const c = t[this.pos]!;
      if (isSpaceOrControl(t.charCodeAt(this.pos)) || WORD_END.has(c)) break;
      const two = t.slice(this.pos, this.pos + 2);
      if (two === "&&" || two === "||") break;
      if (c === "*") {
        starsAt ??= this.pos;
        this.pos++;
        continue;
      }
      if (starsAt !== undefined) {
        wildcardAt ??= starsAt;
        out += t.slice(starsAt, this.pos);
        starsAt = undefined;
      }
      if (c === "\\") {
        if (this.pos + 1 >= t.length) {
          throw new SyntaxStop(
            { code: "bad-escape", offset: this.pos, length: 1, expected: EXPECTED.charAfterBackslash, found: "the end of the string" },
            t.length,
          );
        }
        const cp = t.codePointAt(this.pos + 1)!;
        out += String.fromCodePoint(cp);
        this.pos += 1 + (cp > 0xffff ? 2 : 1);
        escaped = true;
        continue;
      }
      if (c === "?") wildcardAt ??= this.pos;
      out += c;
      this.pos++;
    }
    if (this.pos === start) {
      const cp = t.codePointAt(start)!;
      this.pos += cp > 0xffff ? 2 : 1;
      throw new SyntaxStop(
        {
          code: "unexpected-character",
          offset: start,
          length: this.pos - start,
          expected: EXPECTED.strictToken,
          found: JSON.stringify(String.fromCodePoint(cp)),
        },
        this.pos,
      );
    }
    if (mode === "clause" && !escaped && starsAt === undefined && (out === "AND" || out === "OR" || out === "NOT")) {
      return this.tok(out === "AND" ? "and" : out === "OR" ? "or" : "not", start);
    }
    return this.tok("word", start, out, { trailingStar: starsAt !== undefined, ...(wildcardAt !== undefined ? { wildcardAt } : {}) });
  }

  private quoted(start: number): StrictToken {
    const t = this.text;
    this.pos = start + 1;
    let out = "";
    while (this.pos < t.length) {
      const c = t[this.pos]!;
      if (c === '"') {
        this.pos++;
        return this.tok("phrase", start, out);
      }
      if (c === "\\" && this.pos + 1 < t.length) {
        out += t[this.pos + 1];
        this.pos += 2;
        continue;
      }
      out += c;
      this.pos++;
    }
    throw new SyntaxStop(
      {
        code: "unclosed-quote",
        offset: start,
        length: 1,
        expected: EXPECTED.closingQuote("phrase", start + 1),
        found: "the end of the string",
      },
      t.length,
    );
  }

  private regex(start: number): StrictToken {
    const t = this.text;
    this.pos = start + 1;
    while (this.pos < t.length) {
      const c = t[this.pos]!;
      if (c === "/") {
        this.pos++;
        return this.tok("regex", start, t.slice(start + 1, this.pos - 1));
      }
      this.pos += c === "\\" && this.pos + 1 < t.length ? 2 : 1;
    }
    throw new SyntaxStop(
      { code: "unclosed-regex", offset: start, length: 1, expected: EXPECTED.closingSlash(start + 1), found: "the end of the string" },
      t.length,
    );
  }
}
