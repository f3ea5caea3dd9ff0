import { QUERY_LIMITS, type DocumentDefinition } from "@oneindex/schema";
import type { NodeOrigin, QueryNode } from "../../tree/query-tree.js";
import { lookupField, type FieldRef } from "../shared/fields.js";
import type { LanguageResult } from "../shared/language-result.js";
import { boolNode, matchAllNode } from "../shared/nodes.js";
import { isRecoverable, type LanguageProblem, type ProblemList, quoteSource, SyntaxStop } from "../shared/problems.js";
import { EXPECTED, HINTS } from "../../errors/messages.js";
import type { FilterContext, FilterLiteral, FilterOperator } from "./filter-condition.js";
import { buildCondition } from "./forms/build-condition.js";
import { FilterScanner, type FilterToken } from "./scan-filter.js";
import { runLanguage } from "../shared/run-language.js";

/** Recursive-descent parser of the filter language (grammar in the parser README). */
class FilterParser {
  private readonly scanner: FilterScanner;
  private depth = 0;
  private terms = 0;
  private readonly ctx: FilterContext;
  constructor(
    doc: DocumentDefinition,
    private readonly text: string,
    private readonly path: string,
    problems: ProblemList,
  ) {
    this.scanner = new FilterScanner(text);
    this.ctx = { doc, problems };
  }

  parse(): QueryNode {
    if (this.text.length === this.startOffset()) this.unexpected(this.scanner.peek(), "a condition such as total >= 100");
    const node = this.or();
    // What is left is a stray ")" (or "and"/"or" cannot follow): report it and read on.
    for (let rest = this.scanner.peek(); rest.kind !== "end"; rest = this.scanner.peek()) {
      const problem: LanguageProblem = {
        code: "unexpected-token",
        offset: rest.offset,
        length: rest.length,
        expected: rest.kind === ")" ? EXPECTED.filterEndAfterParen : EXPECTED.filterEnd,
        found: quoteSource(rest.text),
      };
      if (this.ctx.problems.full) throw new SyntaxStop(problem);
      this.ctx.problems.add(problem);
      this.take();
      const next = this.scanner.peek();
      if (next.kind === "and" || next.kind === "or") this.take();
      if (this.scanner.peek().kind !== "end") this.or();
    }
    return node;
  }

  /** Where the next token starts, without throwing on a scanning error there (the operand's parse reports it). */
  private startOffset(): number {
    try {
      return this.scanner.peek().offset;
    } catch (error) {
      if (!(error instanceof SyntaxStop)) throw error;
      return error.problem.offset;
    }
  }

