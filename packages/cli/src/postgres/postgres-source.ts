import { PostgresIndex, type PostgresClientLike } from "@oneindex/postgres";
import type { DocumentDefinition, QueryDetail } from "oneindex";
import pg from "pg";
import { answerCallAsync, fitAnswer, type CallIndex } from "../calls/answer-call.js";
import type { WorkerReply } from "../serve/search-pool.js";
import { errorSummary } from "../tool-error.js";
import type { ServedIndex } from "../calls/served-tools.js";
import { CommandError, UsageError } from "../cli-io.js";
import { loadDefinition } from "../load-definition.js";
import { POSTGRES_MESSAGES } from "./messages.js";

/** A Postgres source as the command line names it: `--postgres <url> --table <name> --definition <file>`. */
export interface PostgresSourceArgs {
  readonly url: string;
  readonly table: string;
  readonly definition: string;
  readonly workBudget?: number;
}

/** A connection to a database: the client a `PostgresIndex` queries, and how to let it go. */
export interface PostgresConnection {
  readonly client: PostgresClientLike;
  close(): Promise<void>;
}

/** Opens a connection for a URL. The CLI's is {@link connectPool}; tests pass another (a PGlite instance) through the same path. */
export type ConnectPostgres = (url: string) => PostgresConnection;

/** Milliseconds a connection may take before the command gives up on the server. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Connections one served table may hold at once (`serve` and `mcp` answer calls concurrently, one connection each). */
const MAX_CONNECTIONS = 4;

/** A `pg.Pool` for the URL: one connection per call, so concurrent calls each get their own read-only transaction. */
export const connectPool: ConnectPostgres = (url) => {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: MAX_CONNECTIONS });
  // An idle connection the server drops is reported by the next query that needs one; without a listener it would end the process.
  pool.on("error", () => undefined);
  return { client: pool, close: () => pool.end() };
};

/** A served Postgres table: the index, what a server offers it as, and how to close its connection. */
export interface PostgresSource {
  readonly index: PostgresIndex<DocumentDefinition, Record<string, unknown>>;
  readonly served: CallIndex & ServedIndex;
  close(): Promise<void>;
}

