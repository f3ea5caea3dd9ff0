import { nearestName } from "oneindex/internal";
import { CommandError, type CliIo } from "../cli-io.js";
import { answerCallAsync, isCallJson, wordsCall, type CallIndex } from "../calls/answer-call.js";
import { formatAnswer } from "../calls/results-table.js";
import { CLI_MESSAGES } from "../messages.js";
import { errorSummary } from "../tool-error.js";
import { REPL_MESSAGES } from "../messages.js";
import { snapshotsOpened } from "../open-snapshot.js";

const DOT_COMMANDS = [".help", ".info", ".exit", ".quit"];

/**
 * What `repl` does with each line, however the lines are read (a terminal with line editing, or a
 * pipe): a tool call or plain words answered as `search` prints them, or a dot command. It keeps
 * whether any line failed (a call the model got wrong, an unreadable line, an unknown command), for
 * the exit code.
 */
export class ReplSession {
  /** Whether a line failed so far. */
  failed = false;
  /** Calls answered so far. */
  calls = 0;
  readonly tool: string;

  constructor(
    /** A snapshot's `SearchIndex`, or a Postgres table's index (answers are awaited either way). */
    private readonly index: CallIndex & { readonly size: number },
    /** What `.info` names: the snapshot file, or the table. */
    private readonly snapshot: string,
    private readonly options: { readonly json: boolean; readonly explain: boolean; readonly maxResultChars?: number },
    private readonly io: CliIo,
  ) {
    this.tool = `search_${index.definition.name}`;
  }

  /** Answers one line (its 1-based number for messages); false when the line asks to stop. Lines are answered one at a time, in order. */
  async line(text: string, number: number): Promise<boolean> {
    const line = text.trim();
    if (line === "") return true;
    if (line.startsWith(".")) return this.dotCommand(line, number);
    this.calls++;
    try {
      let answer: Awaited<ReturnType<typeof answerCallAsync>>;
      try {
        answer = await answerCallAsync(this.index, isCallJson(line) ? line : wordsCall(line), this.options);
      } catch (error) {
        throw new CommandError(CLI_MESSAGES.internalSearchError(errorSummary(error)));
      }
      const { json, maxResultChars } = this.options;
      const color = this.io.stdoutColor === true;
      this.io.stdout(
        formatAnswer(this.index.definition, answer, {
          json,
          color,
          call: line,
          ...(maxResultChars === undefined ? {} : { maxChars: maxResultChars }),
        }),
      );
      if (!answer.ok) this.failed = true;
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      this.io.stderr(REPL_MESSAGES.internalError(number, error.message));
      this.failed = true;
    }
    return true;
  }

  /** A line that could not be read (too long, not UTF-8): said on stderr, and counted as failed. */
  unreadable(message: string): void {
    this.io.stderr(message);
    this.failed = true;
  }

  private dotCommand(line: string, number: number): boolean {
    const command = line.split(/\s+/)[0]!;
    switch (command) {
      case ".exit":
      case ".quit":
        return false;
      case ".help":
        this.io.stdout(REPL_MESSAGES.help);
        return true;
      case ".info":
        this.io.stdout(REPL_MESSAGES.info(this.snapshot, this.tool, this.index.size, snapshotsOpened(), this.calls));
        return true;
      default:
        this.unreadable(REPL_MESSAGES.unknownDotCommand(number, command, nearestName(command, DOT_COMMANDS)));
        return true;
    }
  }
}
