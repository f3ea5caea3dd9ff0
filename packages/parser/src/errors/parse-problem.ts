import type { ProblemCode } from "./messages.js";

/**
 * One problem found while parsing a tool call: data, not prose. The wording is made from it in
 * one place (`errors/messages.ts`), so every problem of a code reads the same.
 */
export interface ParseProblem {
  /** A stable code, e.g. `unknown-field`: a key of `MESSAGES`. */
  readonly code: ProblemCode;
  /** JSON Pointer into the arguments (`/query/must/1/field`); for string languages, the path of the string. */
  readonly path: string;
  /** For string languages: the character offset inside the string (UTF-16 code units, 0-based). For JSON text: see `inputOffset`. */
  readonly offset?: number;
  /** For string languages: how many characters the problem spans. */
  readonly length?: number;
  /** What was expected, in words (`one of "asc", "desc"`). */
  readonly expected?: string;
  /** What was found, in words (`the string "ascending"`). */
  readonly found?: string;
  /** The nearest valid name, for a misspelt property, node type, field, function, enum value or operator. */
  readonly suggestion?: string;
  /** A short extra hint, e.g. for an Elasticsearch habit (`"size" is Elasticsearch's name; here it is "limit"`). */
  readonly hint?: string;
  /** When the arguments were JSON text: the offset (UTF-16 code units) in that text of the value at `path`. */
  readonly inputOffset?: number;
  /** The full message: path, what was expected, what was found, and the suggestion. */
  readonly message: string;
}
