import { QUERY_LIMITS, type DocumentDefinition } from "@oneindex/schema";
import { docInfo } from "../../check/doc-info.js";
import type { NodeOrigin, QueryNode } from "../../tree/query-tree.js";
import type { FieldRef } from "../shared/fields.js";
import type { LanguageResult } from "../shared/language-result.js";
import { boolNode, matchAllNode, withBoost } from "../shared/nodes.js";
import { isRecoverable, type ProblemList, quoteSource, SyntaxStop, type LanguageProblem } from "../shared/problems.js";
import type { WrittenValue } from "../shared/typed-value.js";
import { buildValue } from "./forms/build-value.js";
import { StrictScanner, type StrictToken } from "./scan-strict.js";
import type { Span, StrictContext, StrictValue, Target } from "./strict-value.js";
import { QUERY_DEFAULTS } from "../../parse/query-defaults.js";
import { ownField } from "../../json/own-property.js";
import { runLanguage } from "../shared/run-language.js";
import { EXPECTED, HINTS } from "../../errors/messages.js";

/** `word~` alone means this many edits (Lucene's default). */
export const STRICT_DEFAULT_FUZZY_EDITS = QUERY_DEFAULTS.maxEdits;

/** A parsed clause and how it occurs in its list: `+` must, `-` mustNot, `NOT` not, or plain. */
interface Clause {
  readonly occur: "plain" | "must" | "mustNot" | "not";
  readonly node: QueryNode;
  readonly offset: number;
  readonly end: number;
}

const CLAUSE_STARTS = new Set<StrictToken["kind"]>(["word", "phrase", "regex", "field", "(", "+", "-", "!", "not"]);

/** Recursive-descent parser of the strict language (grammar in the parser README). */
class StrictParser {
  private readonly scanner: StrictScanner;
  private depth = 0;
  private terms = 0;
  private lastEnd = 0;
  private readonly ctx: StrictContext;

  constructor(
    doc: DocumentDefinition,
    private readonly text: string,
    private readonly path: string,
    problems: ProblemList,
  ) {
    this.scanner = new StrictScanner(text);
    const { fieldLists } = docInfo(doc, "full"); // computed once per definition; the string languages are the same at every detail
    const textFields = fieldLists.fullText;
    this.ctx = { doc, problems, textFields, defaultFields: textFields.length > 0 ? textFields : fieldLists.terms };
  }

  parse(): QueryNode {
    const first = this.scanner.peek("clause");
    if (first.kind === "end") this.unexpected(first, EXPECTED.strictClause);
    const clause = this.or(undefined);
    // What is left starts with a token no clause can start with (a stray ")", "^", "]" …): report it and read on.
    for (let rest = this.scanner.peek("clause"); rest.kind !== "end"; rest = this.scanner.peek("clause")) {
      const problem: LanguageProblem =
        rest.kind === ")"
          ? { code: "unmatched-paren", offset: rest.offset, length: 1, expected: EXPECTED.endOrClause, found: `a ")" that closes nothing` }
          : this.unexpectedProblem(rest, "AND, OR, another clause or the end of the query");
      if (this.ctx.problems.full) throw new SyntaxStop(problem);
      this.ctx.problems.add(problem);
      this.take("clause");
      const next = this.scanner.peek("clause");
      if (next.kind === "and" || next.kind === "or") this.take("clause");
      if (CLAUSE_STARTS.has(this.scanner.peek("clause").kind)) this.or(undefined);
    }
    return this.resolve(clause);
  }

  /**
   * Parses one operand of AND/OR; on a syntax error records it, skips to the next AND, OR,
   * field: or unmatched ")" and reads on, so independent mistakes are all reported. Limit
   * problems and a full problem list stop parsing. At most `maxProblems` recoveries, so this ends.
   */
  private recover(target: Target | undefined): Clause {
    const depth = this.depth;
    const offset = this.lastEnd;
    try {
      return this.unary(target);
    } catch (error) {
      if (!(error instanceof SyntaxStop) || !isRecoverable(error.problem) || this.ctx.problems.full) throw error;
      this.depth = depth;
      this.ctx.problems.add(error.problem);
      if (error.resumeAt !== undefined) this.scanner.skipPast(error);
      this.resync();
      return { occur: "plain", node: matchAllNode(), offset, end: this.lastEnd };
    }
  }

