// The hostile part's pieces on small inputs: the outcome contract, the call sizes, the
// report with and without the part (no timing: timings belong to `pnpm bench`).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { QueryParseError, SearchIndex } from "oneindex";
import { describe, expect, it } from "vitest";
import { commonWords, longKeyCall, URL_DEFINITION } from "../src/hostile/cases.js";
import { HostileCallGenerator, hostileCorpus } from "@oneindex/hostile";
import type { HostileResult } from "../src/hostile/hostile-result.js";
import { outcomeOf, type TrySearch } from "../src/hostile/outcome.js";
import { quickChecks } from "../src/quick-checks.js";
import { seededRandom } from "../src/measure/rng.js";
import { renderMarkdown } from "../src/report/markdown.js";
import type { BenchResults } from "../src/results.js";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("hostile outcomes", () => {
  const index = new SearchIndex(URL_DEFINITION) as unknown as TrySearch & { add(d: object[]): void };
  index.add([{ id: "a", url: "https://a.example/", n: 1 }]);
  const fake = (answer: () => ReturnType<TrySearch["trySearch"]>) => () => answer();

  it("takes finite results and the documented errors as kept contracts", () => {
    expect(outcomeOf(() => index.trySearch({ v: 1, query: { type: "term", field: "url", value: "https://a.example/" } }))).toMatchObject({
      kind: "results",
      hits: 1,
      total: 1,
    });
    const parse = outcomeOf(() => index.trySearch({ v: 1, size: 3 }));
    expect(parse).toMatchObject({ kind: "parse", code: "unknown-property", path: "/size" });
    expect(parse.kind === "parse" && parse.toolResultBytes > 0).toBe(true);
  });
  it("flags a throw, a foreign error and a non-finite score as bugs", () => {
    expect(
      outcomeOf(
        fake(() => {
          throw new TypeError("x is undefined");
        }),
      ),
    ).toEqual({ kind: "bug", message: "trySearch threw TypeError: x is undefined" });
    expect(outcomeOf(fake(() => ({ ok: false, error: new RangeError("deep") })))).toMatchObject({ kind: "bug" });
    for (const score of [Number.NaN, Number.POSITIVE_INFINITY, -Infinity]) {
      expect(outcomeOf(fake(() => ({ ok: true, results: { hits: [{ score: 1 }, { score }], total: { value: 2 } } })))).toMatchObject({
        kind: "bug",
      });
    }
    expect(outcomeOf(fake(() => ({ ok: false, error: new QueryParseError([]) })))).toMatchObject({ kind: "parse" });
  });
  it("cuts a 60,000-character path in what it keeps", () => {
    const o = outcomeOf(() => index.trySearch(`{"v":1,"${"k".repeat(60_000)}":1}`));
    expect(o.kind).toBe("parse");
    expect(o.kind === "parse" && o.path.length < 200 && o.path.includes("60,001 characters")).toBe(true);
  });
});

describe("hostile calls", () => {
  it("builds the issue's case-1 call at exactly 65,412 characters", () => {
    const { text, value } = longKeyCall();
    expect(text).toHaveLength(65_412);
    expect(JSON.parse(text)).toEqual(value);
  });
  it("takes the words of the most documents", () => {
    expect(commonWords(["the wing and the flow", "The flow", "a wing flow"]).slice(0, 3)).toEqual(["flow", "the", "wing"]);
  });
  it("draws the same calls from the same seed, over every node kind", () => {
    const draw = () => {
      const { vocabulary } = hostileCorpus({ next: seededRandom(5) }, { documents: 50, longScale: 0.001 });
      const g = new HostileCallGenerator({ next: seededRandom(6) }, vocabulary);
      return Array.from({ length: 300 }, () => g.call());
    };
    const calls = draw();
    expect(calls).toEqual(draw());
    const text = calls.map((c) => (typeof c === "string" ? c : JSON.stringify(c))).join("\n");
    for (const type of [
      "term",
      "phrase",
      "prefix",
      "fuzzy",
      "regex",
      "multiFieldTerm",
      "range",
      "exists",
      "matchAll",
      "text",
      "strict",
      "bool",
      "functionScore",
    ])
      expect(text).toContain(`"type":"${type}"`);
  });
});

const hostile: HostileResult = {
  mode: "quick",
  generatedAt: "2026-12-04T00:00:00.000Z",
  caseGoalMs: 200,
  fuzzGoalMs: 50,
  timeoutMs: 10_000,
  cases: [
    { id: "a", item: 2, label: "regex `(a|b)*`", documents: 10, reps: 0, timedOut: true },
    {
      id: "b",
      item: 7,
      label: "gauss case",
      documents: 10,
      reps: 3,
      medianMs: 5,
      maxMs: 6,
      timedOut: false,
      outcome: { kind: "bug", message: "a hit's score is NaN, not a finite number" },
    },
  ],
  fuzz: {
    seed: 1,
    calls: 10,
    timed: 9,
    corpus: { documents: 10, longScale: 1 },
    medianMs: 1,
    p99Ms: 2,
    p999Ms: 3,
    maxMs: 4,
    counts: { results: 5, cost: 1, parse: 3, bug: 0 },
    parseCodes: { "too-long": 3 },
    bugs: [],
    slowest: [
      {
        index: 4,
        ms: 4,
        json: `{"v":1,"q":"${"x".repeat(900)}"}`,
        outcome: { kind: "results", hits: 1, total: 1, maxScore: 1 },
        replayMs: 1.25,
      },
    ],
    hung: [{ index: 7, json: '{"v":1,"query":{"type":"regex","field":"url","pattern":"a|b"}}' }],
    wallSeconds: 1,
  },
  errors: ["hostile b: a hit's score is NaN, not a finite number"],
};

describe("hostile report", () => {
  const stored = JSON.parse(readFileSync(join(packageDir, "bench-results.json"), "utf8")) as BenchResults;
  it("renders results written before the part existed, without the section", () => {
    // The committed results may hold the part by now: drop it to stand for a file written before.
    const { hostile: _omitted, ...before } = stored;
    expect(renderMarkdown(before)).not.toContain("Hostile input");
  });
  it("renders the cases, timeouts, the fuzz and its slowest call cut to 500 characters", () => {
    const md = renderMarkdown({ ...stored, hostile });
    expect(md).toContain("## Hostile input (issue 15)");
    expect(md).toContain("> 10,000 (timed out)");
    expect(md).toContain("**BUG: a hit's score is NaN, not a finite number**");
    expect(md).toContain("| regex `(a\\|b)*` |");
    expect(md).toContain('"pattern":"a|b"');
    const block = md.slice(md.indexOf("```json") + 8, md.indexOf("```", md.indexOf("```json") + 7) - 1);
    expect(block).toHaveLength(501);
  });
  it("sets each slowest call's replayed median beside its time in the run", () => {
    const md = renderMarkdown({ ...stored, hostile });
    expect(md).toContain("| #4 | 4.00 | 1.25 | 1 hits of 1");
    const { replayMs: _none, ...unreplayed } = hostile.fuzz!.slowest[0]!;
    expect(renderMarkdown({ ...stored, hostile: { ...hostile, fuzz: { ...hostile.fuzz!, slowest: [unreplayed] } } })).not.toContain(
      "replayed median",
    );
  });
  it("fails the quick checks on a contract breach", () => {
    expect(quickChecks({ ...stored, hostile }, [])).toContain("hostile b: a hit's score is NaN, not a finite number");
  });
});
