// The build and latency jobs. The full run gives each one a fresh process (fair heap numbers, no
// engine warming another's JIT): `node --expose-gc --import tsx src/child.ts '<job JSON>'`. A build
// job prints one JSON line with its result; a latency job builds the engine's indexes, then serves
// warm-up and timed-round requests from the lockstep driver (src/measure/lockstep.ts) over
// stdin/stdout, one JSON line each, until its stdin closes. The quick run does both in-process.
import { createInterface } from "node:readline";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCities } from "./data/cities.js";
import { loadEarthquakes } from "./data/earthquakes.js";
import { loadWordNet, repeatCorpus } from "./data/wordnet.js";
import { QUERY_CORPUS, QUERY_KINDS, type QueryKind } from "./engines/engine.js";
import { engineByKey } from "./engines/registry.js";
import { timeRound, warmUp, type LatencyResult, type TimedRound, type WarmUp } from "./measure/latency.js";
import { settledHeap } from "./measure/memory.js";
import { generateQueries } from "./measure/queries.js";

/** A build job: index `size` WordNet documents (repeated with varied ids beyond the corpus). */
export interface BuildJob {
  readonly task: "build";
  readonly engine: string;
  readonly size: number;
}
/** A latency job: build WordNet and cities slices and draw the seeded queries, then warm up and time query kinds on request. */
export interface LatencyJob {
  readonly task: "latency";
  readonly engine: string;
  readonly wordnetSize: number;
  readonly citiesSize: number;
  readonly queriesPerKind: number;
  readonly seed: number;
}
export type Job = BuildJob | LatencyJob;

export interface BuildResult {
  readonly buildMs: number;
  /** CPU time (user + system, every thread) of the build: less sensitive than wall time to other load. */
  readonly cpuMs: number;
  readonly heapBytes: number;
  readonly documents: number;
}
/** One engine's latency per query kind, from one process. */
export interface LatencyChildResult {
  readonly perKind: Partial<Record<QueryKind, LatencyResult>>;
}

/** An engine's built indexes and seeded queries, measured one step at a time (warm-up, then timed rounds) by the lockstep driver. */
export interface LatencySubject {
  /** The query kinds the engine runs (natively or approximated). */
  readonly kinds: readonly QueryKind[];
  /** Untimed passes over the kind's queries (see measure/latency.ts). */
  warm(kind: QueryKind, warmUpMs: number): Promise<WarmUp>;
  /** One timed pass over the kind's queries, after untimed ones for `settleMs` (see measure/lockstep.ts). */
  round(kind: QueryKind, settleMs: number): Promise<TimedRound>;
}

/** The built index, held so it stays reachable while its heap is measured. */
// biome-ignore lint/correctness/noUnusedVariables: written only to keep the index alive
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

/** Builds the engine's WordNet, cities and earthquakes indexes and draws the queries of a latency job. */
export async function latencySubject(job: LatencyJob): Promise<LatencySubject> {
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
  const K = 10;
  return {
    kinds: QUERY_KINDS.filter((kind) => engine.support[kind].level !== "unsupported"),
    warm: (kind, warmUpMs) => warmUp(indexes[QUERY_CORPUS[kind]], queries[kind], K, warmUpMs),
    round: (kind, settleMs) => timeRound(indexes[QUERY_CORPUS[kind]], queries[kind], K, settleMs),
  };
}

/** A request of the lockstep driver. */
export type LatencyRequest =
  | { readonly op: "warm"; readonly kind: QueryKind; readonly warmUpMs: number }
  | { readonly op: "round"; readonly kind: QueryKind; readonly settleMs: number };

/** Marks the child's answer lines on stdout (an engine printing something of its own cannot be taken for one). */
export const ANSWER_MARK = "@@bench ";

/** Serves a latency job: one answer line when the indexes are built (the kinds), then one per request, until stdin closes. */
async function serveLatency(job: LatencyJob): Promise<void> {
  const subject = await latencySubject(job);
  const answer = (value: unknown) => process.stdout.write(`${ANSWER_MARK}${JSON.stringify(value)}\n`);
  answer({ kinds: subject.kinds });
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === "") continue;
    const request = JSON.parse(line) as LatencyRequest;
    answer(
      request.op === "warm" ? await subject.warm(request.kind, request.warmUpMs) : await subject.round(request.kind, request.settleMs),
    );
  }
}

/** Runs a build job in this process. */
export async function runJob(job: BuildJob): Promise<BuildResult> {
  const result = await runBuild(job);
  keep = undefined;
  return result;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const job = JSON.parse(process.argv[2] ?? "{}") as Job;
  if (job.task === "latency") await serveLatency(job);
  else process.stdout.write(`\n${JSON.stringify(await runJob(job))}\n`);
}