  /**
   * Parses one operand of and/or; on a syntax error records it, skips to the next "and", "or"
   * or unmatched ")" and reads on, so independent mistakes are all reported. Limit problems and
   * a full problem list stop parsing. At most `maxProblems` recoveries, so this ends.
   */
  private recover(parse: () => QueryNode): QueryNode {
    const depth = this.depth;
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof SyntaxStop) || !isRecoverable(error.problem) || this.ctx.problems.full) throw error;
      this.depth = depth;
      this.ctx.problems.add(error.problem);
      if (error.resumeAt !== undefined) this.scanner.skipPast(error);
      this.resync();
      return matchAllNode();
    }
  }

  /** Skips tokens up to the next "and" or "or" outside parentheses opened here, an unmatched ")", or the end. */
  private resync(): void {
    let depth = 0;
    for (let guard = 0; guard <= this.text.length; guard++) {
      let token: FilterToken;
      try {
        token = this.scanner.peek();
      } catch (error) {
        if (!(error instanceof SyntaxStop)) throw error;
        this.scanner.skipPast(error);
        continue;
      }
      if (token.kind === "end") return;
      if (depth === 0 && (token.kind === "and" || token.kind === "or" || token.kind === ")")) return;
      if (token.kind === "(") depth++;
      else if (token.kind === ")") depth--;
      this.take();
    }
  }

  private origin(start: number, end: number): NodeOrigin {
    return { path: this.path, offset: start, length: end - start };
  }

  private unexpected(token: FilterToken, expected: string): never {
    throw new SyntaxStop({
      code: token.kind === "end" ? "unexpected-end" : "unexpected-token",
      offset: token.offset,
      length: token.length,
      expected,
      found: token.kind === "end" ? "the end of the filter" : quoteSource(token.text),
    });
  }

  private enter(token: FilterToken): void {
    if (++this.depth > QUERY_LIMITS.maxNodeDepth) {
      throw new SyntaxStop({
        code: "nodes-too-deep",
        offset: token.offset,
        length: token.length,
        expected: EXPECTED.filterDepth(QUERY_LIMITS.maxNodeDepth),
        found: "deeper nesting",
      });
    }
  }

  private countTerm(token: FilterToken): void {
    if (++this.terms > QUERY_LIMITS.maxLanguageTerms) {
      throw new SyntaxStop({
        code: "too-many-terms",
        offset: token.offset,
        length: this.text.length - token.offset,
        expected: EXPECTED.filterTermsOfAtMost(QUERY_LIMITS.maxLanguageTerms),
        found: "more",
      });
    }
  }

  private or(): QueryNode {
    const start = this.startOffset();
    const items = [this.and()];
    while (this.scanner.peek().kind === "or") {
      this.scanner.next();
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : boolNode({ should: items }, this.origin(start, this.lastEnd));
  }

  private and(): QueryNode {
    const start = this.startOffset();
    const items = [this.recover(() => this.not())];
    while (this.scanner.peek().kind === "and") {
      this.scanner.next();
      items.push(this.recover(() => this.not()));
    }
    return items.length === 1 ? items[0]! : boolNode({ filter: items }, this.origin(start, this.lastEnd));
  }

  private lastEnd = 0;

  private take(): FilterToken {
    const token = this.scanner.next();
    this.lastEnd = token.offset + token.length;
    return token;
  }

  private expect(kind: FilterToken["kind"], expected: string): FilterToken {
    const token = this.scanner.peek();
    if (token.kind !== kind) this.unexpected(token, expected);
    return this.take();
  }

  private not(): QueryNode {
    const token = this.scanner.peek();
    if (token.kind === "not") {
      this.take();
      this.enter(token);
      const inner = this.not();
      this.depth--;
      return boolNode({ mustNot: [inner] }, this.origin(token.offset, this.lastEnd));
    }
    return this.primary();
  }

  private primary(): QueryNode {
    const token = this.scanner.peek();
    if (token.kind === "(") {
      this.take();
      this.enter(token);
      const inner = this.or();
      this.depth--;
      const close = this.scanner.peek();
      if (close.kind !== ")") {
        if (close.kind === "end") {
          throw new SyntaxStop({
            code: "unclosed-paren",
            offset: token.offset,
            length: 1,
            expected: EXPECTED.closingParen(token.offset + 1),
            found: "the end of the filter",
          });
        }
        this.unexpected(close, EXPECTED.filterAfterCondition);
      }
      this.take();
      return inner;
    }
    if (token.kind !== "name") this.unexpected(token, EXPECTED.filterCondition);
    this.take();
    this.countTerm(token);
    if (token.text.toLowerCase() === "exists" && this.scanner.peek().kind === "(") return this.exists(token);
    const ref: FieldRef = { name: token.text, offset: token.offset, length: token.length };
    const op = this.scanner.peek();
    if (op.kind === "op") {
      this.take();
      return this.comparison(ref, op);
    }
    if (op.kind === "name" && op.text.toLowerCase() === "in") {
      this.take();
      return this.inList(ref, { negated: false });
    }
    if (op.kind === "not") {
      this.take();
      const inWord = this.scanner.peek();
      if (inWord.kind === "name" && inWord.text.toLowerCase() === "in") {
        this.take();
        return this.inList(ref, { negated: true });
      }
      this.unexpected(inWord, EXPECTED.inAfterNot);
    }
    const expected = EXPECTED.filterOperator(token.text);
    if (lookupField(this.ctx.doc, token.text)?.kind === "boolean") {
      throw new SyntaxStop({
        code: op.kind === "end" ? "unexpected-end" : "unexpected-token",
        offset: op.offset,
        length: op.length,
        expected,
        found: op.kind === "end" ? "the end of the filter" : quoteSource(op.text),
        hint: HINTS.booleanEquals(token.text),
      });
    }
    return this.unexpected(op, expected);
  }

  private exists(name: FilterToken): QueryNode {
    this.take();
    const field = this.expect("name", "a field name inside exists( )");
    this.expect(")", `a ")" closing exists(`);
    return buildCondition(
      this.ctx,
      { form: "exists", field: { name: field.text, offset: field.offset, length: field.length } },
      this.origin(name.offset, this.lastEnd),
    );
  }

  /** A value token: string, number, date, true or false. */
  private value(fieldName: string): FilterLiteral {
    const token = this.scanner.peek();
    const literal = (text: string, form: FilterLiteral["form"]): FilterLiteral => ({
      form,
      text,
      offset: token.offset,
      length: token.length,
    });
    if (token.kind === "string" || token.kind === "number" || token.kind === "date") {
      this.take();
      this.countTerm(token);
      return literal(token.text, token.kind === "string" ? "string" : "bare");
    }
    if (token.kind === "name") {
      this.take();
      this.countTerm(token);
      const lower = token.text.toLowerCase();
      if (lower === "true" || lower === "false") return literal(lower, "bare");
      const hint =
        lower === "null"
          ? HINTS.notExists(fieldName)
          : Object.hasOwn(this.ctx.doc.fields, token.text)
            ? HINTS.fieldWithField
            : HINTS.quoteText(token.text);
      throw new SyntaxStop({
        code: "unexpected-token",
        offset: token.offset,
        length: token.length,
        expected: EXPECTED.filterValue,
        found: quoteSource(token.text),
        hint,
      });
    }
    return this.unexpected(token, EXPECTED.filterValue);
  }

  private comparison(ref: FieldRef, op: FilterToken): QueryNode {
    const value = this.value(ref.name);
    return buildCondition(
      this.ctx,
      { form: "compare", field: ref, op: op.text as FilterOperator, value },
      this.origin(ref.offset, this.lastEnd),
    );
  }

  private inList(ref: FieldRef, { negated }: { readonly negated: boolean }): QueryNode {
    if (this.scanner.peek().kind === "(") {
      const paren = this.scanner.peek();
      throw new SyntaxStop({
        code: "unexpected-token",
        offset: paren.offset,
        length: 1,
        expected: EXPECTED.openingBracket,
        found: '"("',
        hint: HINTS.squareBrackets,
      });
    }
    const open = this.expect("[", `a "[" opening the list of values after "in"`);
    /** The next token in the list; the end of the string there is an unclosed list, reported at its "[". */
    const inside = (): FilterToken => {
      const token = this.scanner.peek();
      if (token.kind === "end")
        throw new SyntaxStop({
          code: "unclosed-bracket",
          offset: open.offset,
          length: 1,
          expected: EXPECTED.closingBracket(open.offset + 1),
          found: "the end of the filter",
        });
      return token;
    };
    const values: FilterLiteral[] = [];
    for (;;) {
      if (inside().kind === "]") break;
      values.push(this.value(ref.name));
      const sep = inside();
      if (sep.kind === ",") this.take();
      else if (sep.kind !== "]") this.unexpected(sep, EXPECTED.listSeparator);
    }
    this.take();
    return buildCondition(
      this.ctx,
      { form: "in", field: ref, values, negated, open: { offset: open.offset, length: 1 } },
      this.origin(ref.offset, this.lastEnd),
    );
  }
}

/**
 * Parses a `filter` string: conditions over the document's queryable fields, combined with
 * and/or/not. The nodes never score (the engine runs them in filter context). Never throws:
 * syntax errors, unknown fields (with the nearest one) and values that do not fit their field
 * come back as problems with the character offset.
 */
export function parseFilter(doc: DocumentDefinition, text: string, path: string): LanguageResult {
  return runLanguage(text, path, { string: "a filter string", tree: "a filter" }, (problems) =>
    new FilterParser(doc, text, path, problems).parse(),
  );
}
