import { runCli, type CliIo } from "../../src/index.js";

/** Runs the command line in-process, capturing stdout, stderr and the exit code. */
export async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), stderrIsTTY: false };
  const code = await runCli(argv, io);
  return { code, out, err };
}
