import { toolResult, type DocumentDefinition, type QueryDetail, type SearchIndex, type SearchResults, type ToolResult } from "oneindex";
import { modelFacingText } from "../tool-error.js";

/** The results of one call, as every command hands them on. */
export type CallResults = SearchResults<Record<string, unknown>>;

/** What one tool call came to: its results, or the text the model reads to fix it. */
export type CallAnswer = { readonly ok: true; readonly results: CallResults } | { readonly ok: false; readonly text: string };

/** How a command answers calls: with score explanations or not, and the detail its tools offer (the parser accepts exactly that). */
export interface AnswerOptions {
  readonly explain?: boolean;
  /** Undefined (or absent): the parser's default, `full`. */
  readonly detail?: QueryDetail | undefined;
}

/** The parse options of `options`: the detail when one is set. */
function parseOptions(options: AnswerOptions): { readonly detail?: QueryDetail } | undefined {
  return options.detail === undefined ? undefined : { detail: options.detail };
}

/**
 * Runs one tool call on an index, the one way `search`, `repl`, `serve` and `mcp` do: parsed
 * strictly (with the detail the tool offers), then executed. A call the parser rejects, or any error the search throws with a
 * `toToolResult()` (such as a call over the engine's work budget), is `{ ok: false, text }` with
 * the text the model reads. Any other error is a fault of the program, not of the call: it is
 * thrown, for the caller to report its own way.
 */
export function answerCall(index: SearchIndex<DocumentDefinition>, args: unknown, options: AnswerOptions = {}): CallAnswer {
  try {
    const parsed = index.tryParse(args, parseOptions(options));
    if (!parsed.ok) return { ok: false, text: parsed.error.toToolResult() };
    return { ok: true, results: parsed.query.execute({ explain: options.explain === true }) as CallResults };
  } catch (error) {
    return answerForError(error);
  }
}

/**
 * What answering a call needs of an index, whatever holds it: its definition, and `tryParse` giving
 * a query whose `execute` returns results, or a promise of them (`PostgresIndex`). The embedded
 * `SearchIndex` fits, and so does a `PostgresIndex`.
 */
export interface CallIndex {
  readonly definition: DocumentDefinition;
  tryParse(
    args: unknown,
    options?: { readonly detail?: QueryDetail },
  ):
    | { readonly ok: true; readonly query: { execute(options?: { readonly explain?: boolean }): unknown } }
    | { readonly ok: false; readonly error: { toToolResult(): string } };
}

/**
 * As {@link answerCall}, for an index whose search may return a promise (`PostgresIndex`): the
 * same parsing, the same model-facing errors (a timeout comes back as the engine's `too-costly`),
 * awaited. On the embedded engine it answers exactly as `answerCall` does.
 */
export async function answerCallAsync(index: CallIndex, args: unknown, options: AnswerOptions = {}): Promise<CallAnswer> {
  try {
    const parsed = index.tryParse(args, parseOptions(options));
    if (!parsed.ok) return { ok: false, text: parsed.error.toToolResult() };
    return { ok: true, results: (await parsed.query.execute({ explain: options.explain === true })) as CallResults };
  } catch (error) {
    return answerForError(error);
  }
}

/** A thrown error as an answer when it is meant for the model; rethrown when it is the program's fault. */
function answerForError(error: unknown): CallAnswer {
  const text = modelFacingText(error);
  if (text === undefined) throw error;
  return { ok: false, text };
}

/** Whether a line typed or passed as arguments is a tool call (JSON) rather than plain words. */
export function isCallJson(text: string): boolean {
  return /^\s*[{[]/.test(text);
}

/** Plain words as the tool call a search box would make: `q` with highlights. */
export function wordsCall(words: string): string {
  return JSON.stringify({ v: 1, q: words.trim(), highlight: true });
}

/**
 * An answer as the text a tool result carries, through the one size gate (`toolResult`): the
 * results cut to `maxChars` characters (default 100,000) with a `cut` note, or the error's text
 * bounded the same way. Every command hands a call's answer on through this.
 */
export function fitAnswer(answer: CallAnswer, maxChars?: number): ToolResult<CallResults> {
  return toolResult(answer.ok ? answer : { ok: false, error: answer.text }, maxChars === undefined ? {} : { maxChars });
}

/** Throws the size gate's `RangeError` for a bound it would refuse on every call, so a server refuses it when built. */
export function checkMaxChars(maxChars: number | undefined): void {
  fitAnswer({ ok: false, text: "" }, maxChars);
}
