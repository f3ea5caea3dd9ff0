/** Where a command writes: injectable so tests run commands in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal (progress bars only there, unless asked). */
  readonly stderrIsTTY: boolean;
  /** Whether stdout may carry colours (a terminal, and NO_COLOR unset): highlights are drawn, not printed as tags. */
  readonly stdoutColor?: boolean;
  /** Whether stderr may carry colours. */
  readonly stderrColor?: boolean;
}

/** Colours only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
const colors = (tty: boolean | undefined) => tty === true && (process.env["NO_COLOR"] ?? "") === "" && process.env["TERM"] !== "dumb";

/** The process's own streams. */
export const PROCESS_IO: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY === true,
  stdoutColor: colors(process.stdout.isTTY),
  stderrColor: colors(process.stderr.isTTY),
};

/** A command-line mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** A failure the command reports and exits 1 for (bad data, bad call, unreadable file). */
export class CommandError extends Error {
  override readonly name = "CommandError";
}
