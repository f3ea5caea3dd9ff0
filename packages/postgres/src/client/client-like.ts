/**
 * What `PostgresIndex` needs of a client: `query(text, params)` resolving to `{ rows }`. `pg`'s
 * `Client` and `Pool` and a PGlite instance all fit. A pool (recognised by `connect()` plus
 * `idleCount`) lends one connection per call, so a call's statements share its transaction.
 */
export interface PostgresClientLike {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A `pg.Pool`-like client: connections borrowed with `connect()` and given back with `release()`. */
interface PoolLike extends PostgresClientLike {
  connect(): Promise<PostgresClientLike & { release(error?: Error | boolean): void }>;
  readonly idleCount: number;
}

function isPool(client: PostgresClientLike): client is PoolLike {
  return typeof (client as Partial<PoolLike>).connect === "function" && typeof (client as Partial<PoolLike>).idleCount === "number";
}

/**
 * Runs `work` in one transaction (a read-only snapshot for `read`), committing when it resolves and rolling back
 * when it throws. On a single-session client (a `pg.Client`, PGlite) calls are queued by `queue`, so
 * two calls' statements never interleave inside one transaction.
 */
export async function inTransaction<T>(
  client: PostgresClientLike,
  queue: { tail: Promise<unknown> },
  mode: "write" | "read",
  work: (session: PostgresClientLike) => Promise<T>,
): Promise<T> {
  if (isPool(client)) {
    const session = await client.connect();
    let broken: Error | undefined;
    try {
      return await run(session, mode, work);
    } catch (error) {
      broken = error instanceof Error ? error : undefined;
      throw error;
    } finally {
      session.release(broken !== undefined && (broken as { code?: string }).code === undefined ? broken : undefined);
    }
  }
  const previous = queue.tail;
  let done!: () => void;
  queue.tail = new Promise<void>((resolve) => {
    done = resolve;
  });
  await previous.catch(() => undefined);
  try {
    return await run(client, mode, work);
  } finally {
    done();
  }
}

async function run<T>(session: PostgresClientLike, mode: "write" | "read", work: (session: PostgresClientLike) => Promise<T>): Promise<T> {
  // Reads see one snapshot across their statements; writes take row locks on the shared statistics.
  await session.query(mode === "read" ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN READ WRITE");
  try {
    const result = await work(session);
    await session.query("COMMIT");
    return result;
  } catch (error) {
    await session.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}
