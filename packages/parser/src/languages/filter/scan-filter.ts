import { SyntaxStop } from "../shared/problems.js";
import { isNameChar, isSpaceOrControl, nameEnd } from "../shared/text-chars.js";
import { EXPECTED, HINTS } from "../../errors/messages.js";

/** A token of the filter language. `text` is the unescaped string for strings, the source otherwise. */
export interface FilterToken {
  readonly kind: "(" | ")" | "[" | "]" | "," | "op" | "string" | "number" | "date" | "name" | "and" | "or" | "not" | "end";
  readonly text: string;
  readonly offset: number;
  readonly length: number;
}

const ESCAPES: Readonly<Record<string, string>> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Characters of a number or date literal: digits, letters (`e`, `T`, `Z`), `.`, `:`, `+`, `-`. */
function isLiteralChar(code: number): boolean {
  return isNameChar(code) || code === 0x2e || code === 0x3a || code === 0x2b || code === 0x2d;
}

/** The filter language's scanner: owns positions; one token at a time; each character read once. */
export class FilterScanner {
  private pos = 0;
  private peeked: FilterToken | undefined;
  constructor(private readonly text: string) {}

  /** The next token, not consumed. A scanning error leaves the position where it was, so peeking again throws it again. */
  peek(): FilterToken {
    if (this.peeked === undefined) {
      const saved = this.pos;
      try {
        this.peeked = this.scan();
      } catch (error) {
        this.pos = saved;
        throw error;
      }
    }
    return this.peeked;
  }

  /** After a scanning error: drop what was peeked and go on after that character. */
  skipPast(stop: SyntaxStop): void {
    this.peeked = undefined;
    this.pos = Math.min(this.text.length, Math.max(this.pos, stop.resumeAt ?? stop.problem.offset + 1));
  }

  next(): FilterToken {
    const token = this.peek();
    this.peeked = undefined;
    return token;
  }

  private token(kind: FilterToken["kind"], start: number, text = this.text.slice(start, this.pos)): FilterToken {
    return { kind, text, offset: start, length: this.pos - start };
  }

  private scan(): FilterToken {
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
      case ",":
        this.pos++;
        return this.token(c, start);
      case '"':
        return this.string();
      case "=":
        this.pos += two === "==" ? 2 : 1;
        return this.token("op", start, "=");
      case "!":
        if (two === "!=") {
          this.pos += 2;
          return this.token("op", start);
        }
        this.pos++;
        return this.token("not", start);
      case "<":
      case ">":
        this.pos += t[start + 1] === "=" ? 2 : 1;
        return this.token("op", start);
      case "&":
      case "|":
        if (two === "&&" || two === "||") {
          this.pos += 2;
          return this.token(c === "&" ? "and" : "or", start);
        }
        break;
      default:
        break;
    }
    const code = t.charCodeAt(start);
    if (isDigit(code) || ((c === "-" || c === "+" || c === ".") && isDigit(t.charCodeAt(start + 1)))) {
      this.pos++;
      while (this.pos < t.length && isLiteralChar(t.charCodeAt(this.pos))) this.pos++;
      const raw = this.text.slice(start, this.pos);
      return this.token(/^\d{4}-/.test(raw) ? "date" : "number", start);
    }
    if (isNameChar(code)) {
      this.pos = nameEnd(t, this.pos);
      const word = this.text.slice(start, this.pos);
      const lower = word.toLowerCase();
      if (lower === "and" || lower === "or" || lower === "not") return this.token(lower, start);
      return this.token("name", start);
    }
    const cp = t.codePointAt(start)!;
    const hint = c === "'" ? HINTS.doubleQuotes : undefined;
    throw new SyntaxStop(
      {
        code: "unexpected-character",
        offset: start,
        length: cp > 0xffff ? 2 : 1,
        expected: EXPECTED.filterToken,
        found: JSON.stringify(String.fromCodePoint(cp)),
        ...(hint ? { hint } : {}),
      },
      start + (cp > 0xffff ? 2 : 1),
    );
  }

  private string(): FilterToken {
    const t = this.text;
    const start = this.pos;
    this.pos++;
    let out = "";
    let chunk = this.pos;
    while (this.pos < t.length) {
      const c = t[this.pos]!;
      if (c === '"') {
        out += t.slice(chunk, this.pos);
        this.pos++;
        return this.token("string", start, out);
      }
      if (c === "\\") {
        out += t.slice(chunk, this.pos);
        const e = t[this.pos + 1];
        if (e === "u" && /^[0-9a-fA-F]{4}$/.test(t.slice(this.pos + 2, this.pos + 6))) {
          out += String.fromCharCode(parseInt(t.slice(this.pos + 2, this.pos + 6), 16));
          this.pos += 6;
        } else if (e !== undefined && ESCAPES[e] !== undefined) {
          out += ESCAPES[e];
          this.pos += 2;
        } else {
          throw new SyntaxStop(
            {
              code: "bad-escape",
              offset: this.pos,
              length: e === undefined ? 1 : 2,
              expected: EXPECTED.filterEscape,
              found: e === undefined ? "the end of the string" : JSON.stringify(`\\${e}`),
            },
            this.endOfString(this.pos),
          );
        }
        chunk = this.pos;
        continue;
      }
      this.pos++;
    }
    throw new SyntaxStop(
      {
        code: "unclosed-quote",
        offset: start,
        length: 1,
        expected: EXPECTED.closingQuote("string", start + 1),
        found: "the end of the string",
      },
      t.length,
    );
  }

  /** Just after the quote that closes the string containing `from` (or the end of the text). */
  private endOfString(from: number): number {
    let i = from;
    while (i < this.text.length && this.text[i] !== '"') i += this.text[i] === "\\" ? 2 : 1;
    return Math.min(this.text.length, i + 1);
  }
}
