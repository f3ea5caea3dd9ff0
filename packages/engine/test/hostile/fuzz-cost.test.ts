/**
 * Issue 15's contract under random hostile calls: over an index with long and adversarial values,
 * every call to `trySearch` answers with results whose scores are all finite, or with a
 * `QueryParseError` or `QueryCostError` — never a throw, a NaN or an infinity — and none runs away
 * (timings belong to the bench's hostile part, tools/bench: its fuzz reports the slowest call; a
 * call that ran away would trip this test's timeout).
 * The calls and the collection come from `@oneindex/hostile` (tools/hostile), which the bench's
 * hostile part uses too. Seed: ONEINDEX_SEED or random, printed with every failure.
 */
import { describe, expect, it } from "vitest";
import { QueryParseError } from "@oneindex/parser";
import { isQueryCostError, SearchIndex } from "../../src/index.js";
import { Random, runSeed } from "../reference/random.js";
import { HostileCallGenerator, HOSTILE_DEFINITION, hostileCorpus } from "@oneindex/hostile";

const SEED = runSeed();
const CALLS = 1_500;
const MAX_REPORTED = 5;

type Verdict = "results" | "parse" | "cost";

/** What broke the contract, or the kind of answer that kept it. */
function judge(index: SearchIndex<typeof HOSTILE_DEFINITION>, args: unknown): Verdict | string {
  let answer: ReturnType<typeof index.trySearch>;
  try {
    answer = index.trySearch(args);
  } catch (error) {
    return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
  if (answer.ok) {
    const bad = answer.results.hits.find((h) => typeof h.score !== "number" || !Number.isFinite(h.score));
    return bad === undefined ? "results" : `hit ${JSON.stringify(bad.id)} has the score ${String(bad.score)}`;
  }
  if (isQueryCostError(answer.error)) return "cost";
  if (answer.error instanceof QueryParseError) return "parse";
  return `returned an error that is neither QueryParseError nor QueryCostError: ${String(answer.error)}`;
}

describe(`hostile calls (seed ${SEED})`, () => {
  it("answer with finite scores or a documented error, never a throw, a NaN or an infinity", { timeout: 600_000 }, () => {
    const { docs, vocabulary } = hostileCorpus(new Random(SEED), { documents: 3_000, longScale: 0.25 });
    const index = new SearchIndex(HOSTILE_DEFINITION);
    index.add(docs as never);
    const calls = new HostileCallGenerator(new Random(SEED + 1), vocabulary);
    const counts: Record<Verdict, number> = { results: 0, parse: 0, cost: 0 };
    const failures: string[] = [];
    for (let i = 0; i < CALLS; i++) {
      const args = calls.call();
      const verdict = judge(index, args);
      const problems: string[] = [];
      if (verdict === "results" || verdict === "parse" || verdict === "cost") counts[verdict]++;
      else problems.push(verdict);
      if (problems.length > 0)
        failures.push(`call ${i}: ${problems.join("; ")}\n  ${(typeof args === "string" ? args : JSON.stringify(args)).slice(0, 600)}`);
    }
    const report = `${failures.length} of ${CALLS} calls broke the contract (ONEINDEX_SEED=${SEED} reproduces them):\n${failures.slice(0, MAX_REPORTED).join("\n")}`;
    expect(failures.length === 0 ? "" : report).toBe("");
    // The generator reaches both sides of the parser, so the oracle judged real searches.
    expect(counts.results).toBeGreaterThan(CALLS / 5);
    expect(counts.parse).toBeGreaterThan(CALLS / 20);
  });
});
