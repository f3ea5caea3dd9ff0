/** What is wrong with one document of a batch: data, worded in one place ({@link problemMessage}). */
export interface DocumentProblem {
  /** Position of the document in the batch given to `add`/`update`/`remove`. */
  readonly index: number;
  /** The document's id when it has a readable one. */
  readonly id?: string | number;
  /** JSON Pointer into the document (`/total`, `/lines/2`); empty for the document itself. */
  readonly path: string;
  /** A stable code. */
  readonly code: DocumentProblemCode;
  /** The full message: which document, which field, what was expected, what was found. */
  readonly message: string;
}

/** Every code a {@link DocumentProblem} can have. */
export type DocumentProblemCode =
  | "not-a-batch"
  | "not-an-object"
  | "missing-id"
  | "invalid-id"
  | "duplicate-id"
  | "id-exists"
  | "id-not-found"
  | "unknown-field"
  | "wrong-type"
  | "not-an-array-field"
  | "unsafe-integer"
  | "not-finite"
  | "invalid-date"
  | "invalid-geo-point"
  | "not-json"
  | "too-deep"
  | "cyclic"
  | "unreadable";

/** The facts a message is made from. */
export interface ProblemFacts {
  readonly index: number;
  readonly id?: string | number;
  readonly path: string;
  readonly code: DocumentProblemCode;
  /** What was expected, in words. */
  readonly expected?: string;
  /** What was found, in words. */
  readonly found?: string;
}

/** The wording of every document problem, in one place. */
export function problemMessage(p: ProblemFacts): string {
  const who = p.id === undefined ? `document ${p.index}` : `document ${p.index} (id ${JSON.stringify(p.id)})`;
  const where = p.path === "" ? who : `${who}, field ${p.path}`;
  const found = p.found === undefined ? "" : `, found ${p.found}`;
  switch (p.code) {
    case "not-a-batch":
      return `the batch must be an array of documents${found}`;
    case "not-an-object":
      return `${where}: expected a document object${found}`;
    case "missing-id":
      return `${where}: the id field is missing (every document needs one)`;
    case "invalid-id":
      return `${where}: expected ${p.expected ?? "an id"}${found}`;
    case "duplicate-id":
      return `${where}: the id ${JSON.stringify(p.id)} appears earlier in the same batch`;
    case "id-exists":
      return `${where}: a document with id ${JSON.stringify(p.id)} is already in the index (use update to replace it)`;
    case "id-not-found":
      return `${where}: no document with id ${JSON.stringify(p.id)} is in the index (use add to insert it)`;
    case "unknown-field":
      return `${where}: the definition has no such field${p.expected === undefined ? "" : ` (did you mean "${p.expected}"?)`}`;
    case "not-an-array-field":
      return `${where}: the field holds one value, found an array`;
    case "wrong-type":
    case "unsafe-integer":
    case "not-finite":
    case "invalid-date":
    case "invalid-geo-point":
    case "not-json":
      return `${where}: expected ${p.expected ?? "a valid value"}${found}`;
    case "too-deep":
      return `${where}: nested too deep: expected ${p.expected ?? "fewer levels of objects and arrays"}`;
    case "cyclic":
      return `${where}: the value contains itself (a cycle), which JSON cannot hold`;
    case "unreadable":
      return `${where}: could not be read: reading it threw ${p.found ?? "an exception"}`;
  }
}

/** Thrown by `add`, `update` and `remove` when a batch is rejected; the index is left exactly as it was. */
export class DocumentError extends Error {
  override readonly name = "DocumentError";
  /** Every problem found (up to a bound), in batch order. */
  readonly problems: readonly DocumentProblem[];
  /** The first problem's code. */
  readonly code: DocumentProblemCode;

  constructor(problems: readonly DocumentProblem[]) {
    super(`the batch was rejected, nothing was changed:\n${problems.map((p) => `- ${p.message}`).join("\n")}`);
    this.problems = problems;
    this.code = problems[0]?.code ?? "not-a-batch";
  }
}

/** Builds a problem with its message. */
export function documentProblem(facts: ProblemFacts): DocumentProblem {
  const problem: { -readonly [K in keyof DocumentProblem]: DocumentProblem[K] } = {
    index: facts.index,
    path: facts.path,
    code: facts.code,
    message: problemMessage(facts),
  };
  if (facts.id !== undefined) problem.id = facts.id;
  return problem;
}
