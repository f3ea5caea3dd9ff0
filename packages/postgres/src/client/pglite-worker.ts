import type { PostgresClientLike } from "./client-like.js";

/** PostgreSQL's SQLSTATE for a cancelled statement: what a call past its deadline rejects with, as a server's `statement_timeout`. */
export const QUERY_CANCELED = "57014";

/** Options of {@link startPGliteWorker}. */
export interface PGliteWorkerOptions {
  /**
   * The PGlite data directory (a path). The database lives there so that a worker stopped at a
   * deadline restarts onto the same data. Default: a fresh temporary directory, removed by `close()`.
   */
  readonly dataDir?: string;
}

/**
 * A PGlite database run in a Node `worker_thread`, as a {@link PostgresClientLike}. `PostgresIndex`
 * gives each search a deadline through {@link queryWithin}: past it the worker is terminated (the
 * only way to stop WASM PostgreSQL mid-statement), restarted on the same data directory, and the
 * statement rejects with SQLSTATE 57014, which the index reports as `too-costly`.
 */
export interface PGliteWorkerClient extends PostgresClientLike {
  /** As `query`, but stops the worker when `timeoutMs` passes first. */
  queryWithin(text: string, params: unknown[] | undefined, timeoutMs: number): Promise<{ rows: unknown[] }>;
  /** The data directory the worker runs on. */
  readonly dataDir: string;
  /** How many times a deadline stopped the worker. */
  readonly restarts: number;
  /** Stops the worker (and removes the data directory when it was a temporary one). */
  close(): Promise<void>;
}

/** Whether `client` can bound a statement's time itself (a {@link PGliteWorkerClient}). */
export function canQueryWithin(client: PostgresClientLike): client is PostgresClientLike & Pick<PGliteWorkerClient, "queryWithin"> {
  return typeof (client as Partial<PGliteWorkerClient>).queryWithin === "function";
}

/** The worker's code: opens PGlite on the data directory and answers `{ id, text, params }` messages. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.pglite).then(async ({ PGlite }) => {
  const db = new PGlite(workerData.dataDir);
  await db.waitReady;
  parentPort.on("message", ({ id, text, params }) => {
    db.query(text, params).then(
      (result) => parentPort.postMessage({ id, rows: result.rows }),
      (error) => parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } }),
    );
  });
  parentPort.postMessage({ ready: true });
}, (error) => parentPort.postMessage({ failed: String(error && error.stack || error) }));
`;

interface Pending {
  /** The worker the statement was sent to. */
  readonly worker: unknown;
  resolve(value: { rows: unknown[] }): void;
  reject(error: unknown): void;
}

type Reply =
  | { readonly ready: true }
  | { readonly failed: string }
  | { readonly id: number; readonly rows: unknown[] }
  | { readonly id: number; readonly error: { readonly message: string; readonly code?: string } };

/**
 * Starts PGlite in a worker thread (Node only; `@electric-sql/pglite` must be installed) and resolves
 * when it is ready. Use it instead of `new PGlite()` when calls come from a model: a PGlite in the
 * caller's thread cannot be interrupted, so only this form holds a call to its work budget.
 */
export async function startPGliteWorker(options: PGliteWorkerOptions = {}): Promise<PGliteWorkerClient> {
  const [{ Worker }, { createRequire }, { pathToFileURL }, fs, os, path] = await Promise.all([
    import("node:worker_threads"),
    import("node:module"),
    import("node:url"),
    import("node:fs/promises"),
    import("node:os"),
    import("node:path"),
  ]);
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "oneindex-pglite-")));
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let restarts = 0;
  let closed = false;

  type Started = { worker: InstanceType<typeof Worker>; ready: Promise<void> };
  const start = (): Started => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pglite, dataDir } });
    const ready = new Promise<void>((resolve, reject) => {
      worker.on("message", (reply: Reply) => {
        if ("ready" in reply) resolve();
        else if ("failed" in reply) reject(new Error(`PGlite did not start in its worker: ${reply.failed}`));
        else {
          const call = pending.get(reply.id);
          pending.delete(reply.id);
          if ("error" in reply) call?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
          else call?.resolve({ rows: reply.rows });
        }
      });
      worker.on("error", reject);
    });
    // A worker that dies on its own (not stopped at a deadline) fails what it was running, and the next statement gets a new one.
    worker.on("exit", (code) => {
      for (const [id, call] of pending)
        if (call.worker === worker) {
          pending.delete(id);
          call.reject(new Error(`the PGlite worker stopped (exit code ${code})`));
        }
      if (!closed && current.worker === worker) current = start();
    });
    return { worker, ready };
  };
  let current = start();
  await current.ready;

  const send = (text: string, params: unknown[] | undefined, timeoutMs: number | undefined) =>
    new Promise<{ rows: unknown[] }>((resolve, reject) => {
      if (closed) return reject(new Error("the PGlite worker is closed"));
      const id = nextId++;
      const running = current;
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              if (!pending.has(id)) return;
              pending.delete(id);
              // WASM PostgreSQL has no timer interrupt: the thread is stopped, and a new one opens the same data.
              restarts++;
              current = start();
              void running.worker.terminate();
              const cancelled = () =>
                Object.assign(new Error("canceling statement: its deadline passed (the PGlite worker was restarted)"), {
                  code: QUERY_CANCELED,
                });
              for (const [other, call] of pending)
                if (call.worker === running.worker) {
                  pending.delete(other);
                  call.reject(cancelled());
                }
              reject(cancelled());
            }, timeoutMs);
      pending.set(id, {
        worker: running.worker,
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      running.ready.then(
        () => running.worker.postMessage({ id, text, params: params ?? [] }),
        (error: unknown) => pending.get(id)?.reject(error),
      );
    });

  return {
    dataDir,
    get restarts() {
      return restarts;
    },
    query: (text, params) => send(text, params, undefined),
    queryWithin: (text, params, timeoutMs) => send(text, params, Math.max(0, timeoutMs)),
    async close() {
      if (closed) return;
      closed = true;
      await current.ready.catch(() => undefined);
      await current.worker.terminate();
      for (const call of pending.values()) call.reject(new Error("the PGlite worker is closed"));
      pending.clear();
      if (temporary) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
