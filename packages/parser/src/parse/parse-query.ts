import type { DocumentDefinition, FieldMap } from "@oneindex/schema";
import { CheckContext } from "../check/context.js";
import { docInfo } from "../check/doc-info.js";
import { makeProblem, type ProblemData } from "../errors/messages.js";
import { QueryParseError } from "../errors/query-parse-error.js";
import type { JsonValue } from "../json/json-value.js";
import { DEFAULT_JSON_LIMITS, readJsonText } from "../json/read-json-text.js";
import { readJsonValue } from "../json/read-json-value.js";
import { checkNode } from "../nodes/check-node.js";
import { checkRoot } from "../root/check-root.js";
import type { CheckedQuery } from "../tree/query-tree.js";
import { resolveParseOptions, type ParseOptions } from "./parse-options.js";

/** The result of {@link tryParseQuery}; `F` is the document's field names. */
export type ParseResult<F extends string = string> = { readonly ok: true; readonly query: CheckedQuery<F> } | { readonly ok: false; readonly error: QueryParseError };

/** The field names of a definition's field map, as a union of string literals (`string` for runtime definitions). */
export type FieldNameOf<M extends FieldMap> = Extract<keyof M, string>;

/**
 * Parses a search-tool call into a checked query tree. `input` is the call's arguments as JSON
 * text (a string) or as an already parsed value. Never throws anything but {@link QueryParseError},
 * whatever the input.
 *
 * @example
 * const query = parseQuery(Invoice, '{"v":1,"query":{"type":"term","field":"customer","value":"acme"}}');
 */
export function parseQuery<M extends FieldMap>(doc: DocumentDefinition<M>, input: unknown, options?: ParseOptions): CheckedQuery<FieldNameOf<M>> {
  const result = tryParseQuery(doc, input, options);
  if (result.ok) return result.query;
  throw result.error;
}

/** As {@link parseQuery}, returning `{ ok: true, query }` or `{ ok: false, error }` instead of throwing. */
export function tryParseQuery<M extends FieldMap>(doc: DocumentDefinition<M>, input: unknown, options?: ParseOptions): ParseResult<FieldNameOf<M>> {
  try {
    // The checkers verify every field name against `doc`, so the tree's names are the document's.
    return parse(doc, input, options) as ParseResult<FieldNameOf<M>>;
  } catch (error) {
    // A bug, not a bad input: still only a QueryParseError leaves, with the cause kept.
    const problem = makeProblem({ code: "internal-error", path: "", found: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : "an exception" });
    const wrapped = new QueryParseError([problem]);
    (wrapped as { cause?: unknown }).cause = error;
    return { ok: false, error: wrapped };
  }
}

function parse(doc: DocumentDefinition, input: unknown, options: ParseOptions | undefined): ParseResult {
  const resolved = resolveParseOptions(options);
  const text = typeof input === "string" ? input : undefined;
  const read = text !== undefined ? readJsonText(text) : readJsonValue(input);
  if (!read.ok) return failure(read.problems, 0, text);
  const ctx = new CheckContext(docInfo(doc), resolved, checkNode);
  const query = checkRoot(ctx, read.value);
  if (query === undefined || ctx.errors > 0) return failure(ctx.problems, ctx.errors - ctx.problems.length, text);
  return { ok: true, query };
}

/** Words the problems; for JSON text, places each at the offset of the value its path names. */
function failure(problems: readonly ProblemData[], omitted: number, text: string | undefined): ParseResult {
  let placed = problems;
  if (text !== undefined && problems.some((p) => p.inputOffset === undefined)) {
    const positions = new Map<string, number>();
    const keyPositions = new Map<string, number>();
    readJsonText(text, DEFAULT_JSON_LIMITS, positions, keyPositions);
    // A property that should not be there is marked at its name, everything else at its value.
    const placeOf = (p: ProblemData) => (p.code === "unknown-property" ? keyPositions.get(p.path) : undefined) ?? offsetOf(positions, p.path);
    placed = problems.map((p) => (p.inputOffset !== undefined ? p : { ...p, inputOffset: placeOf(p) }));
  }
  return { ok: false, error: new QueryParseError(placed.map(makeProblem), omitted) };
}

/** The offset of the value at `path`, or of its nearest ancestor that has one. */
function offsetOf(positions: ReadonlyMap<string, number>, path: string): number {
  let p = path;
  for (;;) {
    const offset = positions.get(p);
    if (offset !== undefined) return offset;
    if (p === "") return 0;
    p = p.slice(0, p.lastIndexOf("/"));
  }
}

export type { JsonValue };
