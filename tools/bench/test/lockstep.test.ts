// The lockstep driver and the timed round, with stand-in engines (no timing is asserted).
import { describe, expect, it } from "vitest";
import type { QueryKind } from "../src/engines/engine.js";
import type { BenchQuery, BuiltIndex } from "../src/engines/engine.js";
import { timeRound, warmUp, type TimedRound } from "../src/measure/latency.js";
import { measureLockstep, startLatencyWorker, type LatencyWorker } from "../src/measure/lockstep.js";
import { judgeFloors } from "../src/report/floors.js";

const ROUND: TimedRound = { medianMs: 1, p99Ms: 2, qps: 3, cpuQps: 4 };

/** A stand-in worker that logs every step as `key:op:kind` into `log`. */
function worker(key: string, kinds: readonly QueryKind[], log: string[], failOn?: string): LatencyWorker {
  return {
    kinds,
    warm: async (kind) => {
      log.push(`${key}:warm:${kind}`);
      if (failOn === `warm:${kind}`) throw new Error("warm-up failed");
      return { queries: 5, passes: 3, withHits: 4 };
    },
    round: async (kind, settleMs) => {
      log.push(`${key}:round:${kind}:${settleMs}`);
      if (failOn === `round:${kind}`) throw new Error("round failed");
      return { ...ROUND, medianMs: key === "a" ? 1 : 2 };
    },
    close: () => undefined,
  };
}

describe("lockstep latency", () => {
  it("warms every engine up, then has them take turns, the order rotated each round", async () => {
    const log: string[] = [];
    const workers = new Map([
      ["a", worker("a", ["single"], log)],
      ["b", worker("b", ["single"], log)],
      ["c", worker("c", ["single"], log)],
    ]);
    const results = await measureLockstep(workers, 3, 0, 7, () => undefined);
    expect(log).toEqual([
      "a:warm:single",
      "b:warm:single",
      "c:warm:single",
      "a:round:single:7",
      "b:round:single:7",
      "c:round:single:7",
      "b:round:single:7",
      "c:round:single:7",
      "a:round:single:7",
      "c:round:single:7",
      "a:round:single:7",
      "b:round:single:7",
    ]);
    const single = results.get("a")?.perKind.single;
    expect(single?.rounds).toBe(3);
    expect(single?.perRound).toHaveLength(3);
    expect(single?.queries).toBe(5);
    expect(single?.withHits).toBe(4);
    expect(single?.warmUpPasses).toBe(3);
    expect(results.get("b")?.perKind.single?.medianMs).toBe(2);
  });

  it("skips the kinds an engine does not run", async () => {
    const log: string[] = [];
    const workers = new Map([
      ["a", worker("a", ["single", "twoOr"], log)],
      ["b", worker("b", ["twoOr"], log)],
    ]);
    const results = await measureLockstep(workers, 1, 0, 0, () => undefined);
    expect(log.filter((l) => l.startsWith("b:"))).toEqual(["b:warm:twoOr", "b:round:twoOr:0"]);
    expect(Object.keys(results.get("b")?.perKind ?? {})).toEqual(["twoOr"]);
    expect(Object.keys(results.get("a")?.perKind ?? {})).toEqual(["single", "twoOr"]);
  });

  it("drops an engine that fails, reports it, and measures the others to the end", async () => {
    const log: string[] = [];
    const errors: string[] = [];
    const workers = new Map([
      ["a", worker("a", ["single", "twoOr"], log)],
      ["b", worker("b", ["single", "twoOr"], log, "round:single")],
    ]);
    const results = await measureLockstep(workers, 2, 0, 0, (key, error) => errors.push(`${key}: ${error.message}`));
    expect(errors).toEqual(["b: round failed"]);
    expect(results.has("b")).toBe(false);
    expect(log.filter((l) => l.startsWith("b:"))).toEqual(["b:warm:single", "b:round:single:0"]);
    expect(results.get("a")?.perKind.twoOr?.rounds).toBe(2);
  });
});

