/** One problem in a document definition or a document. */
export interface DefinitionProblem {
  /** A stable code, e.g. `unknown-kind`. */
  readonly code: string;
  /** A JSON Pointer into the definition (or document) that was checked. */
  readonly path: string;
  /** What is wrong, where, and what would be right. */
  readonly message: string;
}

/** Thrown when a document definition is malformed. Lists every problem found. */
export class DefinitionError extends Error {
  override readonly name = "DefinitionError";
  /** Every problem found, in order. */
  readonly problems: readonly DefinitionProblem[];
  /** The first problem's code. */
  readonly code: string;
  /** The first problem's path. */
  readonly path: string;

  constructor(problems: readonly DefinitionProblem[]) {
    super(problems.map((p) => p.message).join("\n"));
    this.problems = problems;
    this.code = problems[0]?.code ?? "invalid-definition";
    this.path = problems[0]?.path ?? "";
  }
}

/** Escapes one JSON Pointer reference token (RFC 6901). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Joins a JSON Pointer and a token. */
export function pointerJoin(path: string, token: string | number): string {
  return `${path}/${pointerToken(token)}`;
}
