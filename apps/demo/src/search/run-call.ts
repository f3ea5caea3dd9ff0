import type { DocumentDefinition, ParseProblem, SearchIndex, SearchResults } from "oneindex";
import { demoMarks, type HighlightMarks } from "./highlight-marks.js";

/**
 * Where a problem the model reads sits, and its message: what the page marks. A parse problem, or
 * the engine's cost problem (its `code` is `too-costly`, not one of the parser's codes).
 */
export type ProblemPlace = Pick<ParseProblem, "path" | "offset" | "length" | "inputOffset" | "message">;

/** What running a call in the demo gave: hits (highlighted with the demo's own marks), or the error text the model would read. */
export type CallOutcome =
  | { readonly kind: "hits"; readonly results: SearchResults<Record<string, unknown>>; readonly marks: HighlightMarks }
  | { readonly kind: "error"; readonly text: string; readonly problems: readonly ProblemPlace[] };

/** The text a model reads for a thrown error meant for it (`toToolResult()`, as the engine's QueryCostError), or undefined. */
function modelFacingText(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const toToolResult = (error as { toToolResult?: unknown }).toToolResult;
  if (typeof toToolResult !== "function") return undefined;
  const text: unknown = toToolResult.call(error);
  return typeof text === "string" ? text : undefined;
}

/**
 * Parses and executes a call as the model wrote it. Highlights are asked for with the demo's own
 * marks instead of the call's tags, so the page splits fragments on tags nobody else chose. A parse
 * error, or an error the search throws with `toToolResult()` (a call over the engine's work
 * budget), is the text the model would read; any other thrown error is shown as an internal error.
 */
export function runCall(
  index: SearchIndex<DocumentDefinition>,
  text: string,
  options: { readonly explain?: boolean; readonly marks?: HighlightMarks } = {},
): CallOutcome {
  try {
    const parsed = index.tryParse(text);
    if (!parsed.ok) return { kind: "error", text: parsed.error.toToolResult(), problems: parsed.error.problems };
    const marks = options.marks ?? demoMarks();
    const checked = parsed.query.query;
    const query =
      checked.highlight === undefined ? parsed.query : index.prepare({ ...checked, highlight: { ...checked.highlight, ...marks } });
    const results = query.execute({ explain: options.explain === true }) as SearchResults<Record<string, unknown>>;
    return { kind: "hits", results, marks };
  } catch (error) {
    const message = modelFacingText(error);
    if (message !== undefined) return { kind: "error", text: message, problems: [] };
    return {
      kind: "error",
      text: `The search failed with an internal error: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      problems: [],
    };
  }
}
