// Query latency in lockstep: every engine's latency process is alive at once, and the driver has
// them take turns, one timed round each, so the engines share the machine's slow and fast spells.
//
// Why: on the shared 2-core machines this runs on, one engine's median moves by 2–3× over minutes
// while the machine is otherwise idle (OneIndex's single word 2.7–8.6 µs within one process,
// MiniSearch's 9.9–33 µs between processes minutes apart), and engines measured in back-to-back
// processes each met a different spell, so a ratio of two medians said as much about the spells as
// about the engines. Taking turns round by round puts both sides of a ratio in the same spells.
//
// A turn settles before it is timed: untimed passes over the kind's queries for SETTLE_MS (at least
// one), then the timed pass. The other engines' turns evict this one's code and data from the
// caches, and its steady state, the one an uninterrupted loop after the warm-up measures, takes
// passes to come back: in one session OneIndex's single word measured 11.4 µs straight after
// another engine's turn, 9.2 after one untimed pass, 8.2 after 3, 5.7 after 10 and 5.0 after 30
// (about 50 ms), while MiniSearch's stayed at 32–34 µs however many.
import { createInterface } from "node:readline";
import {
  ANSWER_MARK,
  latencySubject,
  type LatencyChildResult,
  type LatencyJob,
  type LatencyRequest,
  type LatencySubject,
} from "../child.js";
import type { QueryKind } from "../engines/engine.js";
import { QUERY_KINDS } from "../engines/engine.js";
import { latencyOf, type LatencyResult, type TimedRound, type WarmUp } from "./latency.js";
import { jobsRunInProcess, spawnJob } from "./spawn.js";

/** Untimed passes over the queries at the start of each turn, for this long (at least one pass, at most MAX_WARM_UP_PASSES), before the timed one. */
export const SETTLE_MS = 100;

/** An engine's latency process (or, in the quick run, its subject in this process), and a way to end it. */
export interface LatencyWorker extends LatencySubject {
  close(): void;
}

/** Starts a latency worker for `job` and waits until its indexes are built. */
export async function startLatencyWorker(job: LatencyJob): Promise<LatencyWorker> {
  if (jobsRunInProcess()) return { ...(await latencySubject(job)), close: () => undefined };
  const child = spawnJob(job);
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const failure = (why: string) =>
    new Error(`latency ${job.engine}: ${why}${stderr.trim() === "" ? "" : `: ${stderr.trim().split("\n").slice(-3).join(" | ")}`}`);
  // Answers arrive in order, one per request (the first for the start), so a queue of waiters pairs them.
  const waiting: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  let ended: Error | undefined;
  createInterface({ input: child.stdout }).on("line", (line) => {
    if (!line.startsWith(ANSWER_MARK)) return;
    waiting.shift()?.resolve(JSON.parse(line.slice(ANSWER_MARK.length)));
  });
  // A write to a process that has ended fails with EPIPE; its end is reported through "close".
  child.stdin.on("error", () => undefined);
  child.on("close", (code) => {
    ended = failure(`the process ended (exit ${code})`);
    for (const w of waiting.splice(0)) w.reject(ended);
  });
  const next = <T>(): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (ended !== undefined) reject(ended);
      else waiting.push({ resolve: resolve as (value: unknown) => void, reject });
    });
  const ask = <T>(request: LatencyRequest): Promise<T> => {
    const answer = next<T>();
    if (ended === undefined) child.stdin.write(`${JSON.stringify(request)}\n`);
    return answer;
  };
  const { kinds } = await next<{ kinds: QueryKind[] }>();
  return {
    kinds,
    warm: (kind, warmUpMs) => ask<WarmUp>({ op: "warm", kind, warmUpMs }),
    round: (kind, settleMs) => ask<TimedRound>({ op: "round", kind, settleMs }),
    close: () => {
      child.stdin.end();
      child.kill();
    },
  };
}

/**
 * For each query kind: every worker warms up (in turn), then `rounds` rounds in which every worker
 * settles for `settleMs` and runs one timed pass over its queries, the order rotated each round so
 * no engine always follows the same one. A worker that fails is dropped (reported through
 * `onError`) and the rest go on.
 */
export async function measureLockstep(
  workers: ReadonlyMap<string, LatencyWorker>,
  rounds: number,
  warmUpMs: number,
  settleMs: number,
  onError: (key: string, error: Error) => void,
): Promise<Map<string, LatencyChildResult>> {
  const live = new Map(workers);
  const perKind = new Map<string, Partial<Record<QueryKind, LatencyResult>>>([...workers.keys()].map((key) => [key, {}]));
  const attempt = async <T>(key: string, step: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await step();
    } catch (error) {
      live.delete(key);
      perKind.delete(key);
      onError(key, error instanceof Error ? error : new Error(String(error)));
      return undefined;
    }
  };
  for (const kind of QUERY_KINDS) {
    const warmed = new Map<string, WarmUp>();
    for (const [key, worker] of live) {
      if (!worker.kinds.includes(kind)) continue;
      const warm = await attempt(key, () => worker.warm(kind, warmUpMs));
      if (warm !== undefined) warmed.set(key, warm);
    }
    const timed = new Map<string, TimedRound[]>([...warmed.keys()].map((key) => [key, []]));
    const order = [...warmed.keys()];
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < order.length; i++) {
        const key = order[(round + i) % order.length]!;
        const worker = live.get(key);
        if (worker === undefined) continue;
        const result = await attempt(key, () => worker.round(kind, settleMs));
        if (result !== undefined) timed.get(key)?.push(result);
      }
    }
    // A worker dropped on the way has no entry in perKind any more.
    for (const [key, warm] of warmed) {
      const results = timed.get(key);
      const into = perKind.get(key);
      if (results !== undefined && results.length > 0 && into !== undefined) into[kind] = latencyOf(warm, results);
    }
  }
  return new Map([...perKind].map(([key, kinds]) => [key, { perKind: kinds }]));
}
