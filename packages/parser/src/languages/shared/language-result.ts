import type { ParseProblem } from "../../errors/parse-problem.js";
import type { QueryNode } from "../../tree/query-tree.js";

/** What a string language gives: the nodes the string means and how many there are, or every problem found (bounded). */
export type LanguageResult = { ok: true; node: QueryNode; nodeCount: number } | { ok: false; problems: ParseProblem[] };
