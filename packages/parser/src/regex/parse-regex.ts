import { EXPECTED, type ProblemCode } from "../errors/messages.js";
import type { RegexAst } from "../tree/query-tree.js";
import { codePointAt, complementRanges, normalizeRanges, SHORTHAND_CLASSES, type CodePointRange } from "./code-point-ranges.js";
import { REGEX_LIMITS } from "./regex-limits.js";
import { regexProblem, type RegexProblem } from "./regex-problem.js";
import { nfaStateCount } from "./regex-size.js";
import { longerThan, stringLength } from "../values/string-length.js";

/** The result of {@link parseRegex}. */
export type RegexParse = { readonly ok: true; readonly ast: RegexAst } | RegexProblem;

/** Characters that are operators outside a class and must be escaped to be literal. */
/** Escapes of letters that mean a character (`\n`, `\t`, `\r`). */
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { n: 0x0a, t: 0x09, r: 0x0d };

/** Thrown inside the parser only, caught by {@link parseRegex}: never escapes. */
class Stop {
  constructor(readonly problem: RegexProblem) {}
}

function describeChar(text: string, index: number): string {
  if (index >= text.length) return "the end of the pattern";
  const [cp] = codePointAt(text, index);
  return JSON.stringify(String.fromCodePoint(cp));
}

/**
 * Recursive-descent parser of the safe dialect (grammar in the parser README). Positions are
 * UTF-16 offsets into the pattern; characters are code points.
 */
