// The hostile part of `pnpm bench` (issue 15): the costly cases, each timed in a child process
// with a hard timeout, and a fuzz of random hostile calls with a cost oracle and a watchdog. A call
// that still takes minutes on an engine without the fix is killed after `timeoutMs` and reported as
// timed out; it never hangs the bench, and a time never fails the quick run.
import { createInterface } from "node:readline";
import { spawnScript } from "../measure/spawn.js";
import { median, quantile } from "../measure/stats.js";
import { HOSTILE_CASES } from "./cases.js";
import {
  ANSWER_MARK,
  CALL_MARK,
  callJson,
  fuzzCalls,
  type CaseAnswer,
  type ChildAnswer,
  type FuzzChunk,
  type HostileJob,
  type NotedCall,
} from "./hostile-child.js";
import type { CorpusSize } from "@oneindex/hostile";
import { FUZZ_CHUNK, type HostileCaseResult, type HostileFuzzResult, type HostileResult, type HungCall } from "./hostile-result.js";
import type { Outcome } from "./outcome.js";

/** What a mode runs. */
export interface HostilePlan {
  readonly mode: "full" | "quick";
  readonly reps: number;
  readonly caseBudgetMs: number;
  readonly timeoutMs: number;
  readonly setupTimeoutMs: number;
  readonly fuzzCalls: number;
  readonly fuzzSize: CorpusSize;
  /** The fuzz stops after this many calls were killed (each costs a timeout and a rebuild). */
  readonly maxHung: number;
}

export const CASE_GOAL_MS = 200;
export const FUZZ_GOAL_MS = 50;
export const HOSTILE_SEED = 15_15_15;

export function hostilePlan(quick: boolean): HostilePlan {
  return quick
    ? {
        mode: "quick",
        reps: 3,
        caseBudgetMs: 2_000,
        timeoutMs: 5_000,
        setupTimeoutMs: 120_000,
        fuzzCalls: 2_000,
        fuzzSize: { documents: 2_000, longScale: 0.25 },
        maxHung: 2,
      }
    : {
        mode: "full",
        reps: 5,
        caseBudgetMs: 30_000,
        timeoutMs: 10_000,
        setupTimeoutMs: 600_000,
        fuzzCalls: 100_000,
        fuzzSize: { documents: 10_000, longScale: 1 },
        maxHung: 5,
      };
}

type Ending =
  | { readonly how: "exit"; readonly code: number | null; readonly stderr: string }
  | { readonly how: "timeout"; readonly ready: boolean };

/**
 * Runs a hostile job in a fresh process and hands each answer (and each fuzz call's start) over as
 * it comes. The watchdog restarts at every line: before "ready" it allows `setupTimeoutMs`, after it
 * `timeoutMs`, so a line-free stretch that long is one call that is too slow, and the process is killed.
 */
function watchJob(
  job: HostileJob,
  plan: HostilePlan,
  onAnswer: (a: ChildAnswer) => void,
  onCall: (index: number) => void,
): Promise<Ending> {
  return new Promise((resolve) => {
    const child = spawnScript(["src", "hostile", "hostile-child.ts"], job, 8_192);
    child.stdin.end();
    let ready = false;
    let ended = false;
    let stderr = "";
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          if (ended) return;
          ended = true;
          child.kill("SIGKILL");
          resolve({ how: "timeout", ready });
        },
        ready ? plan.timeoutMs : plan.setupTimeoutMs,
      );
    };
    arm();
    child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4_000)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (ended) return;
      if (line.startsWith(CALL_MARK)) onCall(Number(line.slice(CALL_MARK.length)));
      else if (line.startsWith(ANSWER_MARK)) {
        const a = JSON.parse(line.slice(ANSWER_MARK.length)) as ChildAnswer;
        if ("ready" in a) ready = true;
        if ("building" in a) ready = false;
        onAnswer(a);
      } else return;
      arm();
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (ended) return;
      ended = true;
      resolve({ how: "exit", code, stderr });
    });
  });
}

const stderrTail = (e: { stderr: string }) => e.stderr.trim().split("\n").slice(-3).join(" | ");

