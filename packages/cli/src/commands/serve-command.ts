import type { AddressInfo } from "node:net";
import type { QueryDetail } from "oneindex";
import type { Server } from "node:http";
import { CommandError, type CliIo } from "../cli-io.js";
import { ServedTools } from "../calls/served-tools.js";
import { SERVE_MESSAGES } from "../messages.js";
import { checkMaxChars } from "../calls/answer-call.js";
import { SearchPool } from "../serve/search-pool.js";
import { createSearchHttpServer } from "../serve/search-http-server.js";
import { ExposurePolicy } from "../exposure/exposure-policy.js";
import { postgresCalls, type ConnectPostgres, type PostgresSourceArgs } from "../postgres/postgres-source.js";

/** Where `serve` listens unless told: this machine only (beyond it, a token is required). */
export const DEFAULT_SERVE_HOST = "127.0.0.1";
export const DEFAULT_SERVE_PORT = 7411;

function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(new CommandError(SERVE_MESSAGES.cannotListen(host, port, error.message)));
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Resolves with the signal's name when SIGINT or SIGTERM arrives, then no longer listens for either. */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}

/**
 * `oneindex serve <snapshot> [<snapshot> …] (or --postgres <url> --table <name> --definition <file>) [--host H] [--port N] [--token T] [--allow-origin O …]
 * [--max-result-chars N] [--work-budget N] [--detail D]`: opens the snapshots once and answers tool calls over
 * HTTP, through the exposure policy (`src/exposure/`) (a Postgres table's calls are answered on the
 * pool's connections, each in its own read-only transaction, instead of in the search worker), until SIGINT or SIGTERM, then closes every
 * connection and exits 0. A host beyond loopback without a token (and no --allow-unauthenticated),
 * a snapshot that cannot be opened, or a port that cannot be listened on, is exit 1.
 */
export async function serveCommand(
  args: {
    snapshots: readonly string[];
    postgres?: PostgresSourceArgs;
    host: string;
    port: number;
    maxResultChars?: number;
    workBudget?: number;
    detail?: QueryDetail;
    allowOrigins?: readonly string[];
    token?: string;
    allowUnauthenticated?: boolean;
  },
  io: CliIo,
  connect?: ConnectPostgres,
): Promise<number> {
  let policy: ExposurePolicy;
  try {
    policy = ExposurePolicy.for({
      host: args.host,
      ...(args.allowOrigins === undefined ? {} : { allowOrigins: args.allowOrigins }),
      ...(args.token === undefined ? {} : { token: args.token }),
      ...(args.allowUnauthenticated === undefined ? {} : { allowUnauthenticated: args.allowUnauthenticated }),
    });
  } catch (error) {
    throw new CommandError((error as Error).message);
  }
  checkMaxChars(args.maxResultChars);
  const budget = args.workBudget === undefined ? {} : { workBudget: args.workBudget };
  const answering = {
    ...(args.maxResultChars === undefined ? {} : { maxResultChars: args.maxResultChars }),
    ...(args.detail === undefined ? {} : { detail: args.detail }),
  };
  const pool =
    args.postgres === undefined
      ? await SearchPool.start({ snapshots: args.snapshots, ...budget, ...answering })
      : await postgresCalls({ ...args.postgres, ...budget }, answering, connect);
  const tools = new ServedTools(pool.served, args.detail);
  const log = (text: string) => io.stderr(text);
  const server = createSearchHttpServer(tools, {
    log,
    policy,
    answer: (tool, body) => pool.call(tool, body),
    snapshotsOpened: () => pool.opened,
  });
  let address: AddressInfo;
  try {
    address = await listen(server, args.host, args.port);
  } catch (error) {
    await pool.close();
    throw error;
  }
  const stopped = stopSignal();
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const served = pool.served.map((index, i) => `${tools.names[i]} (${index.size} documents)`).join(", ");
  io.stderr(SERVE_MESSAGES.listening(`http://${host}:${address.port}`, served, pool.opened));
  io.stderr(SERVE_MESSAGES.stopping(await stopped));
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await pool.close();
  return 0;
}
