import fc from "fast-check";

const alphabet = ["a", "b", "c", "-", "😀", "é"];
const literal = fc.constantFrom(...alphabet, "\\.", "\\*", "\\(", "\\[", "\\|");
const klass = fc
  .tuple(fc.boolean(), fc.array(fc.constantFrom("a", "b", "c", "a-c", "b-c", "😀", "\\d", "\\w", "\\]"), { minLength: 1, maxLength: 3 }))
  .map(([neg, items]) => `[${neg ? "^" : ""}${items.join("")}]`);
/** Patterns in the intersection of the dialect and JavaScript's (u flag): the same source means the same in both. */
export const { pattern } = fc.letrec((tie) => ({
  // Groups nest at most 3 deep: the oracle, JavaScript's backtracking RegExp, is exponential in nested quantifiers.
  atom: fc.oneof(
    { depthSize: "small", withCrossShrink: true, maxDepth: 3, depthIdentifier: "group" },
    literal,
    fc.constant("."),
    klass,
    fc.constant("\\d"),
    tie("group"),
  ),
  group: tie("pattern").map((p) => `(${p as string})`),
  piece: fc.tuple(tie("atom"), fc.constantFrom("", "", "*", "+", "?", "{2}", "{0,2}", "{1,}", "{0}")).map(([a, q]) => `${a as string}${q}`),
  concat: fc.array(tie("piece"), { maxLength: 4 }).map((items) => (items as string[]).join("")),
  pattern: fc.array(tie("concat"), { minLength: 1, maxLength: 3 }).map((alts) => (alts as string[]).join("|")),
}));
/** Terms over the generated patterns' characters and a few others. */
export const term = fc.array(fc.constantFrom("a", "b", "c", "-", "😀", "é", ".", "1", "_", "]"), { maxLength: 8 }).map((cs) => cs.join(""));
