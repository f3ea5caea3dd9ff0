// The hostile part's child process (`node --import tsx src/hostile/hostile-child.ts '<job JSON>'`),
// so that a call that runs for minutes on an unfixed engine is killed by the driver
// (run-hostile.ts) instead of hanging the bench. It builds the job's index, says "ready", then
// reports each call as it ends: cases one answer line per repetition, the fuzz a start mark before
// every call (the watchdog's heartbeat, naming the call that hangs) and one answer per chunk.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SearchIndex } from "oneindex";
import { seededRandom } from "../measure/rng.js";
import { median } from "../measure/stats.js";
import { HOSTILE_CASES, setupDocuments, type CaseContext, type CaseSetup } from "./cases.js";
import {
  HostileCallGenerator,
  HOSTILE_DEFINITION,
  HostileWrites,
  hostileCorpus,
  type CorpusSize,
  type HostileWrite,
} from "@oneindex/hostile";
import { outcomeOf, type Outcome, type TrySearch } from "./outcome.js";
import { REPLAYS } from "./hostile-result.js";

/** Run cases `reps` times each, in order (each setup's index is built when its first case comes). */
export interface CasesJob {
  readonly task: "cases";
  readonly ids: readonly string[];
  readonly reps: number;
  /** No further repetition of a case once its repetitions took this long in all (at least one runs). */
  readonly caseBudgetMs: number;
  readonly quick: boolean;
}

/** Run fuzz calls `from` … `calls - 1` of the seeded sequence, leaving out `skip` (calls that hung before). */
export interface FuzzJob {
  readonly task: "fuzz";
  readonly seed: number;
  readonly calls: number;
  readonly from: number;
  readonly skip: readonly number[];
  readonly size: CorpusSize;
  readonly chunk: number;
  /** Untimed passes over a few ordinary calls before the first timed one. */
  readonly warmUp: number;
  /** Untimed fuzz calls from another sequence before the timed ones. */
  readonly warmUpFuzz: number;
}
export type HostileJob = CasesJob | FuzzJob;

/** One case repetition. */
export interface CaseAnswer {
  readonly case: string;
  readonly rep: number;
  readonly ms: number;
  readonly outcome: Outcome;
  /** Whether this was the case's last repetition. */
  readonly last: boolean;
}

/** A call worth keeping: the slowest, or one that broke the contract. */
export interface NotedCall {
  readonly index: number;
  readonly ms: number;
  readonly json: string;
  readonly outcome: Outcome;
  /**
   * For the slowest: the median of {@link REPLAYS} runs of the same call in the same process right
   * after its chunk, the call's own cost without what the runtime added that once (a collection of
   * other calls' garbage, a recompilation).
   */
  readonly replayMs?: number;
}

/** The calls `from` … `to - 1` of the fuzz sequence (minus skipped ones). */
export interface FuzzChunk {
  readonly from: number;
  readonly to: number;
  readonly ms: readonly number[];
  readonly counts: Record<Outcome["kind"], number>;
  readonly parseCodes: Record<string, number>;
  readonly bugs: readonly NotedCall[];
  readonly slowest: readonly NotedCall[];
}

export type ChildAnswer =
  /** An index is being built (the watchdog allows the setup time until "ready"). */
  | { readonly building: string }
  | { readonly ready: true; readonly setupMs: number; readonly documents: number }
  | CaseAnswer
  | { readonly chunk: FuzzChunk };

/** Marks answer lines; a start mark is `@@call <index>`. */
export const ANSWER_MARK = "@@bench ";
export const CALL_MARK = "@@call ";
/** How much of a call's JSON is kept. */
export const CALL_JSON_CHARS = 2_000;

const answer = (value: ChildAnswer) => process.stdout.write(`${ANSWER_MARK}${JSON.stringify(value)}\n`);
const elapsedMs = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

/** One call as every timed run makes it (full detail), with its outcome and wall time. */
function timedCall(index: TrySearch, args: unknown): { outcome: Outcome; ms: number } {
  const start = process.hrtime.bigint();
  const outcome = outcomeOf(() => index.trySearch(args, { detail: "full" }));
  return { outcome, ms: elapsedMs(start) };
}

