import { CommandError, type CliIo } from "../cli-io.js";
import { answerCallAsync, isCallJson, wordsCall, type CallAnswer } from "../calls/answer-call.js";
import { formatAnswer } from "../calls/results-table.js";
import { withCallSource } from "../calls/call-source.js";
import { errorSummary } from "../tool-error.js";
import { CLI_MESSAGES } from "../messages.js";
import type { ConnectPostgres, PostgresSourceArgs } from "../postgres/postgres-source.js";

/**
 * `oneindex search <snapshot> '<arguments>' [--json] [--explain] [--max-result-chars N] [--work-budget N]`,
 * or `oneindex search --postgres <url> --table <name> --definition <file> '<arguments>' …`:
 * runs a tool call (arguments that are not JSON are words, searched as `q` with highlights, which
 * stderr says); `--explain` adds each hit's score explanation (under its row, or in the JSON; the
 * embedded engine only). What is printed goes through the size gate (`--max-result-chars`, default
 * 100,000). A bad call prints the text the model would get (the parser's tool result, or the text
 * of any error the search throws with a `toToolResult()`, such as a call over the work budget) and
 * exits 1; any other error the search throws is reported on stderr as an internal error, exit 1.
 */
export async function searchCommand(
  args: {
    snapshot?: string;
    postgres?: PostgresSourceArgs;
    arguments: string;
    json: boolean;
    explain: boolean;
    maxResultChars?: number;
    workBudget?: number;
  },
  io: CliIo,
  connect?: ConnectPostgres,
): Promise<number> {
  return withCallSource(args, connect, async (index) => {
    // Plain words (`oneindex search x.oneindex springfield`): a search-box query, said so.
    if (!isCallJson(args.arguments)) io.stderr(CLI_MESSAGES.wordsAsQ(args.arguments.trim()));
    let answer: CallAnswer;
    try {
      answer = await answerCallAsync(index, isCallJson(args.arguments) ? args.arguments : wordsCall(args.arguments), args);
    } catch (error) {
      throw new CommandError(CLI_MESSAGES.internalSearchError(errorSummary(error)));
    }
    io.stdout(
      formatAnswer(index.definition, answer, {
        json: args.json,
        call: args.arguments,
        color: io.stdoutColor === true,
        ...(args.maxResultChars === undefined ? {} : { maxChars: args.maxResultChars }),
      }),
    );
    return answer.ok ? 0 : 1;
  });
}