/** Every case in one process; a case that times out is reported so and the cases after it get a fresh process. */
async function runCases(plan: HostilePlan, log: (line: string) => void, errors: string[]): Promise<HostileCaseResult[]> {
  const out = new Map<string, HostileCaseResult>();
  let pending = HOSTILE_CASES.map((c) => c.id);
  while (pending.length > 0) {
    const reps = new Map<string, CaseAnswer[]>();
    const documents = new Map<string, number>();
    let building = "";
    let lastDocuments: number | undefined;
    const ending = await watchJob(
      { task: "cases", ids: pending, reps: plan.reps, caseBudgetMs: plan.caseBudgetMs, quick: plan.mode === "quick" },
      plan,
      (a) => {
        if ("building" in a) building = a.building;
        else if ("ready" in a) {
          lastDocuments = a.documents;
          log(`hostile: ${building} index built (${a.documents} documents, ${(a.setupMs / 1000).toFixed(1)} s)`);
        } else if ("case" in a) {
          reps.set(a.case, [...(reps.get(a.case) ?? []), a]);
          if (lastDocuments !== undefined) documents.set(a.case, lastDocuments);
          if (a.last) {
            const r = caseResult(a.case, reps.get(a.case) ?? [], lastDocuments, false);
            out.set(a.case, r);
            log(
              `hostile: ${a.case} median ${r.medianMs?.toFixed(1)} ms, max ${r.maxMs?.toFixed(1)} ms (${r.reps} runs): ${r.outcome?.kind}`,
            );
          }
        }
      },
      () => {},
    );
    const current = pending.find((id) => !out.has(id));
    if (current === undefined) break;
    if (ending.how === "timeout" && !ending.ready) {
      const failure = `building the ${building} index took over ${plan.setupTimeoutMs / 1000} s`;
      errors.push(`hostile ${current}: ${failure}`);
      out.set(current, { ...caseResult(current, [], undefined, false), failure });
    } else if (ending.how === "timeout") {
      out.set(current, caseResult(current, reps.get(current) ?? [], documents.get(current) ?? lastDocuments, true));
      log(`hostile: ${current} ran past ${plan.timeoutMs / 1000} s and was killed`);
    } else {
      const failure = `the process ended (exit ${ending.code}) during this case: ${stderrTail(ending)}`;
      errors.push(`hostile ${current}: ${failure}`);
      out.set(current, { ...caseResult(current, reps.get(current) ?? [], undefined, false), failure });
    }
    pending = pending.filter((id) => !out.has(id));
  }
  return HOSTILE_CASES.map((c) => out.get(c.id)).filter((r): r is HostileCaseResult => r !== undefined);
}

function caseResult(id: string, reps: readonly CaseAnswer[], documents: number | undefined, timedOut: boolean): HostileCaseResult {
  const c = HOSTILE_CASES.find((x) => x.id === id)!;
  const ms = reps.map((r) => r.ms);
  const kinds = new Set(reps.map((r) => JSON.stringify(outcomeKey(r.outcome))));
  const last = reps.at(-1)?.outcome;
  return {
    id,
    item: c.item,
    label: c.label,
    ...(documents !== undefined ? { documents } : {}),
    reps: reps.length,
    ...(ms.length > 0 ? { medianMs: median(ms), maxMs: Math.max(...ms) } : {}),
    timedOut,
    ...(last !== undefined ? { outcome: last } : {}),
    ...(kinds.size > 1 ? { outcomesDiffer: true } : {}),
  };
}

/** What must agree between repetitions: the kind and the error's code and path (not the hit count's timing-free details). */
function outcomeKey(o: Outcome): unknown {
  return o.kind === "results"
    ? [o.kind, o.hits, o.total]
    : o.kind === "bug"
      ? [o.kind, o.message]
      : [o.kind, o.path, o.kind === "parse" ? o.code : ""];
}

