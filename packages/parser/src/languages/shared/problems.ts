import { QUERY_LIMITS } from "@oneindex/schema";
import { makeProblem, quote, type ProblemCode } from "../../errors/messages.js";
import type { ParseProblem } from "../../errors/parse-problem.js";

/** What a language problem says, before the path is added and it is worded. */
export interface LanguageProblem {
  readonly code: ProblemCode;
  readonly offset: number;
  readonly length: number;
  readonly expected?: string;
  readonly found?: string;
  readonly suggestion?: string;
  readonly hint?: string;
}

/**
 * Thrown by a language parser on a syntax error, caught by its entry point: it never escapes a
 * `parse…Language` function. Problems found before it (unknown fields, bad values) are kept.
 */
export class SyntaxStop {
  /** `resumeAt`: for errors found while scanning, where reading can go on (default: after the offending character). */
  constructor(
    readonly problem: LanguageProblem,
    readonly resumeAt?: number,
  ) {}
}

/** Limit problems: parsing stops there, rather than resynchronising and reading on. */
const UNRECOVERABLE = new Set(["too-many-terms", "nodes-too-deep", "too-long", "too-many-nodes"]);

/** Whether a parser may record this syntax problem, skip to the next condition or clause, and read on. */
export function isRecoverable(problem: LanguageProblem): boolean {
  return !UNRECOVERABLE.has(problem.code);
}

/** Collects the problems of one string (at most `maxProblems`), all at the string's JSON Pointer. */
export class ProblemList {
  private readonly items: ParseProblem[] = [];
  constructor(readonly path: string) {}

  /** Records a problem (those beyond the bound are dropped). */
  add(p: LanguageProblem): void {
    if (this.items.length >= QUERY_LIMITS.maxProblems) return;
    const data: Parameters<typeof makeProblem>[0] = { path: this.path, ...p };
    this.items.push(makeProblem(data));
  }

  /** Whether the bound is reached (parsers stop recovering then). */
  get full(): boolean {
    return this.items.length >= QUERY_LIMITS.maxProblems;
  }

  get empty(): boolean {
    return this.items.length === 0;
  }

  get all(): ParseProblem[] {
    return [...this.items];
  }
}

/** A character in words, for `found`: `")"`, `the end of the string`. */
export function describeAt(text: string, offset: number): string {
  if (offset >= text.length) return "the end of the string";
  const cp = text.codePointAt(offset)!;
  return JSON.stringify(String.fromCodePoint(cp));
}

/** Cuts long source text for `found`. */
export function quoteSource(text: string): string {
  return quote(text, 48);
}