  /** Skips tokens up to the next AND, OR or field: outside parentheses opened here, an unmatched ")", or the end. */
  private resync(): void {
    let depth = 0;
    for (let guard = 0; guard <= this.text.length; guard++) {
      let token: StrictToken;
      try {
        token = this.scanner.peek("clause");
      } catch (error) {
        if (!(error instanceof SyntaxStop)) throw error;
        this.scanner.skipPast(error);
        continue;
      }
      if (token.kind === "end") return;
      if (depth === 0 && (token.kind === "and" || token.kind === "or" || token.kind === ")" || token.kind === "field")) return;
      if (token.kind === "(") depth++;
      else if (token.kind === ")") depth--;
      this.take("clause");
    }
  }

  // ---- plumbing

  private origin(start: number, end = this.lastEnd): NodeOrigin {
    return { path: this.path, offset: start, length: end - start };
  }

  private take(mode: "clause" | "value"): StrictToken {
    const token = this.scanner.next(mode);
    this.lastEnd = token.offset + token.length;
    return token;
  }

  private unexpected(token: StrictToken, expected: string): never {
    throw new SyntaxStop(this.unexpectedProblem(token, expected));
  }

  /** `unexpected-token` (or `-end`) at a token, with a hint for habits from other languages. */
  private unexpectedProblem(token: StrictToken, expected: string): LanguageProblem {
    const source = this.text.slice(token.offset, token.offset + token.length);
    const hint = token.kind === "cmp" ? HINTS.strictComparison(source) : undefined;
    return {
      code: token.kind === "end" ? "unexpected-end" : "unexpected-token",
      offset: token.offset,
      length: token.length,
      expected,
      found: token.kind === "end" ? "the end of the query" : quoteSource(source),
      ...(hint !== undefined ? { hint } : {}),
    };
  }

  private enter(token: StrictToken): void {
    if (++this.depth > QUERY_LIMITS.maxNodeDepth) {
      throw new SyntaxStop({
        code: "nodes-too-deep",
        offset: token.offset,
        length: token.length,
        expected: EXPECTED.strictDepth(QUERY_LIMITS.maxNodeDepth),
        found: "deeper nesting",
      });
    }
  }

  private countTerm(token: StrictToken): void {
    if (++this.terms > QUERY_LIMITS.maxLanguageTerms) {
      throw new SyntaxStop({
        code: "too-many-terms",
        offset: token.offset,
        length: this.text.length - token.offset,
        expected: EXPECTED.strictTermsOfAtMost(QUERY_LIMITS.maxLanguageTerms),
        found: "more",
      });
    }
  }

  /** A clause as a node of its own: `-x` and `NOT x` alone mean "documents without x". */
  private resolve(clause: Clause): QueryNode {
    return clause.occur === "mustNot" || clause.occur === "not"
      ? boolNode({ mustNot: [clause.node] }, this.origin(clause.offset, clause.end))
      : clause.node;
  }

  // ---- boolean structure: OR (and adjacency) < AND < NOT

  private or(target: Target | undefined): Clause {
    const items = [this.and(target)];
    for (;;) {
      const token = this.scanner.peek("clause");
      if (token.kind === "or") {
        this.take("clause");
        items.push(this.and(target));
      } else if (CLAUSE_STARTS.has(token.kind)) {
        items.push(this.and(target));
      } else {
        break;
      }
    }
    if (items.length === 1) return items[0]!;
    const must: QueryNode[] = [];
    const should: QueryNode[] = [];
    const mustNot: QueryNode[] = [];
    for (const item of items) {
      if (item.occur === "must") must.push(item.node);
      else if (item.occur === "mustNot") mustNot.push(item.node);
      else if (item.occur === "not") should.push(boolNode({ mustNot: [item.node] }, this.origin(item.offset, item.end)));
      else should.push(item.node);
    }
    const offset = items[0]!.offset;
    const end = items[items.length - 1]!.end;
    return { occur: "plain", node: boolNode({ must, should, mustNot }, this.origin(offset, end)), offset, end };
  }

  private and(target: Target | undefined): Clause {
    const items = [this.recover(target)];
    while (this.scanner.peek("clause").kind === "and") {
      this.take("clause");
      items.push(this.recover(target));
    }
    if (items.length === 1) return items[0]!;
    const must: QueryNode[] = [];
    const mustNot: QueryNode[] = [];
    for (const item of items) (item.occur === "mustNot" || item.occur === "not" ? mustNot : must).push(item.node);
    const offset = items[0]!.offset;
    const end = items[items.length - 1]!.end;
    return { occur: "plain", node: boolNode({ must, mustNot }, this.origin(offset, end)), offset, end };
  }

