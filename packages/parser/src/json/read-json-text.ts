import { QUERY_LIMITS } from "@oneindex/schema";
import { EXPECTED, quote, type ProblemData } from "../errors/messages.js";
import { addItem, itemMark, release, takeItems } from "./item-stack.js";
import { maxJsonValues, newJsonObject, type JsonValue } from "./json-value.js";
import { pointerOf } from "./pointer.js";

/** The result of reading JSON text: the value, or the problems (a syntax error stops reading; duplicate keys are all reported). */
export type JsonReadResult =
  | { readonly ok: true; readonly value: JsonValue }
  | { readonly ok: false; readonly problems: ProblemData[]; readonly omitted?: number };

/** Limits of the reader; the defaults come from QUERY_LIMITS. */
export interface JsonReadLimits {
  readonly maxInputLength: number;
  readonly maxDepth: number;
  readonly maxValues: number;
}

/** The reader's limits as QUERY_LIMITS sets them. */
export const DEFAULT_JSON_LIMITS: JsonReadLimits = {
  maxInputLength: QUERY_LIMITS.maxInputLength,
  maxDepth: QUERY_LIMITS.maxJsonDepth,
  maxValues: maxJsonValues(QUERY_LIMITS.maxInputLength),
};

/** Thrown on a syntax error or a limit and caught by `readJsonText`; recognised by a private brand (no user code runs in this reader, but the readers share the habit). */
class SyntaxStop {
  readonly #brand = true;
  constructor(readonly problem: ProblemData) {}
  static is(value: unknown): value is SyntaxStop {
    return typeof value === "object" && value !== null && #brand in value;
  }
}

const MAX_SAFE_DIGITS = 15; // any integer literal of at most 15 digits is a safe integer

/**
 * The table of recent property names (see `TextReader.readKey`): its size (a power of two), and
 * the longest name it keeps. Names of at most 12 characters are copies in V8, never slices of the
 * text they came from (slices start at 13), so the table never keeps a caller's text alive.
 */
const KEY_TABLE_SIZE = 256;
const MAX_TABLED_KEY = 12;
const keyTable: (string | undefined)[] = new Array<string | undefined>(KEY_TABLE_SIZE).fill(undefined);

/**
 * Reads JSON text strictly (RFC 8259): no comments, no trailing commas, no NaN, no leading BOM.
 * Duplicate keys are problems with their path (the first `maxProblems` listed, the rest counted);
 * integers beyond 2^53 are kept as bigint; objects inherit nothing; input length, nesting depth
 * and value count are bounded before any recursion (recursion depth never exceeds `maxDepth`).
 * Problems carry `inputOffset`; to place a later problem by its path, see `locateInText`.
 */
export function readJsonText(text: string, limits: JsonReadLimits = DEFAULT_JSON_LIMITS): JsonReadResult {
  if (text.length > limits.maxInputLength) {
    return {
      ok: false,
      problems: [
        {
          code: "input-too-long",
          path: "",
          inputOffset: 0,
          expected: EXPECTED.atMostCharacters(limits.maxInputLength),
          found: `${text.length} characters`,
        },
      ],
    };
  }
  const reader = new TextReader(text, limits);
  const mark = itemMark();
  try {
    reader.skipWhitespace();
    const value = reader.readValue(0);
    reader.skipWhitespace();
    if (reader.pos < text.length) reader.fail(EXPECTED.jsonEnd);
    if (reader.duplicates.length > 0) return { ok: false, problems: reader.duplicates, omitted: reader.moreDuplicates };
    return { ok: true, value };
  } catch (error) {
    release(mark);
    if (SyntaxStop.is(error)) return { ok: false, problems: [error.problem] };
    throw error;
  }
}

class TextReader {
  pos = 0;
  values = 0;
  readonly tokens: (string | number)[] = [];
  /** The first `maxProblems` duplicate keys; `moreDuplicates` counts the rest (their paths are never built). */
  readonly duplicates: ProblemData[] = [];
  moreDuplicates = 0;

  constructor(
    readonly text: string,
    readonly limits: JsonReadLimits,
  ) {}

  fail(expected: string, at = this.pos): never {
    throw new SyntaxStop({ code: "invalid-json", path: pointerOf(this.tokens), inputOffset: at, expected, found: this.describeAt(at) });
  }

  describeAt(at: number): string {
    if (at >= this.text.length) return "the end of the text";
    const code = this.text.codePointAt(at)!;
    if (code < 0x20 || code === 0x7f)
      return `the control character U+${code.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`;
    return `${JSON.stringify(String.fromCodePoint(code))} at character ${at + 1}`;
  }

