import { Worker } from "node:worker_threads";
import type { QueryDetail } from "oneindex";
import type { ServedIndex } from "../calls/served-tools.js";
import { CommandError } from "../cli-io.js";

/** What the search worker is started with. */
export interface WorkerData {
  readonly snapshots: readonly string[];
  readonly workBudget?: number;
  readonly maxResultChars?: number;
  /** The detail the tools offer, which calls are parsed with. */
  readonly detail?: QueryDetail;
}

/** The worker's first message: what it serves (definitions are plain data), or why it could not start. */
export type WorkerStart =
  | { readonly type: "ready"; readonly served: readonly ServedIndex[]; readonly opened: number }
  | { readonly type: "failed"; readonly message: string };

/** A call sent to the worker: the tool's name and the body as text. */
export interface WorkerCall {
  readonly id: number;
  readonly tool: string;
  readonly body: string;
}

/** The worker's answer to a call: the tool result's text through the size gate, or an internal error's summary (for the log). */
export type WorkerReply =
  | { readonly id: number; readonly ok: boolean; readonly text: string }
  | { readonly id: number; readonly internal: string };

/**
 * The worker's compiled file. Reached through the package's `dist` from `src` and `dist` alike,
 * since a worker thread runs JavaScript only.
 */
const WORKER_FILE = new URL("../../dist/serve/search-worker.js", import.meta.url);

/**
 * `serve`'s searches, run in one worker thread that holds the indexes: calls queue there and run
 * one at a time, each within the work budget, while the HTTP thread stays free for `GET /health`,
 * the descriptors and every refusal. The HTTP thread holds only the definitions and sizes.
 */
export class SearchPool {
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: WorkerReply) => void>();
  /** Why the worker is gone, once it is: every later call gets this as an internal error instead of waiting forever. */
  private gone: string | undefined;

  private constructor(
    private readonly worker: Worker,
    readonly served: readonly ServedIndex[],
    readonly opened: number,
  ) {
    worker.on("message", (reply: WorkerReply) => {
      const resolve = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      resolve?.(reply);
    });
    worker.on("error", (error) => this.failAll(error.message));
    worker.on("exit", (code) => this.failAll(`the search worker exited (code ${code})`));
  }

  /** Starts the worker and waits until its snapshots are open; a snapshot that cannot be opened is a `CommandError`. */
  static async start(data: WorkerData): Promise<SearchPool> {
    const worker = new Worker(WORKER_FILE, { workerData: data });
    const first = await new Promise<WorkerStart>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    if (first.type === "failed") {
      await worker.terminate();
      throw new CommandError(first.message);
    }
    return new SearchPool(worker, first.served, first.opened);
  }

  /** Answers one call on the tool named `tool` (one the worker serves). */
  call(tool: string, body: string): Promise<WorkerReply> {
    const id = this.nextId++;
    if (this.gone !== undefined) return Promise.resolve({ id, internal: this.gone });
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, tool, body } satisfies WorkerCall);
    });
  }

  /** Stops the worker (calls still waiting get an internal error). */
  async close(): Promise<void> {
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
    this.failAll("the server is stopping");
  }

  private failAll(reason: string): void {
    this.gone ??= reason;
    for (const [id, resolve] of this.waiting) resolve({ id, internal: reason });
    this.waiting.clear();
  }
}
