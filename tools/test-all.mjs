#!/usr/bin/env node
// `pnpm test`: every package's tests through turbo (`--continue`: a red suite does not cancel the
// others), then the suites that time work against its charge (`test:timing`), alone, so the other
// suites' load does not weigh on them. Both run whatever the first gave; the exit code is non-zero
// when either failed, so one red suite never hides the rest.
import { spawnSync } from "node:child_process";

function turbo(...args) {
  const result = spawnSync("turbo", ["run", ...args], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const suites = turbo("test", "--continue");
const timing = turbo("test:timing");
process.exit(suites !== 0 ? suites : timing);
