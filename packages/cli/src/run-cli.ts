import { parseArgs } from "node:util";
import { CommandError, UsageError, type CliIo } from "./cli-io.js";
import { indexCommand } from "./commands/index-command.js";
import { initCommand } from "./commands/init-command.js";
import { mcpCommand } from "./commands/mcp-command.js";
import { searchCommand } from "./commands/search-command.js";
import { toolCommand } from "./commands/tool-command.js";
import { InputError } from "./input/read-records.js";

/** The usage text. */
export const USAGE = `usage:
  oneindex init <data.json|data.ndjson|data.csv> [--out <definition.json>] [--name <Name>] [--sample <n>] [--force]
  oneindex tool <definition.json> [--format anthropic|openai-chat|openai-responses|openai-strict|mcp|gemini] [--name <Name>]
  oneindex index <definition.json> <data.json|data.ndjson|data.csv> --out <snapshot> [--skip-invalid] [--progress] [--name <Name>]
  oneindex search <snapshot> '<arguments JSON>' [--json] [--explain]
  oneindex mcp <snapshot> [--max-result-chars <n>]
`;

const OPTIONS = {
  format: { type: "string" },
  name: { type: "string" },
  out: { type: "string" },
  "skip-invalid": { type: "boolean" },
  progress: { type: "boolean" },
  json: { type: "boolean" },
  explain: { type: "boolean" },
  "max-result-chars": { type: "string" },
  sample: { type: "string" },
  force: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function positionals(list: string[], command: string, count: number): string[] {
  if (list.length !== count) throw new UsageError(`${command} takes ${count} argument${count === 1 ? "" : "s"}, found ${list.length}`);
  return list;
}

/** Runs the command line; returns the exit code (0 ok, 1 failure, 2 usage). Never exits the process itself. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const { values, positionals: rest } = parsed;
    const [command, ...args] = rest;
    if (values.help === true || command === undefined || command === "help") {
      io.stdout(USAGE);
      return command === undefined && values.help !== true ? 2 : 0;
    }
    switch (command) {
      case "tool": {
        const [definition] = positionals(args, "tool", 1);
        return await toolCommand({ definition: definition!, ...(values.format === undefined ? {} : { format: values.format }), ...(values.name === undefined ? {} : { name: values.name }) }, io);
      }
      case "init": {
        const [data] = positionals(args, "init", 1);
        const sample = values.sample;
        if (sample !== undefined && !/^[1-9][0-9]{0,8}$/.test(sample)) throw new UsageError(`--sample takes a whole number of records from 1 to 999999999, found "${sample}"`);
        return await initCommand({ data: data!, force: values.force === true, ...(values.out === undefined ? {} : { out: values.out }), ...(values.name === undefined ? {} : { name: values.name }), ...(sample === undefined ? {} : { sample: Number(sample) }) }, io);
      }
      case "index": {
        const [definition, data] = positionals(args, "index", 2);
        if (values.out === undefined) throw new UsageError("index needs --out <snapshot>");
        return await indexCommand(
          {
            definition: definition!,
            data: data!,
            out: values.out,
            skipInvalid: values["skip-invalid"] === true,
            ...(values.progress === undefined ? {} : { progress: values.progress }),
            ...(values.name === undefined ? {} : { name: values.name }),
          },
          io,
        );
      }
      case "search": {
        const [snapshot, call] = positionals(args, "search", 2);
        return await searchCommand({ snapshot: snapshot!, arguments: call!, json: values.json === true, explain: values.explain === true }, io);
      }
      case "mcp": {
        const [snapshot] = positionals(args, "mcp", 1);
        const max = values["max-result-chars"];
        if (max !== undefined && !/^[1-9][0-9]{0,8}$/.test(max)) throw new UsageError(`--max-result-chars takes a whole number of characters from 1 to 999999999, found "${max}"`);
        return await mcpCommand({ snapshot: snapshot!, ...(max === undefined ? {} : { maxResultChars: Number(max) }) }, io);
      }
      default:
        throw new UsageError(`unknown command "${command}"; commands are init, tool, index, search, mcp`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`oneindex: ${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof CommandError || error instanceof InputError) {
      io.stderr(`oneindex: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