/** The call as JSON text (a string argument already is), cut to `CALL_JSON_CHARS`. */
export function callJson(args: unknown): string {
  const text = typeof args === "string" ? args : JSON.stringify(args);
  return text.length > CALL_JSON_CHARS ? `${text.slice(0, CALL_JSON_CHARS)}…` : text;
}

function runCases(job: CasesJob): void {
  let built: { setup: CaseSetup; index: TrySearch; context: CaseContext } | undefined;
  for (const id of job.ids) {
    const c = HOSTILE_CASES.find((x) => x.id === id);
    if (c === undefined) throw new Error(`no hostile case ${id}`);
    if (built?.setup !== c.setup) {
      built = undefined;
      answer({ building: c.setup });
      const t0 = process.hrtime.bigint();
      const { definition, docs, context } = setupDocuments(c.setup, job.quick);
      const index = new SearchIndex(definition) as unknown as TrySearch & { add(d: readonly object[]): unknown };
      index.add(docs);
      built = { setup: c.setup, index, context };
      answer({ ready: true, setupMs: elapsedMs(t0), documents: docs.length });
    }
    const { index, context } = built;
    const args = c.args(context);
    let spent = 0;
    for (let rep = 0; rep < job.reps && (rep === 0 || spent < job.caseBudgetMs); rep++) {
      const { outcome, ms } = timedCall(index, args);
      spent += ms;
      answer({ case: id, rep, ms, outcome, last: rep + 1 === job.reps || spent >= job.caseBudgetMs });
    }
  }
}

/** The seeded call sequence over the fuzz corpus (the corpus is seeded too, so every process sees the same calls). */
export function fuzzCalls(
  seed: number,
  size: CorpusSize,
): { docs: object[]; next: () => unknown; warmUp: () => unknown; write: () => HostileWrite } {
  const { docs, vocabulary } = hostileCorpus({ next: seededRandom(seed) }, size);
  const calls = new HostileCallGenerator({ next: seededRandom(seed + 1) }, vocabulary);
  // Another sequence over the same corpus, for warming up: none of its calls is one of the timed ones.
  const warmUps = new HostileCallGenerator({ next: seededRandom(seed + 2) }, vocabulary);
  // The writes between calls (issue 32): their own sequence, so the calls stay the same.
  const writes = new HostileWrites({ next: seededRandom(seed + 4) }, [...docs], vocabulary.words);
  return { docs, next: () => calls.call(), warmUp: () => warmUps.call(), write: () => writes.write() };
}

/** A write (add, update or remove) before every this many fuzz calls. */
export const WRITE_EVERY = 50;

/** The index a fuzz job writes to. */
type WritableIndex = TrySearch & {
  add(d: readonly object[]): unknown;
  update(d: readonly object[]): unknown;
  remove(ids: readonly string[]): unknown;
};

function applyWrite(index: WritableIndex, write: HostileWrite): void {
  if (write.kind === "remove") index.remove(write.ids);
  else if (write.kind === "add") index.add(write.docs);
  else index.update(write.docs);
}

/**
 * Ordinary calls of every kind, run untimed `warmUp` times each before the fuzz so its first calls
 * do not pay for compiling the engine: every node kind, and every aggregation kind over single- and
 * multi-valued fields (the list predated aggregations).
 */
