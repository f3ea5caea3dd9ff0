import type { CallIndex } from "./answer-call.js";
import type { ServedIndex } from "./served-tools.js";
import { openSnapshot } from "../open-snapshot.js";
import { openPostgresSource, redactUrl, type ConnectPostgres, type PostgresSourceArgs } from "../postgres/postgres-source.js";

/** What `search` and `repl` answer calls from: one snapshot, or a PostgreSQL table (`--postgres`). */
export interface CallSourceArgs {
  readonly snapshot?: string;
  readonly postgres?: PostgresSourceArgs;
  readonly workBudget?: number;
}

/**
 * Opens the snapshot, or checks the table and connects (see `openPostgresSource`), under the
 * command's work budget; runs `use` with the index and its name for messages (the table's URL with
 * its password hidden), and lets the connection go whatever `use` does.
 */
export async function withCallSource<T>(
  args: CallSourceArgs,
  connect: ConnectPostgres | undefined,
  use: (index: CallIndex & ServedIndex, name: string) => Promise<T>,
): Promise<T> {
  const budget = args.workBudget === undefined ? {} : { workBudget: args.workBudget };
  if (args.postgres === undefined) return use(await openSnapshot(args.snapshot!, budget), args.snapshot!);
  const source = await openPostgresSource({ ...args.postgres, ...budget }, connect);
  try {
    return await use(source.served, `table "${args.postgres.table}" at ${redactUrl(args.postgres.url)}`);
  } finally {
    await source.close();
  }
}
