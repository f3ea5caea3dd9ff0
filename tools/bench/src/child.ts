// The build and latency jobs. The full run gives each one a fresh process (fair heap numbers, no
// engine warming another's JIT): `node --expose-gc --import tsx src/child.ts '<job JSON>'` prints one
// JSON line with the result. The quick run calls runJob in-process.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCities } from "./data/cities.js";
import { loadEarthquakes } from "./data/earthquakes.js";
import { loadWordNet, repeatCorpus } from "./data/wordnet.js";
import { QUERY_CORPUS, QUERY_KINDS, type QueryKind } from "./engines/engine.js";
import { engineByKey } from "./engines/registry.js";
import { measureLatency, type LatencyResult } from "./measure/latency.js";
import { settledHeap } from "./measure/memory.js";
import { generateQueries } from "./measure/queries.js";

/** A build job: index `size` WordNet documents (repeated with varied ids beyond the corpus). */
export interface BuildJob {
  readonly task: "build";
  readonly engine: string;
  readonly size: number;
}
/** A latency job: build WordNet and cities slices, then time every query kind the engine runs. */
export interface LatencyJob {
  readonly task: "latency";
  readonly engine: string;
  readonly wordnetSize: number;
  readonly citiesSize: number;
  readonly queriesPerKind: number;
  readonly rounds: number;
  readonly seed: number;
  /** Warm-up time per query kind (see measureLatency). */
  readonly warmUpMs: number;
}
export type Job = BuildJob | LatencyJob;

export interface BuildResult {
  readonly buildMs: number;
  /** CPU time (user + system, every thread) of the build: less sensitive than wall time to other load. */
  readonly cpuMs: number;
  readonly heapBytes: number;
  readonly documents: number;
}
export interface LatencyChildResult {
  readonly perKind: Partial<Record<QueryKind, LatencyResult>>;
}

let keep: unknown;

async function runBuild(job: BuildJob): Promise<BuildResult> {
  const engine = engineByKey(job.engine);
  const all = loadWordNet();
  const docs = job.size <= all.length ? all.slice(0, job.size) : repeatCorpus(all, job.size);
  const before = settledHeap();
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  keep = await engine.buildWordNet(docs);
  const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const heapBytes = settledHeap() - before;
  if (docs.length === 0) throw new Error("no documents");
  return { buildMs, cpuMs, heapBytes, documents: docs.length };
}

async function runLatency(job: LatencyJob): Promise<LatencyChildResult> {
  const engine = engineByKey(job.engine);
  const wordnet = loadWordNet().slice(0, job.wordnetSize);
  const cities = loadCities().slice(0, job.citiesSize);
  const earthquakes = loadEarthquakes();
  const queries = generateQueries(wordnet, cities, earthquakes, job.queriesPerKind, job.seed);
  const indexes = {
    wordnet: await engine.buildWordNet(wordnet),
    cities: await engine.buildCities(cities),
    earthquakes: await engine.buildEarthquakes(earthquakes),
  };
  const perKind: Partial<Record<QueryKind, LatencyResult>> = {};
  for (const kind of QUERY_KINDS) {
    if (engine.support[kind].level === "unsupported") continue;
    perKind[kind] = await measureLatency(indexes[QUERY_CORPUS[kind]], queries[kind], job.rounds, 10, job.warmUpMs);
  }
  return { perKind };
}

/** Runs one job in this process. */
export async function runJob(job: Job): Promise<BuildResult | LatencyChildResult> {
  const result = job.task === "build" ? await runBuild(job) : await runLatency(job);
  keep = undefined;
  return result;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const job = JSON.parse(process.argv[2] ?? "{}") as Job;
  process.stdout.write(`\n${JSON.stringify(await runJob(job))}\n`);
}
