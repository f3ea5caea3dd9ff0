// Runs a build or first-search job of src/child.ts in a fresh node process and reads its JSON answer; starts the
// node processes that serve latency jobs (src/measure/lockstep.ts talks to them).
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Job, OneShotJob } from "../child.js";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Whether jobs run in this process (the quick run) rather than each in a fresh one. */
let inProcess = false;

/** Makes runChild run jobs in this process (needs --expose-gc for the heap numbers). */
export function runJobsInProcess(value: boolean): void {
  inProcess = value;
}

/** Whether jobs run in this process. */
export function jobsRunInProcess(): boolean {
  return inProcess;
}

/** The child's result, or an Error carrying its stderr tail. */
export async function runChild<R>(job: OneShotJob, heapMb = 12_288): Promise<R> {
  if (inProcess) {
    const { runJob } = await import("../child.js");
    return (await runJob(job)) as R;
  }
  return spawnChild<R>(job, heapMb);
}

/** A fresh `node --expose-gc --import tsx src/child.ts '<job>'` with piped standard streams. */
export function spawnJob(job: Job, heapMb = 12_288): ChildProcessWithoutNullStreams {
  return spawnScript(["src", "child.ts"], job, heapMb);
}

/** A fresh `node --expose-gc --import tsx <script> '<job JSON>'` (script relative to the package) with piped standard streams. */
export function spawnScript(script: readonly string[], job: unknown, heapMb = 12_288): ChildProcessWithoutNullStreams {
  return spawn(
    process.execPath,
    ["--expose-gc", `--max-old-space-size=${heapMb}`, "--import", "tsx", join(packageDir, ...script), JSON.stringify(job)],
    {
      cwd: packageDir,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
}

function spawnChild<R>(job: OneShotJob, heapMb: number): Promise<R> {
  return new Promise((resolve, reject) => {
    const child = spawnJob(job, heapMb);
    child.stdin.end();
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("close", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code === 0 && last.startsWith("{")) resolve(JSON.parse(last) as R);
      else reject(new Error(`${job.task} ${job.engine} failed (exit ${code}): ${err.trim().split("\n").slice(-3).join(" | ")}`));
    });
  });
}
