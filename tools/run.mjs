#!/usr/bin/env node
// The quick-start entry point: `npm start` and `npm test` work on a machine that has only Node 20
// and npm. It finds pnpm 10.34.9 (or runs it through npx), installs the workspace when needed,
// then runs the pnpm script named on the command line with the remaining arguments.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PNPM = "10.34.9";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [script = "demo", ...rest] = process.argv.slice(2);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpmCommand() {
  const probe = spawnSync("pnpm", ["--version"], { encoding: "utf8", shell: process.platform === "win32" });
  if (probe.status === 0 && probe.stdout.trim() === PNPM) return ["pnpm", []];
  return ["npx", ["--yes", `pnpm@${PNPM}`]];
}

const [pnpm, prefix] = pnpmCommand();
const marker = join(root, "node_modules", ".modules.yaml");
const lock = join(root, "pnpm-lock.yaml");
if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
  const args = [...prefix, "install"];
  if (process.env.CI) args.push("--frozen-lockfile");
  const status = run(pnpm, args);
  if (status !== 0) process.exit(status);
}
process.exit(run(pnpm, [...prefix, "run", script, ...rest]));