class RegexParser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  parse(): RegexAst {
    const ast = this.alternation();
    if (this.pos < this.text.length) {
      // Only an unmatched `)` stops an alternation before the end.
      this.fail("regex-unmatched-paren", this.pos, 1, EXPECTED.regexAfterGroup, `an unmatched ")"`);
    }
    return ast;
  }

  private fail(code: ProblemCode, offset: number, length: number, expected: string, found: string): never {
    throw new Stop(regexProblem(code, offset, length, expected, found));
  }

  private peek(): string | undefined {
    return this.text[this.pos];
  }

  private alternation(): RegexAst {
    const items: RegexAst[] = [this.concatenation()];
    while (this.peek() === "|") {
      this.pos++;
      items.push(this.concatenation());
    }
    return items.length === 1 ? items[0]! : { type: "alt", items };
  }

  private concatenation(): RegexAst {
    const items: RegexAst[] = [];
    while (this.pos < this.text.length) {
      const c = this.peek();
      if (c === "|" || c === ")") break;
      items.push(this.repetition());
    }
    if (items.length === 0) return { type: "empty" };
    return items.length === 1 ? items[0]! : { type: "concat", items };
  }

  private repetition(): RegexAst {
    let item = this.atom();
    for (;;) {
      const c = this.peek();
      if (c === "*") {
        this.pos++;
        item = { type: "repeat", item, min: 0 };
      } else if (c === "+") {
        this.pos++;
        item = { type: "repeat", item, min: 1 };
      } else if (c === "?") {
        this.pos++;
        item = { type: "repeat", item, min: 0, max: 1 };
      } else if (c === "{") {
        item = this.counted(item);
      } else {
        return item;
      }
    }
  }

  private number(): number | undefined {
    const start = this.pos;
    while (this.pos < this.text.length && this.pos - start < 6) {
      const c = this.text.charCodeAt(this.pos);
      if (c < 0x30 || c > 0x39) break;
      this.pos++;
    }
    return this.pos === start ? undefined : Number(this.text.slice(start, this.pos));
  }

  private counted(item: RegexAst): RegexAst {
    const open = this.pos;
    this.pos++;
    const expected = EXPECTED.regexRepeat;
    const min = this.number();
    if (min === undefined) this.fail("regex-bad-repeat", open, this.pos - open + 1, expected, describeChar(this.text, this.pos));
    let max: number | undefined = min;
    if (this.peek() === ",") {
      this.pos++;
      max = this.number();
    }
    if (this.peek() !== "}") this.fail("regex-bad-repeat", open, this.pos - open + 1, expected, describeChar(this.text, this.pos));
    this.pos++;
    const span = this.pos - open;
    const limit = REGEX_LIMITS.maxRepeat;
    if (min > limit || (max !== undefined && max > limit)) {
      this.fail("regex-repeat-too-large", open, span, EXPECTED.regexRepeatBounds(limit), JSON.stringify(this.text.slice(open, this.pos)));
    }
    if (max !== undefined && max < min) {
      this.fail("regex-bad-repeat", open, span, EXPECTED.regexRepeatOrder, JSON.stringify(this.text.slice(open, this.pos)));
    }
    return max === undefined ? { type: "repeat", item, min } : { type: "repeat", item, min, max };
  }

  private atom(): RegexAst {
    const start = this.pos;
    const c = this.peek()!;
    switch (c) {
      case "(":
        return this.group();
      case "[":
        return this.characterClass();
      case ".":
        this.pos++;
        return { type: "any" };
      case "\\": {
        const escaped = this.escape({ inClass: false });
        return typeof escaped === "number" ? { type: "char", codePoint: escaped } : { type: "class", ranges: escaped, negated: false };
      }
      case "*":
      case "+":
      case "?":
      case "{":
        return this.fail("regex-nothing-to-repeat", start, 1, EXPECTED.regexRepeated, JSON.stringify(c));
      case "^":
      case "$":
        return this.fail("regex-anchor", start, 1, EXPECTED.regexAnchor(c), JSON.stringify(c));
      case "]":
      case "}":
        return this.fail("regex-unescaped", start, 1, EXPECTED.regexLiteral(c), `an unmatched ${JSON.stringify(c)}`);
      default: {
        const [cp, width] = codePointAt(this.text, this.pos);
        this.pos += width;
        return { type: "char", codePoint: cp };
      }
    }
  }

  private group(): RegexAst {
    const open = this.pos;
    this.pos++;
    if (this.peek() === "?") {
      this.fail("regex-unsupported-group", open, 2, EXPECTED.regexGroup, JSON.stringify("(?"));
    }
    if (++this.depth > REGEX_LIMITS.maxGroupDepth) {
      this.fail("regex-too-deep", open, 1, EXPECTED.regexDepth(REGEX_LIMITS.maxGroupDepth), "a deeper group");
    }
    const inner = this.alternation();
    this.depth--;
    if (this.peek() !== ")") this.fail("regex-unclosed-group", open, 1, EXPECTED.regexClosingGroup(open), "the end of the pattern");
    this.pos++;
    return inner;
  }

  /** After a backslash: a code point, or the ranges of a shorthand class. */
  private escape({ inClass }: { readonly inClass: boolean }): number | CodePointRange[] {
    const start = this.pos;
    this.pos++;
    if (this.pos >= this.text.length)
      this.fail("regex-trailing-backslash", start, 1, EXPECTED.charAfterBackslash, "the end of the pattern");
    const [cp, width] = codePointAt(this.text, this.pos);
    this.pos += width;
    const ch = String.fromCodePoint(cp);
    const shorthand = SHORTHAND_CLASSES[ch.toLowerCase()];
    if (shorthand !== undefined && /[a-z]/i.test(ch)) {
      return ch === ch.toLowerCase() ? [...shorthand] : complementRanges(shorthand);
    }
    const control = CONTROL_ESCAPES[ch];
    if (control !== undefined) return control;
    if ((cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a)) {
      this.fail("regex-unsupported-escape", start, 2, EXPECTED.regexEscaped(inClass), JSON.stringify(`\\${ch}`));
    }
    return cp;
  }

  private characterClass(): RegexAst {
    const open = this.pos;
    this.pos++;
    let negated = false;
    if (this.peek() === "^") {
      negated = true;
      this.pos++;
    }
    const ranges: CodePointRange[] = [];
    const unclosed = (): never => this.fail("regex-unclosed-class", open, 1, EXPECTED.regexClosingClass(open), "the end of the pattern");
    if (this.peek() === "]") this.fail("regex-empty-class", open, this.pos - open + 1, EXPECTED.regexClassChar, "an empty class");
    while (this.peek() !== "]") {
      if (this.pos >= this.text.length) unclosed();
      const itemStart = this.pos;
      const low = this.classAtom();
      if (this.peek() === "-" && this.pos + 1 < this.text.length && this.text[this.pos + 1] !== "]") {
        this.pos++;
        const high = this.classAtom();
        if (typeof low !== "number" || typeof high !== "number") {
          this.fail(
            "regex-bad-range",
            itemStart,
            this.pos - itemStart,
            EXPECTED.regexRangeChars,
            JSON.stringify(this.text.slice(itemStart, this.pos)),
          );
        }
        if (high < low) {
          this.fail(
            "regex-bad-range",
            itemStart,
            this.pos - itemStart,
            EXPECTED.regexRangeOrder,
            JSON.stringify(this.text.slice(itemStart, this.pos)),
          );
        }
        ranges.push([low, high]);
      } else if (typeof low === "number") {
        ranges.push([low, low]);
      } else {
        ranges.push(...low);
      }
    }
    this.pos++;
    return { type: "class", ranges: normalizeRanges(ranges), negated };
  }

  private classAtom(): number | CodePointRange[] {
    if (this.pos >= this.text.length) {
      return this.fail("regex-unclosed-class", this.pos, 0, EXPECTED.regexClassEnd, "the end of the pattern");
    }
    if (this.peek() === "\\") return this.escape({ inClass: true });
    const [cp, width] = codePointAt(this.text, this.pos);
    this.pos += width;
    return cp;
  }
}

/**
 * Parses a pattern of the safe dialect into a {@link RegexAst}, or says precisely what is wrong
 * and where. Never throws. Rejects patterns longer than {@link REGEX_LIMITS.maxPatternLength} and
 * patterns whose NFA would exceed {@link REGEX_LIMITS.maxStates} states.
 */
export function parseRegex(pattern: string): RegexParse {
  if (longerThan(pattern, REGEX_LIMITS.maxPatternLength)) {
    return regexProblem(
      "regex-too-long",
      REGEX_LIMITS.maxPatternLength,
      pattern.length - REGEX_LIMITS.maxPatternLength,
      EXPECTED.regexLength(REGEX_LIMITS.maxPatternLength),
      `${stringLength(pattern)} characters`,
    );
  }
  let ast: RegexAst;
  try {
    ast = new RegexParser(pattern).parse();
  } catch (error) {
    if (error instanceof Stop) return error.problem;
    throw error;
  }
  const states = nfaStateCount(ast, REGEX_LIMITS.maxStates);
  if (states > REGEX_LIMITS.maxStates) {
    return regexProblem(
      "regex-too-complex",
      0,
      pattern.length,
      EXPECTED.regexStates(REGEX_LIMITS.maxStates),
      `a pattern needing more than ${REGEX_LIMITS.maxStates}`,
    );
  }
  return { ok: true, ast };
}
