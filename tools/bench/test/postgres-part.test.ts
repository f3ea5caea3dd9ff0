// `--part postgres` on a small slice (no timing asserted: times belong to `pnpm bench`): the
// engine's and PostgresIndex's answers agree, Cranfield quality is reported for each Postgres
// backend, the checks catch a difference, and the report renders.
import { hasDataSet } from "@oneindex/testdata";
import { describe, expect, it } from "vitest";
import { loadCities } from "../src/data/cities.js";
import { loadCranfield, type Cranfield } from "../src/data/cranfield.js";
import { answerDifferences, measurePostgres } from "../src/postgres/measure-postgres.js";
import { postgresProblems } from "../src/quick-checks.js";
import { renderPostgres } from "../src/report/postgres.js";

describe("comparing a Postgres answer with the engine's", () => {
  const answer = (value: number, relation: "eq" | "gte", ids: string[] = []) => ({
    total: { value, relation },
    hits: ids.map((id, i) => ({ id, score: 2 - i / 10 })),
  });
  it("takes an at-least total as agreeing with any count that reaches it, and names every difference", () => {
    expect(answerDifferences("x", "single", answer(3283, "eq"), answer(1000, "gte"))).toEqual([]);
    expect(answerDifferences("x", "single", answer(999, "eq"), answer(1000, "gte"))).toEqual(["x: at least 1000 matches, engine 999"]);
    expect(answerDifferences("x", "single", answer(12, "eq"), answer(11, "eq"))).toEqual(["x: 11 matches, engine 12"]);
    expect(answerDifferences("x", "filterSort", answer(2, "eq", ["a", "b"]), answer(2, "eq", ["b", "a"]))).toEqual([
      "x: hits b,a, engine a,b",
    ]);
  });
});

describe.skipIf(!hasDataSet("cranfield"))("the postgres part", () => {
  it("measures every case on every backend, the answers equal to the engine's", async () => {
    const full = loadCranfield();
    // A small Cranfield: the documents of the first dev queries' judgements and some others.
    const cranfield: Cranfield = {
      documents: full.documents.slice(0, 300),
      dev: { queries: full.dev.queries.slice(0, 8), qrels: full.dev.qrels },
      test: { queries: full.test.queries.slice(0, 4), qrels: full.test.qrels },
    };
    const cities = loadCities().filter((_, i) => i % 400 === 0);
    const result = await measurePostgres(cities, cranfield, 1, "quick", "test", () => undefined);
    expect(result.backends.slice(0, 2)).toEqual(["engine", "pglite"]);
    expect(result.agreement.mismatches).toEqual([]);
    expect(result.agreement.compared).toBeGreaterThan(0);
    expect(result.rows.filter((r) => r.case === "terms").every((r) => r.matches === cities.length)).toBe(true);
    expect(result.ranking["postgres-pglite"]?.dev.queries).toBe(8);
    expect(result.ranking["postgres-pglite"]?.test).toBeUndefined();
    const problems = postgresProblems(result);
    // On 300 documents and 8 queries nDCG may fall below the full collection's floor: only that may be flagged.
    expect(problems.filter((p) => !p.includes("nDCG"))).toEqual([]);
    const broken = postgresProblems({ ...result, agreement: { compared: 1, mismatches: ['single "san" on pglite: 3 matches, engine 4'] } });
    expect(broken).toContain('postgres: single "san" on pglite: 3 matches, engine 4');
    const section = renderPostgres(result).join("\n");
    expect(section).toContain("## PostgreSQL");
    expect(section).toContain("| postgres-pglite |");
    expect(section).toContain("All held.");
  }, 120_000);
});