/** The URL as messages show it: its password (if any) as `***`. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:@/?#]*:)[^@/?#]*@/i, "$1***@");
}

/** The URL's password as written and decoded (to scrub from any text a driver hands back); none without one. */
function secretsOf(url: string): string[] {
  const raw = /^[a-z]+:\/\/[^:@/?#]*:([^@/?#]*)@/i.exec(url)?.[1];
  if (raw === undefined || raw === "") return [];
  try {
    return [raw, decodeURIComponent(raw)];
  } catch {
    return [raw];
  }
}

/** A database error as one line, with the URL's password never in it. */
function detailOf(error: unknown, url: string): string {
  const e = error as { message?: unknown; code?: unknown; errors?: readonly { message?: unknown }[] } | null;
  // Node's connect gives an AggregateError with an empty message when every address refuses.
  let text = typeof e?.message === "string" && e.message !== "" ? e.message : String(e?.errors?.[0]?.message ?? e?.code ?? error);
  for (const secret of secretsOf(url)) text = text.replaceAll(secret, "***");
  return text;
}

/** Checks `--postgres`'s value is a PostgreSQL URL (a usage error naming it, password hidden, if not). */
export function checkPostgresUrl(url: string): void {
  if (!/^postgres(ql)?:\/\/\S*$/i.test(url)) throw new UsageError(POSTGRES_MESSAGES.badUrl);
}

/** The name inside a quoted identifier. */
const unquote = (quoted: string) => quoted.slice(1, -1).replaceAll('""', '"');

/**
 * Connects, loads the definition file and checks the table against it: it exists, its side tables
 * exist (the postings, terms and statistics `PostgresIndex.createTable` makes), and it has a column
 * for every field. Any of these failing is a `CommandError` saying which, the URL's password hidden.
 * The source answers calls through a `PostgresIndex` with the given work budget.
 */
export async function openPostgresSource(args: PostgresSourceArgs, connect: ConnectPostgres = connectPool): Promise<PostgresSource> {
  checkPostgresUrl(args.url);
  const { definition } = await loadDefinition(args.definition);
  let index: PostgresIndex<DocumentDefinition, Record<string, unknown>>;
  const shown = redactUrl(args.url);
  const connection = connect(args.url);
  try {
    try {
      index = new PostgresIndex(definition, {
        client: connection.client,
        table: args.table,
        ...(args.workBudget === undefined ? {} : { workBudget: args.workBudget }),
      });
    } catch (error) {
      throw new CommandError(`--table ${JSON.stringify(args.table)}: ${(error as Error).message}`);
    }
    try {
      await connection.client.query("SELECT 1");
    } catch (error) {
      throw new CommandError(POSTGRES_MESSAGES.cannotConnect(shown, detailOf(error, args.url)));
    }
    const size = await checkTable(index, args, shown);
    const served: CallIndex & ServedIndex = { definition, size, tryParse: (call, options) => index.tryParse(call, options) };
    return { index, served, close: () => connection.close() };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

/** Checks the tables and columns `index` reads exist; resolves with the number of rows. */
async function checkTable(index: PostgresIndex<DocumentDefinition>, args: PostgresSourceArgs, shown: string): Promise<number> {
  const { layout, client } = index;
  const read = async <T>(text: string, params: unknown[]): Promise<T[]> => {
    try {
      return (await client.query(text, params)).rows as T[];
    } catch (error) {
      throw new CommandError(POSTGRES_MESSAGES.queryFailed(args.table, detailOf(error, args.url)));
    }
  };
  const tables = [layout.main, layout.postings, layout.terms, layout.stats];
  const found = await read<{ present: boolean[] }>(
    "SELECT array_agg(to_regclass(t) IS NOT NULL ORDER BY n) AS present FROM unnest($1::text[]) WITH ORDINALITY AS q(t, n)",
    [tables],
  );
  const present = found[0]!.present;
  if (!present[0]) throw new CommandError(POSTGRES_MESSAGES.noSuchTable(args.table, shown));
  const lacking = tables.filter((_, i) => !present[i]).map(unquote);
  if (lacking.length > 0) throw new CommandError(POSTGRES_MESSAGES.noSideTables(args.table, lacking));
  const columns = await read<{ name: string }>(
    "SELECT attname AS name FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped ORDER BY attnum",
    [layout.main],
  );
  const have = new Set(columns.map((c) => c.name));
  const expected: (readonly [string, string])[] = [["", unquote(layout.source)]];
  for (const [name, field] of layout.fields) for (const column of field.columns) expected.push([name, unquote(column)]);
  const missing = expected.filter(([, column]) => !have.has(column));
  if (missing.length > 0) throw new CommandError(POSTGRES_MESSAGES.columnsMismatch(args.table, args.definition, missing, [...have]));
  const count = await read<{ n: number | string }>(`SELECT count(*)::int AS n FROM ${layout.main}`, []);
  return Number(count[0]!.n);
}

/** A table `oneindex index --postgres` is filling: the index it adds documents through, where it is (for messages), and how to finish. */
export interface PostgresTarget {
  readonly index: PostgresIndex<DocumentDefinition, Record<string, unknown>>;
  /** `table "name" at postgresql://user:***@host/db`. */
  readonly shown: string;
  /** Drops the tables this target created (a load that wrote nothing leaves nothing). */
  drop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects and creates the table (with its side tables and indexes) for `index --postgres`. A table
 * of that name already there is refused rather than added to: the load may be undone by dropping
 * what it created, which would not be true of a table that held rows before.
 */
export async function createPostgresTarget(
  args: { readonly url: string; readonly table: string },
  definition: DocumentDefinition,
  connect: ConnectPostgres = connectPool,
): Promise<PostgresTarget> {
  checkPostgresUrl(args.url);
  const url = redactUrl(args.url);
  const connection = connect(args.url);
  try {
    let index: PostgresIndex<DocumentDefinition, Record<string, unknown>>;
    try {
      index = new PostgresIndex(definition, { client: connection.client, table: args.table });
    } catch (error) {
      throw new CommandError(`--table ${JSON.stringify(args.table)}: ${(error as Error).message}`);
    }
    const { client, layout } = index;
    let existing: boolean[];
    try {
      const tables = [layout.main, layout.postings, layout.terms, layout.stats];
      const found = await client.query("SELECT array_agg(to_regclass(t) IS NOT NULL) AS present FROM unnest($1::text[]) AS q(t)", [tables]);
      existing = (found.rows[0] as { present: boolean[] }).present;
    } catch (error) {
      throw new CommandError(POSTGRES_MESSAGES.cannotConnect(url, detailOf(error, args.url)));
    }
    if (existing.some((e) => e)) throw new CommandError(POSTGRES_MESSAGES.tableExists(args.table, url));
    try {
      await index.createTable();
    } catch (error) {
      throw new CommandError(POSTGRES_MESSAGES.cannotCreate(args.table, detailOf(error, args.url)));
    }
    return { index, shown: `table "${args.table}" at ${url}`, drop: () => index.dropTable(), close: () => connection.close() };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

/** A source's calls as `serve` sends them (`SearchPool`'s shape): answered here, on the pool's connections, not in a worker. */
export interface PostgresCalls {
  readonly served: readonly ServedIndex[];
  readonly opened: number;
  call(tool: string, body: string): Promise<WorkerReply>;
  close(): Promise<void>;
}

/** Opens a source for `serve`: each call answered through `answerCallAsync` and the size gate, as the search worker answers a snapshot's. */
export async function postgresCalls(
  args: PostgresSourceArgs,
  answering: { readonly maxResultChars?: number; readonly detail?: QueryDetail },
  connect: ConnectPostgres = connectPool,
): Promise<PostgresCalls> {
  const source = await openPostgresSource(args, connect);
  let nextId = 1;
  return {
    served: [source.served],
    opened: 0,
    async call(_tool, body) {
      const id = nextId++;
      try {
        const answer = fitAnswer(await answerCallAsync(source.served, body, { detail: answering.detail }), answering.maxResultChars);
        return { id, ok: answer.ok, text: answer.text };
      } catch (error) {
        return { id, internal: errorSummary(error) };
      }
    },
    close: () => source.close(),
  };
}
