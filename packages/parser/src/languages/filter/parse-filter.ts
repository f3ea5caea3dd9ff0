import { QUERY_LIMITS, type DocumentDefinition, type FieldUse } from "@oneindex/schema";
import type { NodeOrigin, QueryNode, TermValue } from "../../tree/query-tree.js";
import { valueKindOf } from "../../values/check-value.js";
import { resolveField, type FieldRef } from "../shared/fields.js";
import type { LanguageResult } from "../shared/language-result.js";
import { boolNode, countNodes, matchAllNode } from "../shared/nodes.js";
import { ProblemList, quoteSource, SyntaxStop } from "../shared/problems.js";
import { typedValue } from "../shared/typed-value.js";
import { FilterScanner, type FilterToken } from "./scan-filter.js";

const TERM_USES: readonly FieldUse[] = ["termString", "termInteger", "termNumber", "termDate", "termBoolean"];
const RANGE_USES: readonly FieldUse[] = ["rangeInteger", "rangeNumber", "rangeDate", "rangeKeyword"];
const EXISTS_USES: readonly FieldUse[] = ["exists"];
const RANGE_OPS: Readonly<Record<string, "gt" | "gte" | "lt" | "lte">> = { ">": "gt", ">=": "gte", "<": "lt", "<=": "lte" };
const VALUE_WORDS = "a value: a string in double quotes, a number, a date such as 2024-01-01, true or false";

/** Recursive-descent parser of the filter language (grammar in the parser README). */
class FilterParser {
  private readonly scanner: FilterScanner;
  private depth = 0;
  private terms = 0;
  constructor(
    private readonly doc: DocumentDefinition,
    private readonly text: string,
    private readonly path: string,
    private readonly problems: ProblemList,
  ) {
    this.scanner = new FilterScanner(text);
  }