  private unary(target: Target | undefined): Clause {
    const token = this.scanner.peek("clause");
    if (token.kind === "not" || token.kind === "!") {
      this.take("clause");
      this.enter(token);
      const inner = this.unary(target);
      this.depth--;
      return { occur: "not", node: this.resolve(inner), offset: token.offset, end: this.lastEnd };
    }
    if (token.kind === "+" || token.kind === "-") {
      this.take("clause");
      const node = this.boosted(target);
      return { occur: token.kind === "+" ? "must" : "mustNot", node, offset: token.offset, end: this.lastEnd };
    }
    const start = token.offset;
    const node = this.boosted(target);
    return { occur: "plain", node, offset: start, end: this.lastEnd };
  }

  private boosted(target: Target | undefined): QueryNode {
    const node = this.primary(target);
    if (this.scanner.peek("value").kind !== "^") return node;
    const caret = this.take("value");
    const number = this.scanner.peek("value");
    if (number.kind !== "word" || !/^[0-9]{1,9}(\.[0-9]{1,9})?$/.test(number.text) || number.offset !== caret.offset + 1) {
      throw new SyntaxStop({
        code: "bad-boost",
        offset: caret.offset,
        length: number.kind === "word" ? number.offset + number.length - caret.offset : 1,
        expected: EXPECTED.boost,
        found: number.kind === "end" ? "the end of the query" : quoteSource(this.text.slice(caret.offset, number.offset + number.length)),
      });
    }
    this.take("value");
    return withBoost(node, Number(number.text));
  }

  private primary(target: Target | undefined): QueryNode {
    const token = this.scanner.peek("clause");
    switch (token.kind) {
      case "(":
        return this.group(target);
      case "field": {
        this.take("clause");
        const ref: FieldRef = { name: token.text, offset: token.offset, length: token.length - 1 };
        const fieldTarget: Target = token.text === "*" ? { kind: "default" } : { kind: "field", ref };
        return this.fieldValue(fieldTarget, token.offset);
      }
      case "word":
      case "phrase":
      case "regex":
        return this.value(target ?? { kind: "default" }, token.offset, "clause");
      default:
        return this.unexpected(token, EXPECTED.strictClause);
    }
  }

  private group(target: Target | undefined): QueryNode {
    const open = this.take("clause");
    this.enter(open);
    if (this.scanner.peek("clause").kind === ")") this.unexpected(this.scanner.peek("clause"), EXPECTED.strictInParens);
    const inner = this.or(target);
    this.depth--;
    const close = this.scanner.peek("clause");
    if (close.kind === "end") {
      throw new SyntaxStop({
        code: "unclosed-paren",
        offset: open.offset,
        length: 1,
        expected: EXPECTED.closingParen(open.offset + 1),
        found: "the end of the query",
      });
    }
    if (close.kind !== ")") this.unexpected(close, EXPECTED.strictAfterClause);
    this.take("clause");
    return this.resolve(inner);
  }

  // ---- values

  private fieldValue(target: Target, start: number): QueryNode {
    const token = this.scanner.peek("value");
    switch (token.kind) {
      case "(":
        return this.group(target);
      case "[":
      case "{":
        return this.range(target, start);
      case "cmp":
        return this.comparison(target, start);
      case "word":
      case "phrase":
      case "regex":
        return this.value(target, start, "value");
      default:
        return this.unexpected(token, EXPECTED.strictValue);
    }
  }

  private value(target: Target, start: number, mode: "clause" | "value"): QueryNode {
    const token = this.take(mode);
    this.countTerm(token);
    const at: Span = { offset: token.offset, length: token.length };
    let value: StrictValue;
    if (token.kind === "regex") {
      value = { form: "regex", pattern: token.text, at };
    } else if (token.kind === "phrase") {
      const slop = this.adjacentTilde() ? this.tildeNumber(QUERY_LIMITS.maxSlop, "a phrase slop") : undefined;
      value = { form: "phrase", text: token.text, ...(slop !== undefined ? { slop } : {}), at };
    } else {
      if (target.kind === "default" && token.text.startsWith(":")) {
        throw new SyntaxStop({
          code: "unexpected-token",
          ...at,
          expected: EXPECTED.strictClause,
          found: quoteSource(token.text),
          hint: HINTS.noSpaceBeforeColon,
        });
      }
      if (target.kind === "default" && (token.text === "=" || token.text === "==" || token.text === "!=")) {
        throw new SyntaxStop({
          code: "unexpected-token",
          ...at,
          expected: EXPECTED.strictClause,
          found: quoteSource(token.text),
          hint: token.text === "!=" ? HINTS.notEquals : HINTS.colonNoSpaces,
        });
      }
      const wildcardAt = ownField(token, "wildcardAt");
      if (wildcardAt !== undefined) {
        throw new SyntaxStop({
          code: "unsupported-wildcard",
          offset: wildcardAt,
          length: 1,
          expected: EXPECTED.endWildcard,
          found: JSON.stringify(this.text[wildcardAt]),
        });
      }
      if (token.trailingStar && token.text === "") value = { form: "exists", at };
      else if (this.adjacentTilde())
        value = {
          form: "fuzzy",
          text: token.text,
          maxEdits: this.tildeNumber(QUERY_LIMITS.maxEdits, "a fuzzy edit distance") ?? STRICT_DEFAULT_FUZZY_EDITS,
          at,
        };
      else if (token.trailingStar) value = { form: "prefix", text: token.text, at };
      else value = { form: "word", text: token.text, at };
    }
    return buildValue(this.ctx, target, value, this.origin(start));
  }

