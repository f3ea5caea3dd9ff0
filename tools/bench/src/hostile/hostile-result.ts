// The hostile part's share of bench-results.json (optional: results written before it existed have none).
import type { NotedCall } from "./hostile-child.js";
import type { Outcome } from "./outcome.js";

/** Fuzz calls a child reports at a time (its slowest three are replayed after each). */
export const FUZZ_CHUNK = 1_000;
/** How often each of a chunk's slowest calls is run again (see `NotedCall.replayMs`). */
export const REPLAYS = 5;

/** One costly case of issue 15. */
export interface HostileCaseResult {
  readonly id: string;
  /** The item: a number for issue 15's, `32.n` for issue 32's. */
  readonly item: number | string;
  readonly label: string;
  /** Documents in the case's index. */
  readonly documents?: number;
  /** Repetitions that finished. */
  readonly reps: number;
  readonly medianMs?: number;
  readonly maxMs?: number;
  /** A repetition ran past the hard timeout and its process was killed. */
  readonly timedOut: boolean;
  /** What the case answered (the last repetition; every repetition answered alike unless `outcomesDiffer`). */
  readonly outcome?: Outcome;
  readonly outcomesDiffer?: boolean;
  /** The process failed other than by the timeout (it crashed, or its index could not be built). */
  readonly failure?: string;
}

/** A call the watchdog killed. */
export interface HungCall {
  readonly index: number;
  readonly json: string;
}

/** The fuzz run with its cost oracle. */
export interface HostileFuzzResult {
  readonly seed: number;
  /** Calls drawn, and calls that finished (timed). */
  readonly calls: number;
  readonly timed: number;
  readonly corpus: { readonly documents: number; readonly longScale: number };
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly p999Ms: number;
  readonly maxMs: number;
  readonly counts: Record<Outcome["kind"], number>;
  readonly parseCodes: Record<string, number>;
  /** Calls that broke the contract (threw, or a non-finite score): up to 20. */
  readonly bugs: readonly NotedCall[];
  /** The slowest finished calls, slowest first. */
  readonly slowest: readonly NotedCall[];
  readonly hung: readonly HungCall[];
  /** Why the run stopped before its last call, if it did. */
  readonly stopped?: string;
  readonly wallSeconds: number;
}

export interface HostileResult {
  readonly mode: "full" | "quick";
  readonly generatedAt: string;
  readonly commit?: string;
  /** The goal per costly case (issue 15), and the fuzz's goal for its slowest call. */
  readonly caseGoalMs: number;
  readonly fuzzGoalMs: number;
  /** The hard timeout of one call: past it the process is killed. */
  readonly timeoutMs: number;
  readonly cases: readonly HostileCaseResult[];
  readonly fuzz?: HostileFuzzResult;
  /** Failures of the part itself (a process that crashed). */
  readonly errors: readonly string[];
}