  parse(): QueryNode {
    if (this.scanner.peek().kind === "end") this.unexpected(this.scanner.peek(), "a condition such as total >= 100");
    const node = this.or();
    const rest = this.scanner.peek();
    if (rest.kind !== "end") this.unexpected(rest, rest.kind === ")" ? "the end of the filter (this ) closes nothing)" : `"and", "or" or the end of the filter`);
    return node;
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
      throw new SyntaxStop({ code: "nodes-too-deep", offset: token.offset, length: token.length, expected: `conditions nested at most ${QUERY_LIMITS.maxNodeDepth} deep`, found: "deeper nesting" });
    }
  }

  private countTerm(token: FilterToken): void {
    if (++this.terms > QUERY_LIMITS.maxLanguageTerms) {
      throw new SyntaxStop({ code: "too-many-terms", offset: token.offset, length: this.text.length - token.offset, expected: `at most ${QUERY_LIMITS.maxLanguageTerms} conditions and values in a filter string`, found: "more" });
    }
  }

  private or(): QueryNode {
    const start = this.scanner.peek().offset;
    const items = [this.and()];
    while (this.scanner.peek().kind === "or") {
      this.scanner.next();
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : boolNode({ should: items }, this.origin(start, this.lastEnd));
  }

  private and(): QueryNode {
    const start = this.scanner.peek().offset;
    const items = [this.not()];
    while (this.scanner.peek().kind === "and") {
      this.scanner.next();
      items.push(this.not());
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
          throw new SyntaxStop({ code: "unclosed-paren", offset: token.offset, length: 1, expected: `a ")" closing the "(" at character ${token.offset + 1}`, found: "the end of the filter" });
        }
        this.unexpected(close, `"and", "or" or ")"`);
      }
      this.take();
      return inner;
    }
    if (token.kind !== "name") this.unexpected(token, `a condition: a field name, exists(field), not or "("`);
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
      return this.inList(ref, false);
    }
    if (op.kind === "not") {
      this.take();
      const inWord = this.scanner.peek();
      if (inWord.kind === "name" && inWord.text.toLowerCase() === "in") {
        this.take();
        return this.inList(ref, true);
      }
      this.unexpected(inWord, `"in" after "not"`);
    }
    return this.unexpected(op, `an operator after the field ${JSON.stringify(token.text)}: = != < <= > >= in, or "not in"`);
  }

  private exists(name: FilterToken): QueryNode {
    this.take();
    const field = this.expect("name", "a field name inside exists( )");
    this.expect(")", `a ")" closing exists(`);
    const ok = resolveField(this.doc, { name: field.text, offset: field.offset, length: field.length }, EXISTS_USES, "exists()", this.problems);
    return ok ? { type: "exists", field: field.text, origin: this.origin(name.offset, this.lastEnd) } : matchAllNode();
  }

  /** A value token: string, number, date, true or false. */
  private value(fieldName: string): { token: FilterToken; form: "string" | "bare" } {
    const token = this.scanner.peek();
    if (token.kind === "string" || token.kind === "number" || token.kind === "date") {
      this.take();
      this.countTerm(token);
      return { token, form: token.kind === "string" ? "string" : "bare" };
    }
    if (token.kind === "name") {
      this.take();
      this.countTerm(token);
      const lower = token.text.toLowerCase();
      if (lower === "true" || lower === "false") return { token: { ...token, text: lower }, form: "bare" };
      const hint =
        lower === "null"
          ? `to find documents without a value, write not exists(${fieldName})`
          : Object.prototype.hasOwnProperty.call(this.doc.fields, token.text)
            ? "a field is compared with a value, not with another field"
            : `to compare with the text, quote it: "${token.text}"`;
      throw new SyntaxStop({ code: "unexpected-token", offset: token.offset, length: token.length, expected: VALUE_WORDS, found: quoteSource(token.text), hint });
    }
    return this.unexpected(token, VALUE_WORDS);
  }

  /** Types a value by the field, checking that quoted strings go to string fields and bare literals to the others. */
  private typed(ref: FieldRef, fieldName: string, v: { token: FilterToken; form: "string" | "bare" }, field: ReturnType<typeof resolveField>): TermValue | undefined {
    if (field === undefined) return undefined;
    const kind = valueKindOf(field);
    const { token } = v;
    const at = { offset: token.offset, length: token.length };
    if (kind === "string" && v.form === "bare") {
      this.problems.add({ code: "wrong-type", ...at, expected: `a string in double quotes for the field ${JSON.stringify(fieldName)}`, found: quoteSource(token.text), hint: `write "${token.text}"` });
      return undefined;
    }
    if ((kind === "number" || kind === "integer" || kind === "boolean") && v.form === "string") {
      this.problems.add({ code: "wrong-type", ...at, expected: `${kind === "boolean" ? "true or false" : `a${kind === "integer" ? "n integer" : " number"}`} without quotes for the field ${JSON.stringify(fieldName)}`, found: `the string ${quoteSource(token.text)}` });
      return undefined;
    }
    return typedValue(field, fieldName, { form: v.form, text: token.text, offset: token.offset, length: token.length }, this.problems);
  }

  private comparison(ref: FieldRef, op: FilterToken): QueryNode {
    const range = RANGE_OPS[op.text];
    const field = resolveField(this.doc, ref, range ? RANGE_USES : TERM_USES, range ? `a comparison with ${op.text}` : `a comparison with ${op.text}`, this.problems);
    const v = this.value(ref.name);
    const value = this.typed(ref, ref.name, v, field);
    const origin = this.origin(ref.offset, this.lastEnd);
    if (value === undefined) return matchAllNode();
    if (range) return { type: "range", field: ref.name, [range]: value, origin };
    const term: QueryNode = { type: "term", field: ref.name, value, boost: 1, origin };
    return op.text === "!=" ? boolNode({ mustNot: [term] }, origin) : term;
  }

  private inList(ref: FieldRef, negated: boolean): QueryNode {
    const field = resolveField(this.doc, ref, TERM_USES, `"in"`, this.problems);
    if (this.scanner.peek().kind === "(") {
      const paren = this.scanner.peek();
      throw new SyntaxStop({ code: "unexpected-token", offset: paren.offset, length: 1, expected: `a "[" opening the list of values after "in"`, found: '"("', hint: 'lists use square brackets: in ["a", "b"]' });
    }
    const open = this.expect("[", `a "[" opening the list of values after "in"`);
    const terms: QueryNode[] = [];
    /** The next token in the list; the end of the string there is an unclosed list, reported at its "[". */
    const inside = (): FilterToken => {
      const token = this.scanner.peek();
      if (token.kind === "end") throw new SyntaxStop({ code: "unclosed-bracket", offset: open.offset, length: 1, expected: `a "]" closing the list opened at character ${open.offset + 1}`, found: "the end of the filter" });
      return token;
    };
    for (;;) {
      if (inside().kind === "]") break;
      const v = this.value(ref.name);
      const value = this.typed(ref, ref.name, v, field);
      if (value !== undefined) terms.push({ type: "term", field: ref.name, value, boost: 1, origin: this.origin(v.token.offset, v.token.offset + v.token.length) });
      const sep = inside();
      if (sep.kind === ",") this.take();
      else if (sep.kind !== "]") this.unexpected(sep, `"," or "]" in the list of values`);
    }
    this.take();
    const origin = this.origin(ref.offset, this.lastEnd);
    if (terms.length === 0) {
      if (field !== undefined && this.problems.empty) this.problems.add({ code: "too-few-items", offset: open.offset, length: this.lastEnd - open.offset, expected: "at least one value in the list", found: "an empty list" });
      return matchAllNode();
    }
    const any = terms.length === 1 ? terms[0]! : boolNode({ should: terms }, origin);
    return negated ? boolNode({ mustNot: [any] }, origin) : any;
  }
}

/**
 * Parses a `filter` string: conditions over the document's queryable fields, combined with
 * and/or/not. The nodes never score (the engine runs them in filter context). Never throws:
 * syntax errors, unknown fields (with the nearest one) and values that do not fit their field
 * come back as problems with the character offset.
 */
export function parseFilter(doc: DocumentDefinition, text: string, path: string): LanguageResult {
  const problems = new ProblemList(path);
  if (text.length > QUERY_LIMITS.maxQueryStringLength) {
    problems.add({ code: "too-long", offset: QUERY_LIMITS.maxQueryStringLength, length: text.length - QUERY_LIMITS.maxQueryStringLength, expected: `a filter string of at most ${QUERY_LIMITS.maxQueryStringLength} characters`, found: `${text.length} characters` });
    return { ok: false, problems: problems.all };
  }
  let node: QueryNode;
  try {
    node = new FilterParser(doc, text, path, problems).parse();
  } catch (error) {
    if (!(error instanceof SyntaxStop)) throw error;
    problems.add(error.problem);
    return { ok: false, problems: problems.all };
  }
  if (!problems.empty) return { ok: false, problems: problems.all };
  const nodeCount = countNodes(node);
  if (nodeCount > QUERY_LIMITS.maxNodes) {
    problems.add({ code: "too-many-nodes", offset: 0, length: text.length, expected: `a filter of at most ${QUERY_LIMITS.maxNodes} nodes`, found: `${nodeCount} nodes` });
    return { ok: false, problems: problems.all };
  }
  return { ok: true, node, nodeCount };
}
