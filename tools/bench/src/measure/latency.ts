// Query latency: warm-up first, then repeated rounds over the same seeded queries.
import type { BenchQuery, BuiltIndex } from "../engines/engine.js";
import { median, quantile } from "./stats.js";

/** Latency of one query kind on one engine. */
export interface LatencyResult {
  readonly queries: number;
  readonly rounds: number;
  /** Median over rounds of the per-round median latency, in ms. */
  readonly medianMs: number;
  /** Median over rounds of the per-round 99th percentile, in ms. */
  readonly p99Ms: number;
  /** Median over rounds of queries per second (one after another, one thread). */
  readonly qps: number;
  /** Queries that returned at least one hit (a check that the engine answered). */
  readonly withHits: number;
}

/** Runs `queries` once to warm up, then `rounds` timed rounds. */
export async function measureLatency(index: BuiltIndex, queries: readonly BenchQuery[], rounds: number, k = 10): Promise<LatencyResult> {
  let withHits = 0;
  for (const q of queries) {
    const r = index.search(q, k);
    const hits = r instanceof Promise ? await r : r;
    if (hits.length > 0) withHits++;
  }
  const medians: number[] = [];
  const p99s: number[] = [];
  const qps: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const times: number[] = [];
    const start = process.hrtime.bigint();
    for (const q of queries) {
      const t0 = process.hrtime.bigint();
      const r = index.search(q, k);
      if (r instanceof Promise) await r;
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const total = Number(process.hrtime.bigint() - start) / 1e9;
    medians.push(median(times));
    p99s.push(quantile(times, 0.99));
    qps.push(queries.length / total);
  }
  return { queries: queries.length, rounds, medianMs: median(medians), p99Ms: median(p99s), qps: median(qps), withHits };
}