describe("timed rounds", () => {
  const queries: BenchQuery[] = [
    { kind: "single", terms: ["x"] },
    { kind: "single", terms: ["y"] },
  ];
  const counting = () => {
    const index = {
      calls: 0,
      search: (_q: BenchQuery, _k: number) => {
        index.calls++;
        return ["1"];
      },
    };
    return index as BuiltIndex & { calls: number };
  };

  it("times one pass when there is nothing to settle", async () => {
    const index = counting();
    const round = await timeRound(index, queries, 10, 0);
    expect(index.calls).toBe(2);
    expect(round.medianMs).toBeGreaterThanOrEqual(0);
    expect(round.qps).toBeGreaterThan(0);
  });

  it("settles with at least one untimed pass before the timed one", async () => {
    const index = counting();
    await timeRound(index, queries, 10, 1e-9);
    expect(index.calls).toBeGreaterThanOrEqual(4);
    expect(index.calls % 2).toBe(0);
  });

  it("warms up for at least three passes and counts the queries with hits in the first", async () => {
    const index = counting();
    const warm = await warmUp(index, queries, 10, 0);
    expect(warm).toEqual({ queries: 2, passes: 3, withHits: 2 });
    expect(index.calls).toBe(6);
  });
});

describe("floors from lockstep rounds", () => {
  const rounds = (ms: number[]) => ({
    queries: 1,
    rounds: ms.length,
    warmUpPasses: 3,
    medianMs: [...ms].sort((a, b) => a - b)[ms.length >> 1]!,
    p99Ms: 1,
    qps: 1,
    cpuQps: 1,
    withHits: 1,
    perRound: ms.map((m) => ({ medianMs: m, p99Ms: 1, qps: 1, cpuQps: 1 })),
  });
  const results = (ours: number[], theirs: number[]) =>
    ({
      ranking: {},
      latency: { oneindex: { single: rounds(ours) }, "minisearch-defaults": { single: rounds(theirs) } },
      latencySetup: { wordnetDocuments: 10, citiesDocuments: 10, queriesPerKind: 1, rounds: ours.length, processes: 1 },
      corpus: { wordnet: 10, cities: 10, cranfield: 0 },
      build: [],
      parse: { oneIndexMissing: "not run" },
    }) as unknown as Parameters<typeof judgeFloors>[0];

  it("gives the middle half of the round-by-round ratios beside the ratio of medians", () => {
    const single = judgeFloors(results([1, 2, 3, 4], [10, 10, 10, 10])).find((f) => f.floor.startsWith("single word"));
    expect(single?.measured).toContain("round by round 0.20–0.40× (middle half of 4 paired rounds)");
    expect(single?.met).toBe(false);
  });

  it("leaves the spread out when the rounds do not pair up", () => {
    const single = judgeFloors(results([1, 2, 3, 4], [10, 10, 10])).find((f) => f.floor.startsWith("single word"));
    expect(single?.measured).not.toContain("round by round");
  });
});

describe("latency processes", () => {
  it("builds an engine's indexes in a child process and answers warm-ups and rounds over its pipes", async () => {
    const worker = await startLatencyWorker({
      task: "latency",
      engine: "oneindex",
      wordnetSize: 300,
      citiesSize: 300,
      queriesPerKind: 4,
      seed: 7,
    });
    try {
      expect(worker.kinds).toContain("single");
      const only = new Map([["oneindex", { ...worker, kinds: ["single", "twoOr"] as QueryKind[] }]]);
      const results = await measureLockstep(only, 2, 0, 1, (key, error) => {
        throw new Error(`${key}: ${error.message}`);
      });
      const single = results.get("oneindex")?.perKind.single;
      expect(single?.queries).toBe(4);
      expect(single?.warmUpPasses).toBe(3);
      expect(single?.perRound).toHaveLength(2);
      expect(single?.medianMs).toBeGreaterThan(0);
      expect(results.get("oneindex")?.perKind.twoOr?.rounds).toBe(2);
    } finally {
      worker.close();
    }
  });

  it("reports a process that cannot start as an error naming the engine", async () => {
    await expect(
      startLatencyWorker({ task: "latency", engine: "no-such-engine", wordnetSize: 10, citiesSize: 10, queriesPerKind: 1, seed: 1 }),
    ).rejects.toThrow(/latency no-such-engine: the process ended/);
  });
});
