// The baseline beside main (issue 35): the adapter over a build loaded by file URL, the
// preparation's failures as reasons, and the floors and report rows judged from both engines.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { baselineAdapter, type BaselineEngine } from "../src/baseline/baseline-engine.js";
import { prepareBaseline } from "../src/baseline/prepare-baseline.js";
import { loadCities } from "../src/data/cities.js";
import { loadEarthquakes } from "../src/data/earthquakes.js";
import { loadWordNet } from "../src/data/wordnet.js";
import { oneIndexAdapter } from "../src/engines/oneindex.js";
import { engineByKey } from "../src/engines/registry.js";
import { generateQueries } from "../src/measure/queries.js";
import { renderBaseline } from "../src/report/baseline.js";
import { judgeFloors } from "../src/report/floors.js";
import { renderMarkdown } from "../src/report/markdown.js";
import type { BenchResults } from "../src/results.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** Main's own build posing as a baseline: the adapter must load it by file URL and answer as `oneindex` does. */
const selfAsBaseline: BaselineEngine = {
  key: "oneindex@self",
  commit: "0".repeat(40),
  short: "self",
  moduleUrl: pathToFileURL(join(repoRoot, "packages", "oneindex", "dist", "index.js")).href,
  unsupported: { phrase: "no phrase here" },
};

describe("the baseline's adapter", () => {
  it("loads a build by file URL and answers the same query JSON with the same hits as oneindex", async () => {
    const docs = loadWordNet().slice(0, 1_500);
    const queries = generateQueries(docs, loadCities().slice(0, 100), loadEarthquakes(), 5, 3);
    const adapter = engineByKey(selfAsBaseline.key, selfAsBaseline);
    await adapter.ready?.();
    const theirs = await adapter.buildWordNet(docs);
    const ours = await oneIndexAdapter.buildWordNet(docs);
    let hits = 0;
    for (const q of [...queries.single, ...queries.twoOr, ...queries.prefix]) {
      const got = await ours.search(q, 10);
      expect(await theirs.search(q, 10)).toEqual(got);
      hits += got.length;
    }
    expect(hits).toBeGreaterThan(0);
  });

  it("marks a kind its API refused as unsupported, with what it said", () => {
    const adapter = baselineAdapter(selfAsBaseline);
    expect(adapter.support.phrase).toEqual({ level: "unsupported", note: "self's API refused the query: no phrase here" });
    expect(adapter.support.single.level).toBe("native");
    expect(adapter.setup).toBe("baseline self");
  });
});

describe("preparing a baseline", () => {
  const quiet = () => undefined;
  it("reports a revision git cannot resolve as a reason, not a throw", async () => {
    const { info, engine } = await prepareBaseline("no-such-rev-35", repoRoot, quiet);
    expect(engine).toBeUndefined();
    expect(info.status).toBe("failed");
    expect(info.reason).toMatch(/git cannot resolve no-such-rev-35/);
  });
  it("refuses a prebuilt tree at another commit", async () => {
    const { info, engine } = await prepareBaseline("HEAD~1", repoRoot, quiet, repoRoot);
    expect(engine).toBeUndefined();
    expect(info.reason).toMatch(/is at [0-9a-f]{40}, not HEAD~1/);
  });
});

