import type { ProblemPlace } from "../search/run-call.js";

/** The three string-language boxes and the path of the string each one fills in the call. */
export const BOXES = [
  { name: "q", path: "/q" },
  { name: "filter", path: "/filter" },
  { name: "strict", path: "/query/query" },
] as const;

export type BoxName = (typeof BOXES)[number]["name"];
export type BoxValues = Readonly<Record<BoxName, string>>;

/** The call the boxes send: each non-empty box as its string, `strict` as a strict query node. */
export function boxCall(values: BoxValues): Record<string, unknown> {
  const args: Record<string, unknown> = { v: 1, highlight: true };
  const q = values.q.trim();
  const filter = values.filter.trim();
  const strict = values.strict.trim();
  if (q !== "") args["q"] = q;
  if (filter !== "") args["filter"] = filter;
  if (strict !== "") args["query"] = { type: "strict", query: strict };
  return args;
}

/** A problem inside one box's string: the span to mark (in the trimmed text the call sends) and the message. */
export interface BoxProblem {
  readonly from: number;
  readonly to: number;
  readonly message: string;
}

/**
 * The parser's problems of a boxes call, by box: a problem at or under a box's path belongs to it,
 * at the offset the parser gives inside the string (the whole string when it gives none). Problems
 * elsewhere in the call are left out (the boxes make the rest of the call themselves).
 */
export function boxProblems(problems: readonly ProblemPlace[], values: BoxValues): Record<BoxName, BoxProblem[]> {
  const out: Record<BoxName, BoxProblem[]> = { q: [], filter: [], strict: [] };
  for (const problem of problems) {
    const box = BOXES.find((b) => problem.path === b.path || problem.path.startsWith(`${b.path}/`));
    if (box === undefined) continue;
    const length = values[box.name].trim().length;
    const from = Math.min(problem.offset ?? 0, length);
    const to = problem.offset === undefined ? length : Math.min(length, from + Math.max(1, problem.length ?? 1));
    out[box.name].push({ from, to: Math.max(to, from), message: problem.message });
  }
  return out;
}