const WARM_UP_CALLS: readonly object[] = [
  {
    v: 1,
    limit: 0,
    aggs: {
      t: { type: "terms", field: "tags", size: 5, aggs: { s: { type: "stats", field: "xs" } } },
      u: { type: "terms", field: "url", size: 5 },
      h: { type: "histogram", field: "xs", interval: 10 },
      d: { type: "dateHistogram", field: "at", interval: "month" },
      r: { type: "range", field: "n", ranges: [{ to: 10 }, { from: 10 }] },
      g: { type: "geoDistance", field: "spots", origin: { lat: 0, lng: 0 }, ranges: [{ to: 100 }, { from: 100 }] },
      s: { type: "stats", field: "x" },
      c: { type: "cardinality", field: "xs" },
      k: { type: "cardinality", field: "tags" },
    },
  },
  { v: 1, q: "kato rominga" },
  { v: 1, query: { type: "term", field: "tags", value: "x" }, filter: "n >= 0" },
  { v: 1, query: { type: "prefix", field: "title", value: "ka" }, highlight: true },
  { v: 1, query: { type: "fuzzy", field: "body", value: "kato", maxEdits: 1 } },
  { v: 1, query: { type: "regex", field: "url", pattern: "https://ka.*" } },
  { v: 1, query: { type: "phrase", field: "body", terms: ["kato", "kato"], slop: 2 } },
  {
    v: 1,
    query: {
      type: "functionScore",
      query: { type: "text", text: "kato" },
      functions: [{ type: "gauss", field: "x", origin: 0, scale: 10 }],
    },
    sort: [{ field: "n", order: "asc" }],
  },
  {
    v: 1,
    query: {
      type: "bool",
      should: [
        { type: "range", field: "at", gte: "2000-01-01" },
        { type: "exists", field: "place" },
      ],
    },
  },
];

/** The median time of {@link REPLAYS} more runs of `args`. */
function replayMs(index: TrySearch, args: unknown): number {
  return median(Array.from({ length: REPLAYS }, () => timedCall(index, args).ms));
}

function runFuzz(job: FuzzJob): void {
  const t0 = process.hrtime.bigint();
  const { docs, next, warmUp, write } = fuzzCalls(job.seed, job.size);
  const index = new SearchIndex(HOSTILE_DEFINITION) as unknown as WritableIndex;
  index.add(docs);
  for (let i = 0; i < job.warmUp; i++) for (const args of WARM_UP_CALLS) outcomeOf(() => index.trySearch(args, { detail: "full" }));
  // Fuzz calls of every shape from another sequence, so the first timed calls of a rare shape do not pay for compiling its path.
  for (let i = 0; i < job.warmUpFuzz; i++) outcomeOf(() => index.trySearch(warmUp()));
  answer({ ready: true, setupMs: elapsedMs(t0), documents: docs.length });
  // Every call before `from` is drawn (not run) and every write before it made, so call i meets the same index in every process.
  for (let i = 0; i < job.from; i++) {
    if (i % WRITE_EVERY === WRITE_EVERY - 1) applyWrite(index, write());
    next();
  }
  const skip = new Set(job.skip);
  for (let from = job.from; from < job.calls; from += job.chunk) {
    const to = Math.min(job.calls, from + job.chunk);
    const ms: number[] = [];
    const counts: Record<Outcome["kind"], number> = { results: 0, cost: 0, parse: 0, bug: 0 };
    const parseCodes: Record<string, number> = {};
    const bugs: NotedCall[] = [];
    let slowest: NotedCall[] = [];
    const argsOf = new Map<number, unknown>();
    for (let i = from; i < to; i++) {
      if (i % WRITE_EVERY === WRITE_EVERY - 1) applyWrite(index, write());
      const args = next();
      if (skip.has(i)) continue;
      process.stdout.write(`${CALL_MARK}${i}\n`);
      const { outcome, ms: took } = timedCall(index, args);
      ms.push(took);
      counts[outcome.kind]++;
      if (outcome.kind === "parse") parseCodes[outcome.code] = (parseCodes[outcome.code] ?? 0) + 1;
      if (outcome.kind === "bug" && bugs.length < 20) bugs.push({ index: i, ms: took, json: callJson(args), outcome });
      if (slowest.length < 3 || took > slowest[slowest.length - 1]!.ms) {
        slowest.push({ index: i, ms: took, json: callJson(args), outcome });
        slowest = slowest.sort((a, b) => b.ms - a.ms).slice(0, 3);
        argsOf.set(i, args);
      }
    }
    slowest = slowest.map((call) => ({ ...call, replayMs: replayMs(index, argsOf.get(call.index)) }));
    answer({ chunk: { from, to, ms, counts, parseCodes, bugs, slowest } });
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const job = JSON.parse(process.argv[2] ?? "{}") as HostileJob;
  if (job.task === "cases") runCases(job);
  else runFuzz(job);
}