  /** Skips JSON whitespace. Callers test for a character ≤ U+0020 first: most text (JSON.stringify's) has none, and the call costs more than the test. */
  skipWhitespace(): void {
    const text = this.text;
    let pos = this.pos;
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else break;
    }
    this.pos = pos;
  }

  readValue(depth: number): JsonValue {
    if (++this.values > this.limits.maxValues) {
      throw new SyntaxStop({
        code: "json-too-large",
        path: pointerOf(this.tokens),
        inputOffset: this.pos,
        expected: EXPECTED.atMostValues(this.limits.maxValues),
        found: "more",
      });
    }
    const c = this.text.charCodeAt(this.pos);
    switch (c) {
      case 0x7b /* { */:
        return this.readObject(depth + 1);
      case 0x5b /* [ */:
        return this.readArray(depth + 1);
      case 0x22 /* " */:
        return this.readString();
      case 0x74 /* t */:
        return this.readWord("true", true);
      case 0x66 /* f */:
        return this.readWord("false", false);
      case 0x6e /* n */:
        return this.readWord("null", null);
      default:
        if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.readNumber();
        return this.fail(EXPECTED.jsonValue);
    }
  }

  checkDepth(depth: number): void {
    if (depth > this.limits.maxDepth) {
      throw new SyntaxStop({
        code: "json-too-deep",
        path: pointerOf(this.tokens),
        inputOffset: this.pos,
        expected: EXPECTED.atMostNesting(this.limits.maxDepth),
        found: "deeper nesting",
      });
    }
  }

  readObject(depth: number): JsonValue {
    this.checkDepth(depth);
    const text = this.text;
    const object: Record<string, JsonValue> = newJsonObject();
    this.pos++;
    if (this.text.charCodeAt(this.pos) <= 0x20) this.skipWhitespace();
    if (text.charCodeAt(this.pos) === 0x7d /* } */) {
      this.pos++;
      return object;
    }
    for (;;) {
      if (text.charCodeAt(this.pos) !== 0x22) this.fail(EXPECTED.jsonPropertyName);
      const keyAt = this.pos;
      const key = this.readKey();
      if (this.text.charCodeAt(this.pos) <= 0x20) this.skipWhitespace();
      if (text.charCodeAt(this.pos) !== 0x3a /* : */) this.fail(EXPECTED.jsonColon);
      this.pos++;
      if (this.text.charCodeAt(this.pos) <= 0x20) this.skipWhitespace();
      this.tokens.push(key);
      const value = this.readValue(depth);
      // Objects inherit nothing and values are never undefined, so a defined slot is a duplicate.
      if (object[key] !== undefined) {
        if (this.duplicates.length < QUERY_LIMITS.maxProblems)
          this.duplicates.push({ code: "duplicate-key", path: pointerOf(this.tokens), inputOffset: keyAt, found: quote(key) });
        else this.moreDuplicates++;
      } else {
        object[key] = value;
      }
      this.tokens.pop();
      if (this.text.charCodeAt(this.pos) <= 0x20) this.skipWhitespace();
      const c = text.charCodeAt(this.pos);
      if (c === 0x2c /* , */) {
        this.pos++;
        if (this.text.charCodeAt(this.pos) <= 0x20) this.skipWhitespace();
        continue;
      }
      if (c === 0x7d /* } */) {
        this.pos++;
        return object;
      }
      this.fail(EXPECTED.jsonAfterProperty);
    }
  }

  readArray(depth: number): JsonValue {
    this.checkDepth(depth);
    const text = this.text;
    this.pos++;
    if (this.text.charCodeAt(this.pos) <= 0x20) this.skipWhitespace();
    if (text.charCodeAt(this.pos) === 0x5d /* ] */) {
      this.pos++;
      return [];
    }
    // Items go to the item stack, never through push (see item-stack.ts).
    const mark = itemMark();
    for (let index = 0; ; index++) {
      this.tokens.push(index);
      addItem(this.readValue(depth));
      this.tokens.pop();
      if (this.text.charCodeAt(this.pos) <= 0x20) this.skipWhitespace();
      const c = text.charCodeAt(this.pos);
      if (c === 0x2c) {
        this.pos++;
        if (this.text.charCodeAt(this.pos) <= 0x20) this.skipWhitespace();
        continue;
      }
      if (c === 0x5d) {
        this.pos++;
        return takeItems<JsonValue>(mark);
      }
      this.fail(EXPECTED.jsonAfterItem);
    }
  }

  /**
   * Reads a property name. Names repeat from call to call ("v", "query", "type", …), so the
   * string made for a name is kept in a small table by a hash of its characters and handed out
   * again for the same characters: V8 then finds the property by that string's identity instead of
   * hashing a fresh copy at every store and lookup. Names with escapes take {@link readString}.
   */
  readKey(): string {
    const text = this.text;
    const start = this.pos + 1;
    let pos = start;
    let hash = 0;
    for (;;) {
      if (pos >= text.length) return this.readString();
      const c = text.charCodeAt(pos);
      if (c === 0x22) break;
      if (c === 0x5c || c < 0x20) return this.readString();
      hash = (Math.imul(hash, 31) + c) | 0;
      pos++;
    }
    const length = pos - start;
    const slot = (hash ^ length) & (KEY_TABLE_SIZE - 1);
    const known = keyTable[slot];
    this.pos = pos + 1;
    if (known !== undefined && known.length === length && text.startsWith(known, start)) return known;
    const key = text.slice(start, pos);
    if (length <= MAX_TABLED_KEY) keyTable[slot] = key;
    return key;
  }

  readString(): string {
    const text = this.text;
    const start = ++this.pos;
    let pos = start;
    // Fast path: no escapes.
    for (;;) {
      if (pos >= text.length) this.fail(EXPECTED.jsonClosingQuote, pos);
      const c = text.charCodeAt(pos);
      if (c === 0x22) {
        this.pos = pos + 1;
        return text.slice(start, pos);
      }
      if (c === 0x5c || c < 0x20) break;
      pos++;
    }
    let out = text.slice(start, pos);
    for (;;) {
      if (pos >= text.length) this.fail(EXPECTED.jsonClosingQuote, pos);
      const c = text.charCodeAt(pos);
      if (c === 0x22) {
        this.pos = pos + 1;
        return out;
      }
      if (c < 0x20) this.fail(EXPECTED.jsonStringChar, pos);
      if (c !== 0x5c) {
        const runStart = pos;
        while (pos < text.length) {
          const d = text.charCodeAt(pos);
          if (d === 0x22 || d === 0x5c || d < 0x20) break;
          pos++;
        }
        out += text.slice(runStart, pos);
        continue;
      }
      const e = text.charCodeAt(pos + 1);
      switch (e) {
        case 0x22:
          out += '"';
          break;
        case 0x5c:
          out += "\\";
          break;
        case 0x2f:
          out += "/";
          break;
        case 0x62:
          out += "\b";
          break;
        case 0x66:
          out += "\f";
          break;
        case 0x6e:
          out += "\n";
          break;
        case 0x72:
          out += "\r";
          break;
        case 0x74:
          out += "\t";
          break;
        case 0x75: {
          let code = 0;
          for (let i = 2; i < 6; i++) {
            const h = text.charCodeAt(pos + i);
            const digit = h >= 0x30 && h <= 0x39 ? h - 0x30 : h >= 0x41 && h <= 0x46 ? h - 0x37 : h >= 0x61 && h <= 0x66 ? h - 0x57 : -1;
            if (digit < 0) this.fail(EXPECTED.jsonHexDigits, pos + i);
            code = code * 16 + digit;
          }
          out += String.fromCharCode(code);
          pos += 6;
          continue;
        }
        default:
          this.fail(EXPECTED.jsonEscape, pos + 1);
      }
      pos += 2;
    }
  }

  readWord<T extends JsonValue>(word: string, value: T): T {
    if (this.text.startsWith(word, this.pos)) {
      this.pos += word.length;
      return value;
    }
    return this.fail(EXPECTED.jsonValue);
  }

  readNumber(): number | bigint {
    const text = this.text;
    const start = this.pos;
    let pos = start;
    if (text.charCodeAt(pos) === 0x2d) pos++;
    const intStart = pos;
    const first = text.charCodeAt(pos);
    if (first === 0x30) pos++;
    else if (first >= 0x31 && first <= 0x39) {
      while (isDigit(text.charCodeAt(pos))) pos++;
    } else this.fail(EXPECTED.jsonDigit, pos);
    const intDigits = pos - intStart;
    let integer = true;
    if (text.charCodeAt(pos) === 0x2e /* . */) {
      integer = false;
      pos++;
      if (!isDigit(text.charCodeAt(pos))) this.fail(EXPECTED.jsonFractionDigit, pos);
      while (isDigit(text.charCodeAt(pos))) pos++;
    }
    const e = text.charCodeAt(pos);
    if (e === 0x65 || e === 0x45) {
      integer = false;
      pos++;
      const s = text.charCodeAt(pos);
      if (s === 0x2b || s === 0x2d) pos++;
      if (!isDigit(text.charCodeAt(pos))) this.fail(EXPECTED.jsonExponentDigit, pos);
      while (isDigit(text.charCodeAt(pos))) pos++;
    }
    this.pos = pos;
    const literal = text.slice(start, pos);
    if (integer && intDigits > MAX_SAFE_DIGITS) {
      const big = BigInt(literal);
      const asNumber = Number(big);
      return Number.isSafeInteger(asNumber) ? asNumber : big;
    }
    return Number(literal);
  }
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
