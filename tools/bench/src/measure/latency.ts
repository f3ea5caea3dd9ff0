// Query latency: warm-up first, then repeated rounds over the same seeded queries.
import type { BenchQuery, BuiltIndex } from "../engines/engine.js";
import { median, quantile } from "./stats.js";

/** Latency of one query kind on one engine. */
export interface LatencyResult {
  readonly queries: number;
  readonly rounds: number;
  /** Untimed passes over the queries before the timed rounds (per process; the most when merged). */
  readonly warmUpPasses: number;
  /** Median over rounds of the per-round median latency, in ms. */
  readonly medianMs: number;
  /** Median over rounds of the per-round 99th percentile, in ms. */
  readonly p99Ms: number;
  /** Median over rounds of queries per second (one after another, one thread). */
  readonly qps: number;
  /** Queries that returned at least one hit (a check that the engine answered). */
  readonly withHits: number;
  /** Per timed round: median ms, p99 ms and qps (so runs in several processes can be merged). */
  readonly perRound: readonly { readonly medianMs: number; readonly p99Ms: number; readonly qps: number; readonly cpuQps: number }[];
  /** Median over rounds of queries per CPU second (user + system): steadier than qps on a busy machine. */
  readonly cpuQps: number;
}

/** Merges the rounds of several runs of the same queries (medians over every round). */
export function mergeLatency(runs: readonly LatencyResult[]): LatencyResult | undefined {
  const first = runs[0];
  if (first === undefined) return undefined;
  const perRound = runs.flatMap((r) => r.perRound);
  return {
    queries: first.queries,
    rounds: perRound.length,
    warmUpPasses: Math.max(...runs.map((r) => r.warmUpPasses ?? WARM_UP_PASSES)),
    medianMs: median(perRound.map((r) => r.medianMs)),
    p99Ms: median(perRound.map((r) => r.p99Ms)),
    qps: median(perRound.map((r) => r.qps)),
    cpuQps: median(perRound.map((r) => r.cpuQps)),
    withHits: Math.min(...runs.map((r) => r.withHits)),
    perRound,
  };
}

/**
 * Untimed passes over the queries before the timed rounds, for every engine alike: at least
 * {@link WARM_UP_PASSES} passes, and more until `warmUpMs` of warm-up have passed (at most
 * {@link MAX_WARM_UP_PASSES}), as JMH warms up for a time rather than a count. A fixed count of
 * passes leaves the JIT half done in engines whose per-query code is larger: V8 optimises a
 * function called once per query after a few thousand calls, so OneIndex's single-word median
 * still fell by half between the third and the tenth pass of 200 queries, while MiniSearch's was
 * flat from the second. What a user's long-running process sees is the steady state.
 */
export const WARM_UP_PASSES = 3;
/** The longest warm-up in passes, for engines so fast that `warmUpMs` would take hundreds. */
export const MAX_WARM_UP_PASSES = 60;
/** Warm-up time per engine and query kind in the full run. */
export const WARM_UP_MS = 1_000;

/** What an untimed warm-up did: its passes over the queries, their number, and how many returned a hit in the first pass. */
export interface WarmUp {
  readonly queries: number;
  readonly passes: number;
  readonly withHits: number;
}

/** One timed round: the median and p99 over its queries, and its throughput. */
export interface TimedRound {
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly qps: number;
  readonly cpuQps: number;
}

/** Untimed passes over `queries` (see {@link WARM_UP_PASSES}). */
export async function warmUp(index: BuiltIndex, queries: readonly BenchQuery[], k: number, warmUpMs: number): Promise<WarmUp> {
  let withHits = 0;
  let passes = 0;
  const warmUpStart = performance.now();
  while (passes < WARM_UP_PASSES || (passes < MAX_WARM_UP_PASSES && performance.now() - warmUpStart < warmUpMs)) {
    for (const q of queries) {
      const r = index.search(q, k);
      const hits = r instanceof Promise ? await r : r;
      if (passes === 0 && hits.length > 0) withHits++;
    }
    passes++;
  }
  return { queries: queries.length, passes, withHits };
}

/**
 * One timed pass over `queries`, each query timed alone, after untimed passes for `settleMs` (at
 * least one when it is above 0, at most {@link MAX_WARM_UP_PASSES}): the timed pass then starts
 * from this engine's steady state, its code and its queries' data in the caches as after the
 * passes before it in an uninterrupted loop (see measure/lockstep.ts).
 */
export async function timeRound(index: BuiltIndex, queries: readonly BenchQuery[], k: number, settleMs = 0): Promise<TimedRound> {
  const settleStart = performance.now();
  for (let pass = 0; settleMs > 0 && pass < MAX_WARM_UP_PASSES && (pass === 0 || performance.now() - settleStart < settleMs); pass++) {
    for (const q of queries) {
      const r = index.search(q, k);
      if (r instanceof Promise) await r;
    }
  }
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (const q of queries) {
    const t0 = process.hrtime.bigint();
    const r = index.search(q, k);
    if (r instanceof Promise) await r;
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const total = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  return {
    medianMs: median(times),
    p99Ms: quantile(times, 0.99),
    qps: queries.length / total,
    cpuQps: queries.length / ((cpu.user + cpu.system) / 1e6),
  };
}

/** The result of a warm-up and the timed rounds after it (medians over the rounds). */
export function latencyOf(warm: WarmUp, rounds: readonly TimedRound[]): LatencyResult {
  return {
    queries: warm.queries,
    rounds: rounds.length,
    warmUpPasses: warm.passes,
    medianMs: median(rounds.map((r) => r.medianMs)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    qps: median(rounds.map((r) => r.qps)),
    cpuQps: median(rounds.map((r) => r.cpuQps)),
    withHits: warm.withHits,
    perRound: rounds,
  };
}
