import type { DocumentDefinition, FieldMap } from "@oneindex/schema";
import { CheckContext } from "../check/context.js";
import { docInfo } from "../check/doc-info.js";
import { EXPECTED, makeProblem, type ProblemData } from "../errors/messages.js";
import { QueryParseError } from "../errors/query-parse-error.js";
import type { JsonValue } from "../json/json-value.js";
import { locateInText } from "../json/locate-in-text.js";
import { readJsonText } from "../json/read-json-text.js";
import { readJsonValue } from "../json/read-json-value.js";
import { checkNode } from "../nodes/check-node.js";
import { checkRoot } from "../root/check-root.js";
import type { CheckedQuery } from "../tree/query-tree.js";
import { resolveParseOptions, type ParseOptions } from "./parse-options.js";

/** The result of {@link tryParseQuery}; `F` is the document's field names. */
export type ParseResult<F extends string = string> =
  | { readonly ok: true; readonly query: CheckedQuery<F> }
  | { readonly ok: false; readonly error: QueryParseError };

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
export function parseQuery<M extends FieldMap>(
  doc: DocumentDefinition<M>,
  input: unknown,
  options?: ParseOptions,
): CheckedQuery<FieldNameOf<M>> {
  const result = tryParseQuery(doc, input, options);
  if (result.ok) return result.query;
  throw result.error;
}

/** As {@link parseQuery}, returning `{ ok: true, query }` or `{ ok: false, error }` instead of throwing. */
export function tryParseQuery<M extends FieldMap>(
  doc: DocumentDefinition<M>,
  input: unknown,
  options?: ParseOptions,
): ParseResult<FieldNameOf<M>> {
  try {
    // The checkers verify every field name against `doc`, so the tree's names are the document's.
    return parse(doc, input, options) as ParseResult<FieldNameOf<M>>;
  } catch (error) {
    // A bug, not a bad input (what the caller's values throw is caught where they are read): still
    // only a QueryParseError leaves. The thrown value is kept as the cause and never read here,
    // since reading it (even `instanceof`) could run a proxy's traps.
    const wrapped = new QueryParseError([
      makeProblem({ code: "internal-error", path: "", found: "an exception (kept as the error's cause)" }),
    ]);
    (wrapped as { cause?: unknown }).cause = error;
    return { ok: false, error: wrapped };
  }
}

function parse(doc: DocumentDefinition, input: unknown, options: ParseOptions | undefined): ParseResult {
  // Array.prototype is an array: an index property defined on it shows in its length. Such a
  // property would take the place of items the checkers and the string languages store with
  // push, so the parser refuses to run rather than build a tree that differs from the input.
  if (Array.prototype.length !== 0)
    return failure(
      [
        {
          code: "unsafe-runtime",
          path: "",
          expected: EXPECTED.plainArrayPrototype,
          found: `Array.prototype with index properties (its length is ${Array.prototype.length})`,
        },
      ],
      0,
      undefined,
    );
  const resolved = resolveParseOptions(options);
  if ("problem" in resolved) {
    const code = resolved.problem.startsWith("unknown detail") ? "bad-option" : "unreadable-value";
    return failure([{ code, path: "", expected: EXPECTED.parseOptions, found: resolved.problem }], 0, undefined);
  }
  const text = typeof input === "string" ? input : undefined;
  const read = text !== undefined ? readJsonText(text) : readJsonValue(input);
  if (!read.ok) return failure(read.problems, read.omitted ?? 0, text);
  const ctx = new CheckContext(docInfo(doc, resolved.detail), resolved, checkNode);
  const query = checkRoot(ctx, read.value);
  if (query === undefined || ctx.errors > 0) return failure(ctx.problems, ctx.errors - ctx.problems.length, text, ctx.incomplete);
  return { ok: true, query };
}

/** Words the problems; for JSON text, places each at the offset of the value its path names (a property that should not be there: at its name). */
function failure(problems: readonly ProblemData[], omitted: number, text: string | undefined, incomplete = false): ParseResult {
  const placed =
    text === undefined ? problems : problems.map((p) => (p.inputOffset !== undefined ? p : { ...p, inputOffset: placeOf(text, p) }));
  return { ok: false, error: new QueryParseError(placed.map(makeProblem), omitted, incomplete) };
}

/** Where a problem sits in the text: one walk along its path (at most `maxProblems` walks per call). */
function placeOf(text: string, p: ProblemData): number {
  const location = locateInText(text, p.path);
  return p.code === "unknown-property" && location.key !== undefined ? location.key : location.value;
}

export type { JsonValue };
