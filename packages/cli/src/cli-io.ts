/** Where a command writes: injectable so tests run commands in-process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stderr is a terminal (progress bars only there, unless asked). */
  readonly stderrIsTTY: boolean;
}

/** The process's own streams. */
export const PROCESS_IO: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  stderrIsTTY: process.stderr.isTTY === true,
};

/** A command-line mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** A failure the command reports and exits 1 for (bad data, bad call, unreadable file). */
export class CommandError extends Error {
  override readonly name = "CommandError";
}
