import type { CliIo } from "../cli-io.js";
import { REPL_MESSAGES } from "../messages.js";
import { openSnapshot } from "../open-snapshot.js";
import { readPipedLines, readTerminalLines } from "../repl/read-lines.js";
import { ReplSession } from "../repl/repl-session.js";

/**
 * `oneindex repl <snapshot> [--json] [--explain] [--max-result-chars N] [--work-budget N]`: opens the snapshot once, then answers each line
 * of stdin (a tool call, plain words, or a dot command) as `search` would, until the input ends or
 * `.exit`. On a terminal it prompts and edits lines; piped, it reads lines as they come. Exit 0
 * when every line was answered, 1 when any failed (a bad call, an unreadable line), so a script
 * piping calls learns of a failure the way `search` tells it.
 */
export async function replCommand(
  args: { snapshot: string; json: boolean; explain: boolean; maxResultChars?: number; workBudget?: number },
  io: CliIo,
): Promise<number> {
  const index = await openSnapshot(args.snapshot, args.workBudget === undefined ? {} : { workBudget: args.workBudget });
  const session = new ReplSession(index, args.snapshot, args, io);
  io.stderr(REPL_MESSAGES.banner(session.tool, index.size));
  if (process.stdin.isTTY === true) await readTerminalLines(process.stdin, process.stdout, session);
  else await readPipedLines(process.stdin, session);
  return session.failed ? 1 : 0;
}
