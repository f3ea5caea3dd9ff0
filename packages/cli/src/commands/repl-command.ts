import type { CliIo } from "../cli-io.js";
import { REPL_MESSAGES } from "../messages.js";
import { withCallSource } from "../calls/call-source.js";
import type { ConnectPostgres, PostgresSourceArgs } from "../postgres/postgres-source.js";
import { readPipedLines, readTerminalLines } from "../repl/read-lines.js";
import { ReplSession } from "../repl/repl-session.js";

/**
 * `oneindex repl <snapshot> [--json] [--explain] [--max-result-chars N] [--work-budget N]`, or
 * `oneindex repl --postgres <url> --table <name> --definition <file> …`: opens the snapshot (or
 * checks the table) once, then answers each line of stdin (a tool call, plain words, or a dot
 * command) as `search` would, until the input ends or `.exit`. On a terminal it prompts and edits
 * lines; piped, it reads lines as they come and answers them in order. Exit 0 when every line was
 * answered, 1 when any failed (a bad call, an unreadable line), so a script piping calls learns of
 * a failure the way `search` tells it.
 */
export async function replCommand(
  args: {
    snapshot?: string;
    postgres?: PostgresSourceArgs;
    json: boolean;
    explain: boolean;
    maxResultChars?: number;
    workBudget?: number;
  },
  io: CliIo,
  connect?: ConnectPostgres,
): Promise<number> {
  return withCallSource(args, connect, async (index, name) => {
    const session = new ReplSession(index, name, args, io);
    io.stderr(REPL_MESSAGES.banner(session.tool, index.size));
    if (process.stdin.isTTY === true) await readTerminalLines(process.stdin, process.stdout, session);
    else await readPipedLines(process.stdin, session);
    return session.failed ? 1 : 0;
  });
}
