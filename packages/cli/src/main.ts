#!/usr/bin/env node
import { PROCESS_IO } from "./cli-io.js";
import { runCli } from "./run-cli.js";

runCli(process.argv.slice(2), PROCESS_IO).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`oneindex: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
