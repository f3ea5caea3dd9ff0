import { describe, expect, it } from "vitest";
import type { RegexAst } from "@oneindex/parser";
import { printRegex } from "./generate-query.js";
import { Random } from "./random.js";
import { regexMatchesWhole } from "./regex-matcher.js";

const ch = (c: string): RegexAst => ({ type: "char", codePoint: c.codePointAt(0)! });
const cat = (...items: RegexAst[]): RegexAst => ({ type: "concat", items });

describe("reference regex matcher", () => {
  it("matches whole terms only", () => {
    const abc = cat(ch("a"), { type: "any" }, ch("c"));
    expect(regexMatchesWhole(abc, "abc")).toBe(true);
    expect(regexMatchesWhole(abc, "a𝒳c")).toBe(true); // `.` is one code point
    expect(regexMatchesWhole(abc, "abcd")).toBe(false);
    expect(regexMatchesWhole(abc, "xabc")).toBe(false);
  });

  it("handles classes, alternation, empty and repeats", () => {
    const cls: RegexAst = { type: "class", ranges: [[0x61, 0x63]], negated: true };
    expect(regexMatchesWhole(cls, "d")).toBe(true);
    expect(regexMatchesWhole(cls, "b")).toBe(false);
    expect(regexMatchesWhole({ type: "alt", items: [ch("a"), { type: "empty" }] }, "")).toBe(true);
    const star: RegexAst = { type: "repeat", item: cat(ch("a"), ch("b")), min: 0 };
    expect(regexMatchesWhole(star, "")).toBe(true);
    expect(regexMatchesWhole(star, "ababab")).toBe(true);
    expect(regexMatchesWhole(star, "ababa")).toBe(false);
    const bounded: RegexAst = { type: "repeat", item: ch("a"), min: 2, max: 3 };
    expect(["a", "aa", "aaa", "aaaa"].map((s) => regexMatchesWhole(bounded, s))).toEqual([false, true, true, false]);
    const emptyStar: RegexAst = { type: "repeat", item: { type: "alt", items: [ch("a"), { type: "empty" }] }, min: 3 };
    expect(regexMatchesWhole(emptyStar, "a")).toBe(true);
  });

  it("agrees with JavaScript's RegExp on generated (never model-written) patterns", () => {
    const r = new Random(20261202);
    const alphabet = ["a", "b", "c", "é", "𝒳"];
    const gen = (depth: number): RegexAst => {
      const roll = r.int(0, depth > 2 ? 2 : 5);
      if (roll === 0) return ch(r.pick(alphabet));
      if (roll === 1) return { type: "any" };
      if (roll === 2) return { type: "class", ranges: [[0x61, 0x62]], negated: r.chance(0.5) };
      if (roll === 3) return cat(gen(depth + 1), gen(depth + 1));
      if (roll === 4) return { type: "alt", items: [gen(depth + 1), gen(depth + 1)] };
      return { type: "repeat", item: gen(depth + 1), min: r.int(0, 2), ...(r.chance(0.5) ? { max: r.int(2, 3) } : {}) };
    };
    let matches = 0;
    for (let i = 0; i < 300; i++) {
      const ast = gen(0);
      const re = new RegExp(`^(?:${printRegex(ast)})$`, "u");
      for (let j = 0; j < 10; j++) {
        const s = r.many(alphabet, r.int(0, 4)).join("");
        const expected = re.test(s);
        if (expected) matches++;
        expect(regexMatchesWhole(ast, s), `${printRegex(ast)} on ${JSON.stringify(s)}`).toBe(expected);
      }
    }
    expect(matches).toBeGreaterThan(100);
  });
});