/** The fuzz: seeded calls in a child; a call past the timeout is killed, recorded, and the run goes on in a fresh process without it. */
async function runFuzz(plan: HostilePlan, seed: number, log: (line: string) => void, errors: string[]): Promise<HostileFuzzResult> {
  const t0 = Date.now();
  const chunks: FuzzChunk[] = [];
  const hungIndexes: number[] = [];
  let from = 0;
  let stopped: string | undefined;
  let documents = 0;
  while (from < plan.fuzzCalls) {
    let current = -1;
    let doneTo = from;
    const ending = await watchJob(
      {
        task: "fuzz",
        seed,
        calls: plan.fuzzCalls,
        from,
        skip: hungIndexes,
        size: plan.fuzzSize,
        chunk: FUZZ_CHUNK,
        warmUp: 20,
        warmUpFuzz: 2_000,
      },
      plan,
      (a) => {
        if ("ready" in a) {
          documents = a.documents;
          log(`hostile fuzz: index built (${a.documents} documents, ${(a.setupMs / 1000).toFixed(1)} s), calls from ${from}`);
        } else if ("chunk" in a) {
          chunks.push(a.chunk);
          doneTo = a.chunk.to;
          if (a.chunk.to % 10_000 === 0 || a.chunk.to === plan.fuzzCalls) log(`hostile fuzz: ${a.chunk.to} calls`);
        }
      },
      (i) => (current = i),
    );
    if (ending.how === "exit" && ending.code === 0) break;
    if (ending.how === "exit" || !ending.ready) {
      stopped =
        ending.how === "exit"
          ? `the process ended (exit ${ending.code}) at call ${current}: ${stderrTail(ending)}`
          : `building the index took over ${plan.setupTimeoutMs / 1000} s`;
      errors.push(`hostile fuzz: ${stopped}`);
      break;
    }
    hungIndexes.push(current);
    log(`hostile fuzz: call ${current} ran past ${plan.timeoutMs / 1000} s and was killed`);
    if (hungIndexes.length >= plan.maxHung) {
      stopped = `stopped after ${hungIndexes.length} calls ran past the timeout (each costs a fresh process and a rebuild)`;
      break;
    }
    from = doneTo;
  }
  const ms = chunks.flatMap((c) => c.ms);
  const counts: Record<Outcome["kind"], number> = { results: 0, cost: 0, parse: 0, bug: 0 };
  const parseCodes: Record<string, number> = {};
  for (const c of chunks) {
    for (const k of Object.keys(counts) as Outcome["kind"][]) counts[k] += c.counts[k];
    for (const [code, n] of Object.entries(c.parseCodes)) parseCodes[code] = (parseCodes[code] ?? 0) + n;
  }
  const bugs: NotedCall[] = chunks.flatMap((c) => c.bugs).slice(0, 20);
  const slowest = chunks
    .flatMap((c) => c.slowest)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  for (const b of bugs)
    errors.push(
      `hostile fuzz call ${b.index} (seed ${seed}): ${b.outcome.kind === "bug" ? b.outcome.message : ""}: ${b.json.slice(0, 300)}`,
    );
  return {
    seed,
    calls: plan.fuzzCalls,
    timed: ms.length,
    corpus: { documents, longScale: plan.fuzzSize.longScale },
    medianMs: median(ms),
    p99Ms: quantile(ms, 0.99),
    p999Ms: quantile(ms, 0.999),
    maxMs: ms.length === 0 ? Number.NaN : Math.max(...ms),
    counts,
    parseCodes,
    bugs,
    slowest,
    hung: hungCalls(seed, plan.fuzzSize, hungIndexes),
    ...(stopped !== undefined ? { stopped } : {}),
    wallSeconds: (Date.now() - t0) / 1000,
  };
}

/** The JSON of the killed calls, drawn again from the seed (the sequence is the same in every process). */
function hungCalls(seed: number, size: CorpusSize, indexes: readonly number[]): HungCall[] {
  if (indexes.length === 0) return [];
  const { next } = fuzzCalls(seed, size);
  const wanted = new Set(indexes);
  const out: HungCall[] = [];
  for (let i = 0; i <= Math.max(...indexes); i++) {
    const args = next();
    if (wanted.has(i)) out.push({ index: i, json: callJson(args) });
  }
  return out;
}

/** The fuzz's seed: `ONEINDEX_SEED` when set (to reproduce or vary a run), else {@link HOSTILE_SEED}. */
export function hostileSeed(env: string | undefined = process.env["ONEINDEX_SEED"]): number {
  if (env === undefined || env === "") return HOSTILE_SEED;
  const n = Number(env);
  if (!Number.isSafeInteger(n)) throw new Error(`ONEINDEX_SEED must be an integer, got ${JSON.stringify(env)}`);
  return n >>> 0;
}

/** Runs the hostile part. */
export async function measureHostile(
  quick: boolean,
  commit: string,
  log: (line: string) => void,
  seed = hostileSeed(),
): Promise<HostileResult> {
  const plan = hostilePlan(quick);
  const errors: string[] = [];
  log(`hostile: ${plan.mode} run, fuzz seed ${seed}, hard timeout ${plan.timeoutMs / 1000} s per call`);
  const cases = await runCases(plan, log, errors);
  const fuzz = await runFuzz(plan, seed, log, errors);
  log(
    `hostile fuzz: ${fuzz.timed} calls in ${fuzz.wallSeconds.toFixed(0)} s, slowest ${fuzz.maxMs.toFixed(1)} ms, p99 ${fuzz.p99Ms.toFixed(2)} ms, ${fuzz.hung.length} killed, ${fuzz.bugs.length} bugs`,
  );
  for (const c of cases) if (c.outcome?.kind === "bug") errors.push(`hostile ${c.id}: ${c.outcome.message}`);
  return {
    mode: plan.mode,
    generatedAt: new Date().toISOString(),
    commit,
    caseGoalMs: CASE_GOAL_MS,
    fuzzGoalMs: FUZZ_GOAL_MS,
    timeoutMs: plan.timeoutMs,
    cases,
    fuzz,
    errors,
  };
}
