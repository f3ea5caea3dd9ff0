// What one hostile call ended with, by the contract of issue 15: results whose scores are all
// finite, or a QueryParseError / QueryCostError returned by `trySearch`. Anything else (a throw, a
// NaN or infinite score) is a bug, and the run records it.
import { QueryCostError, QueryParseError } from "oneindex";

/** The end of one call. */
export type Outcome =
  | { readonly kind: "results"; readonly hits: number; readonly total: number; readonly maxScore: number | null }
  | { readonly kind: "cost"; readonly path: string; readonly toolResultBytes: number }
  | { readonly kind: "parse"; readonly code: string; readonly path: string; readonly toolResultBytes: number }
  | { readonly kind: "bug"; readonly message: string };

/** The part of SearchIndex a hostile call uses. */
export interface TrySearch {
  trySearch(
    args: unknown,
    options?: { readonly detail?: "full" },
  ):
    | {
        readonly ok: true;
        readonly results: { readonly hits: readonly { readonly score: number }[]; readonly total: { readonly value: number } };
      }
    | { readonly ok: false; readonly error: unknown };
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");
/** A path as reported: cut to 120 characters (a hostile key can be 60,000). */
const cut = (path: string) => (path.length > 120 ? `${path.slice(0, 120)}… (${path.length.toLocaleString("en-US")} characters)` : path);

/** Classifies what `trySearch` answered (or threw). */
export function outcomeOf(run: () => ReturnType<TrySearch["trySearch"]>): Outcome {
  let answer: ReturnType<TrySearch["trySearch"]>;
  try {
    answer = run();
  } catch (error) {
    return { kind: "bug", message: `trySearch threw ${describeError(error)}` };
  }
  if (answer.ok) {
    let maxScore: number | null = null;
    for (const hit of answer.results.hits) {
      if (typeof hit.score !== "number" || !Number.isFinite(hit.score))
        return { kind: "bug", message: `a hit's score is ${String(hit.score)}, not a finite number` };
      if (maxScore === null || hit.score > maxScore) maxScore = hit.score;
    }
    return { kind: "results", hits: answer.results.hits.length, total: answer.results.total.value, maxScore };
  }
  const error = answer.error;
  if (error instanceof QueryCostError) return { kind: "cost", path: cut(error.path), toolResultBytes: bytes(error.toToolResult()) };
  if (error instanceof QueryParseError)
    return { kind: "parse", code: error.code, path: cut(error.path), toolResultBytes: bytes(error.toToolResult()) };
  return {
    kind: "bug",
    message: `trySearch returned an error that is neither QueryParseError nor QueryCostError: ${describeError(error)}`,
  };
}

/** `Name: message` of anything thrown, cut to 300 characters. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : `a non-Error value ${String(error)}`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** One line for the report: what the call ended with. */
export function describeOutcome(o: Outcome): string {
  switch (o.kind) {
    case "results":
      return `${o.hits} hits of ${o.total}, top score ${o.maxScore === null ? "—" : o.maxScore.toPrecision(4)}`;
    case "cost":
      return `QueryCostError at ${o.path === "" ? "the root" : o.path} (tool result ${o.toolResultBytes.toLocaleString("en-US")} bytes)`;
    case "parse":
      return `QueryParseError ${o.code} at ${o.path === "" ? "the root" : o.path} (tool result ${o.toolResultBytes.toLocaleString("en-US")} bytes)`;
    case "bug":
      return `BUG: ${o.message}`;
  }
}