describe("issue 35's floors and the baseline section", () => {
  const lat = (medianMs: number) => ({
    queries: 1,
    rounds: 1,
    warmUpPasses: 3,
    medianMs,
    p99Ms: 1,
    qps: 1,
    cpuQps: 1,
    withHits: 1,
    perRound: [{ medianMs, p99Ms: 1, qps: 1, cpuQps: 1 }],
  });
  const row = (engine: string, documents: number, cpuMs: number, heapMiB: number) => ({
    engine,
    documents,
    runs: 1,
    buildMs: cpuMs,
    cpuMs,
    heapBytes: heapMiB * 2 ** 20,
    samples: [],
  });
  const key = "oneindex@64de4d0";
  const base = {
    ranking: {},
    latency: {
      oneindex: { single: lat(0.003), twoOr: lat(0.01) },
      [key]: { single: lat(0.004), twoOr: lat(0.012) },
      "minisearch-defaults": { single: lat(0.03), twoOr: lat(0.07) },
      "flexsearch-defaults": { single: lat(0.0025) },
    },
    latencySetup: { wordnetDocuments: 100, citiesDocuments: 10, queriesPerKind: 1, rounds: 1, processes: 1 },
    corpus: { wordnet: 100, cities: 10, cranfield: 0 },
    build: [
      row("oneindex", 100, 10, 60),
      row(key, 100, 12, 70),
      row("minisearch-english", 100, 20, 100),
      row("oneindex", 1_000, 100, 400),
      row(key, 1_000, 90, 420),
    ],
    parse: { oneIndexMissing: "not run" },
    configurations: [],
    baseline: { rev: "64de4d0", status: "reused", commit: "64de4d0".padEnd(40, "0"), key, dir: "/tmp/x" },
    firstSearch: {
      documents: 10,
      rows: [
        {
          engine: "oneindex",
          runs: 1,
          buildMs: 1,
          firstMs: 3,
          secondMs: 2,
          nextMedianMs: 1,
          ratio: 1.5,
          coldFirstMs: 9,
          coldSecondMs: 1,
          coldRatio: 9,
          query: "q",
          samples: [],
        },
        {
          engine: key,
          runs: 1,
          buildMs: 1,
          firstMs: 30,
          secondMs: 1,
          nextMedianMs: 1,
          ratio: 30,
          coldFirstMs: 9,
          coldSecondMs: 1,
          coldRatio: 9,
          query: "q",
          samples: [],
        },
      ],
    },
  } as unknown as Omit<BenchResults, "floors">;
  const verdict = (floors: ReturnType<typeof judgeFloors>, start: string) => floors.find((f) => f.floor.startsWith(start));

  it("judges each floor from both engines of the same run", () => {
    const floors = judgeFloors(base);
    expect(verdict(floors, "single word: median latency ≤ 0.12× MiniSearch's")).toMatchObject({ ratio: 0.1, met: true });
    expect(verdict(floors, "single word: median latency ≤ 1.3× FlexSearch's")).toMatchObject({ ratio: 1.2, met: true });
    expect(verdict(floors, "heap after build ≤ 0.65× MiniSearch's")).toMatchObject({ ratio: 0.6, met: true });
    expect(verdict(floors, "1M-document build no slower than 64de4d0's")?.met).toBe(false); // 100 CPU ms against 90
    // The baseline is no peer: the build floor of issue 5 compares with MiniSearch here, not with 64de4d0's 12 ms.
    expect(verdict(floors, "build time no slower than the fastest peer")).toMatchObject({ ratio: 0.5, met: true });
    expect(verdict(floors, "1M-document build heap no larger than 64de4d0's")?.met).toBe(true); // 400 MiB against 420
    const first = verdict(floors, "first search after a build within 2×");
    expect(first).toMatchObject({ ratio: 1.5, met: true });
    expect(first?.measured).toContain("64de4d0: 30.00 ms, 1.00 ms = 30.00×");
  });

  it("gives a floor the baseline's own figure as its reference where the baseline measured it", () => {
    const floors = judgeFloors(base);
    const ref = (start: string) => verdict(floors, start)?.reference;
    expect(ref("single word: median latency ≤ 1/5 of MiniSearch's")).toEqual({ name: "64de4d0", ratio: 0.004 / 0.03 });
    expect(ref("single word: median latency ≤ 0.12× MiniSearch's")).toEqual({ name: "64de4d0", ratio: 0.004 / 0.03 });
    expect(ref("single word: median latency ≤ 1.3× FlexSearch's")).toEqual({ name: "64de4d0", ratio: 0.004 / 0.0025 });
    expect(ref("two words (OR)")).toEqual({ name: "64de4d0", ratio: 0.012 / 0.07 });
    expect(ref("heap after build ≤ 0.65× MiniSearch's")).toEqual({ name: "64de4d0", ratio: 0.7 });
    expect(ref("build time no slower than the fastest peer")).toEqual({ name: "64de4d0", ratio: 12 / 20 });
    // Figures that already compare with the baseline, or whose baseline figure measures something else, have none.
    expect(ref("1M-document build no slower")).toBeUndefined();
    expect(ref("first search after a build")).toBeUndefined();
    expect(judgeFloors({ ...base, baseline: undefined } as unknown as typeof base).some((f) => f.reference !== undefined)).toBe(false);
  });

  it("says why the baseline's floors were not measured when it could not be built", () => {
    const failed = {
      ...base,
      baseline: { rev: "64de4d0", status: "failed", reason: "pnpm install --frozen-lockfile --offline failed" },
    } as const;
    const floors = judgeFloors(failed as unknown as typeof base);
    expect(verdict(floors, "1M-document build no slower")).toMatchObject({ met: "not measured" });
    expect(verdict(floors, "1M-document build no slower")?.measured).toContain("pnpm install --frozen-lockfile --offline failed");
    const md = renderBaseline({ ...(failed as unknown as typeof base), floors }).join("\n");
    expect(md).toContain("could not be measured: pnpm install --frozen-lockfile --offline failed");
  });

  it("renders main beside the baseline with main ÷ baseline for every figure both have", () => {
    const results = { ...base, floors: judgeFloors(base) } as BenchResults;
    const md = renderBaseline(results).join("\n");
    expect(md).toContain("| single word, median ms | 0.0030 | 0.0040 | 0.750× | 0.100× / 0.133× | 1.20× / 1.60× |");
    expect(md).toContain("| heap after the 1,000-document build, MiB | 400.0 | 420.0 | 0.952× |");
    expect(md).toContain("| first search after a build ÷ the second (cities) | 1.50× | 30.00× |");
  });

  it("puts the section in the report of a run with a baseline, and nothing in one without", () => {
    const stored = JSON.parse(readFileSync(join(repoRoot, "tools", "bench", "bench-results.json"), "utf8")) as BenchResults;
    const { baseline: _none, ...without } = stored;
    expect(renderMarkdown(without)).not.toContain("Main beside the baseline");
    expect(renderMarkdown({ ...without, baseline: base.baseline! })).toContain("## Main beside the baseline (issue 35)");
  });
});
