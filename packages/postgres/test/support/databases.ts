/**
 * The databases a test file runs against: always an in-memory PGlite (one instance per file), and
 * the server named by `ONEINDEX_PG_URL` (a `pg` pool) when it is set. Without it the server variant
 * is skipped and says why.
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { PostgresClientLike } from "../../src/index.js";

/** One database a suite runs on. */
export interface TestDatabase {
  readonly name: string;
  readonly client: PostgresClientLike;
  /** A table name no other test file uses on a shared server. */
  table(base: string): string;
  close(): Promise<void>;
}

/** The server URL, or why the server variant is skipped. */
export const SERVER_URL = process.env.ONEINDEX_PG_URL;
export const SERVER_SKIP_REASON =
  "ONEINDEX_PG_URL is not set: the PostgreSQL server variant is skipped (set it to a database the user may create tables in, e.g. postgresql://postgres@/postgres?host=/var/run/postgresql run as the postgres user, to run it)";

/** Opens the named database kind. */
export async function openDatabase(kind: "pglite" | "server", file: string): Promise<TestDatabase> {
  const suffix = `${file}_${process.pid}`;
  if (kind === "pglite") {
    const db = new PGlite();
    await db.waitReady;
    return { name: "pglite", client: db, table: (base) => `${base}_${suffix}`, close: () => db.close() };
  }
  const pool = new pg.Pool({ connectionString: SERVER_URL, max: 4 });
  return { name: "server", client: pool, table: (base) => `${base}_${suffix}`, close: () => pool.end() };
}

/** The database kinds to run, printing why the server is skipped when it is. */
export function databaseKinds(): ("pglite" | "server")[] {
  if (SERVER_URL === undefined) {
    console.log(SERVER_SKIP_REASON);
    return ["pglite"];
  }
  return ["pglite", "server"];
}