  /** Whether a `~` follows the last token directly. */
  private adjacentTilde(): boolean {
    const next = this.scanner.peek("value");
    return next.kind === "~" && next.offset === this.lastEnd;
  }

  /** After `~`: an optional whole number ≤ max, right after it. */
  private tildeNumber(max: number, what: string): number | undefined {
    const tilde = this.take("value");
    const next = this.scanner.peek("value");
    if (next.kind !== "word" || next.offset !== tilde.offset + 1) return undefined;
    if (!/^[0-9]{1,7}$/.test(next.text) || Number(next.text) > max) {
      throw new SyntaxStop({
        code: "bad-tilde",
        offset: next.offset,
        length: next.length,
        expected: EXPECTED.tildeNumber(what, max),
        found: quoteSource(next.text),
      });
    }
    this.take("value");
    return Number(next.text);
  }

  // ---- ranges

  /** Reads a range bound: a value, a quoted value, or `*` (open: undefined). A token that is none is left unread. */
  private bound(): WrittenValue | undefined {
    const token = this.scanner.peek("value");
    if (token.kind !== "word" && token.kind !== "phrase") this.unexpected(token, EXPECTED.strictRangeBound);
    if (token.kind === "word" && ownField(token, "wildcardAt") !== undefined) this.unexpected(token, EXPECTED.rangeBoundPlain);
    this.take("value");
    if (token.kind === "word" && token.trailingStar && token.text === "") return undefined;
    this.countTerm(token);
    return { form: token.kind === "phrase" ? "string" : "bare", text: token.text, offset: token.offset, length: token.length };
  }

  private range(target: Target, start: number): QueryNode {
    const open = this.take("value");
    /** The next token inside the range; the end of the string there is an unclosed range, reported at its opener. */
    const inside = (): StrictToken => {
      const token = this.scanner.peek("value");
      if (token.kind === "end") {
        throw new SyntaxStop({
          code: "unclosed-range",
          offset: open.offset,
          length: 1,
          expected: EXPECTED.closingRange(open.offset + 1),
          found: "the end of the query",
        });
      }
      return token;
    };
    inside();
    const low = this.bound();
    const to = inside();
    if (to.kind !== "word" || to.text !== "TO") this.unexpected(to, EXPECTED.rangeTo);
    this.take("value");
    inside();
    const high = this.bound();
    const close = inside();
    if (close.kind !== "]" && close.kind !== "}") this.unexpected(close, EXPECTED.rangeClose);
    this.take("value");
    const value: StrictValue = {
      form: "range",
      ...(low ? { low } : {}),
      ...(high ? { high } : {}),
      lowInclusive: open.kind === "[",
      highInclusive: close.kind === "]",
      at: { offset: open.offset, length: 1 },
    };
    return buildValue(this.ctx, target, value, this.origin(start));
  }

  private comparison(target: Target, start: number): QueryNode {
    const op = this.take("value");
    const token = this.scanner.peek("value");
    const bound = this.bound();
    if (bound === undefined) this.unexpected(token, EXPECTED.valueAfter(op.text));
    const at: Span = { offset: op.offset, length: op.length };
    const value: StrictValue = op.text.startsWith(">")
      ? { form: "range", low: bound, lowInclusive: op.text === ">=", highInclusive: false, at }
      : { form: "range", high: bound, lowInclusive: false, highInclusive: op.text === "<=", at };
    return buildValue(this.ctx, target, value, this.origin(start));
  }
}

/**
 * Parses a `strict` string (Lucene-like: `field:value`, phrases, prefixes, fuzzy terms, regexes,
 * ranges, AND/OR/NOT, `+`/`-`, groups, boosts) into checked nodes. Never throws: syntax errors
 * (the first one), unknown or wrong-kind fields (each, with the nearest usable field) and values
 * that do not fit their field come back as problems with the character offset.
 */
export function parseStrict(doc: DocumentDefinition, text: string, path: string): LanguageResult {
  return runLanguage(text, path, { string: "a strict string", tree: "a strict query" }, (problems) =>
    new StrictParser(doc, text, path, problems).parse(),
  );
}
