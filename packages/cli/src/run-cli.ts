import { parseArgs } from "node:util";
import { DEFAULT_WORK_BUDGET, QUERY_DETAILS, TOOL_RESULT_LIMITS, type QueryDetail } from "oneindex";
import { nearestName } from "oneindex/internal";
import { CommandError, UsageError, type CliIo } from "./cli-io.js";
import { COMMANDS, GLOBAL_OPTIONS, type CommandSpec } from "./commands/commands.js";
import { indexCommand } from "./commands/index-command.js";
import { infoCommand } from "./commands/info-command.js";
import { initCommand } from "./commands/init-command.js";
import { mcpCommand } from "./commands/mcp-command.js";
import { replCommand } from "./commands/repl-command.js";
import { searchCommand } from "./commands/search-command.js";
import { DEFAULT_SERVE_HOST, DEFAULT_SERVE_PORT, serveCommand } from "./commands/serve-command.js";
import { toolCommand } from "./commands/tool-command.js";
import { delimitedLayout, encodingOption } from "./input/read-flags.js";
import { InputError } from "./input/read-records.js";
import { CLI_MESSAGES, CLI_VERSION } from "./messages.js";
import { POSTGRES_MESSAGES } from "./postgres/messages.js";
import { checkPostgresUrl, type ConnectPostgres, type PostgresSourceArgs } from "./postgres/postgres-source.js";

/** The usage text. */
export const USAGE = `usage:\n${COMMANDS.map((c) => `  ${c.usage}\n`).join("")}  oneindex <command> --help    oneindex --version\n`;

/** One command's help: usage, what it does, its options. */
function commandHelp(spec: CommandSpec): string {
  const options = Object.entries({ ...spec.options, ...GLOBAL_OPTIONS });
  const width = Math.max(...options.map(([name]) => name.length));
  return `usage: ${spec.usage}\n\n${spec.summary}.\n\noptions:\n${options.map(([name, what]) => `  --${name.padEnd(width)}  ${what}\n`).join("")}`;
}

const OPTIONS = {
  format: { type: "string" },
  name: { type: "string" },
  out: { type: "string" },
  "skip-invalid": { type: "boolean" },
  "pad-short-rows": { type: "boolean" },
  comment: { type: "string" },
  encoding: { type: "string" },
  "no-header": { type: "boolean" },
  progress: { type: "boolean" },
  json: { type: "boolean" },
  explain: { type: "boolean" },
  "max-result-chars": { type: "string" },
  "work-budget": { type: "string" },
  detail: { type: "string" },
  "allow-origin": { type: "string", multiple: true },
  token: { type: "string" },
  "allow-unauthenticated": { type: "boolean" },
  port: { type: "string" },
  host: { type: "string" },
  sample: { type: "string" },
  postgres: { type: "string" },
  table: { type: "string" },
  definition: { type: "string" },
  force: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

/**
 * Options the command line names that `spec` (or, before a command is known, no command) does not
 * take, as a usage error with the nearest option's name; a string option without its value too.
 * Checked before `parseArgs`, whose own messages quote unevenly.
 */
function checkOptions(argv: readonly string[], spec: CommandSpec | undefined): void {
  const allowed = spec === undefined ? Object.keys(OPTIONS) : [...Object.keys(spec.options), ...Object.keys(GLOBAL_OPTIONS)];
  for (const [i, arg] of argv.entries()) {
    if (arg === "--") return;
    if (!arg.startsWith("-") || arg === "-") continue;
    const name = arg.startsWith("--")
      ? arg.slice(2).split("=")[0]!
      : (Object.entries(OPTIONS).find(([, o]) => "short" in o && o.short === arg.slice(1))?.[0] ?? arg.slice(1));
    if (!allowed.includes(name)) {
      const near = nearestName(name, allowed);
      const known = name in OPTIONS && spec !== undefined;
      throw new UsageError(
        known ? CLI_MESSAGES.optionNotForCommand(name, spec.name, Object.keys(spec.options)) : CLI_MESSAGES.unknownOption(arg, near),
      );
    }
    const option = OPTIONS[name as keyof typeof OPTIONS];
    if (option.type === "string" && !arg.includes("=") && (argv[i + 1] === undefined || argv[i + 1]!.startsWith("--")))
      throw new UsageError(CLI_MESSAGES.optionNeedsValue(name));
  }
}

function positionals(list: string[], command: string, count: number, most = count): string[] {
  if (list.length < count || list.length > most) {
    const wanted = most === count ? `${count}` : most === Infinity ? `at least ${count}` : `${count} to ${most}`;
    throw new UsageError(`${command} takes ${wanted} argument${count === 1 && most === count ? "" : "s"}, found ${list.length}`);
  }
  return list;
}

/** `--max-result-chars`, checked, when given: the size gate's bound, from `TOOL_RESULT_LIMITS.minMaxChars`. */
function maxResultChars(value: string | undefined): { maxResultChars?: number } {
  if (value === undefined) return {};
  const { minMaxChars, maxMaxChars } = TOOL_RESULT_LIMITS;
  if (!/^[1-9][0-9]{0,8}$/.test(value) || Number(value) < minMaxChars)
    throw new UsageError(CLI_MESSAGES.badMaxResultChars(value, minMaxChars, maxMaxChars));
  return { maxResultChars: Number(value) };
}

/** `--detail`, checked, when given: how much of the query language the tools offer (and the parser accepts). */
function detailOption(value: string | undefined): { detail?: QueryDetail } {
  if (value === undefined) return {};
  if (!(QUERY_DETAILS as readonly string[]).includes(value))
    throw new UsageError(CLI_MESSAGES.badDetail(value, QUERY_DETAILS, nearestName(value, QUERY_DETAILS)));
  return { detail: value as QueryDetail };
}

/** `--work-budget`, checked, when given: the work units one call may spend (the index's `workBudget`). */
function workBudget(value: string | undefined): { workBudget?: number } {
  if (value === undefined) return {};
  if (!/^[1-9][0-9]{0,14}$/.test(value)) throw new UsageError(CLI_MESSAGES.badWorkBudget(value, DEFAULT_WORK_BUDGET));
  return { workBudget: Number(value) };
}

/** What `search` and `repl` share: the snapshot or table, `--json`, `--explain`, `--max-result-chars` and `--work-budget`. */
function answerOptions(
  values: { json?: boolean; explain?: boolean; "max-result-chars"?: string; "work-budget"?: string },
  snapshot: string | undefined,
  postgres: PostgresSourceArgs | undefined,
) {
  return {
    ...(snapshot === undefined ? {} : { snapshot }),
    ...(postgres === undefined ? {} : { postgres }),
    json: values.json === true,
    explain: values.explain === true,
    ...maxResultChars(values["max-result-chars"]),
    ...workBudget(values["work-budget"]),
  };
}

/** The bearer token `serve` requires: `--token`, else the `ONEINDEX_SERVE_TOKEN` environment variable (kept out of `ps`), else none. */
function serveToken(value: string | undefined): { token?: string } {
  const token = value ?? process.env["ONEINDEX_SERVE_TOKEN"];
  return token === undefined ? {} : { token };
}

/** `--port`, checked: a whole number from 0 (any free port) to 65535. */
function port(value: string | undefined): number {
  if (value === undefined) return DEFAULT_SERVE_PORT;
  if (!/^[0-9]{1,5}$/.test(value) || Number(value) > 65_535)
    throw new UsageError(`--port takes a whole number from 0 (any free port) to 65535, found "${value}"`);
  return Number(value);
}

/** The Postgres source `--postgres <url> --table <name> --definition <file>` names, checked, when `--postgres` is given. */
function postgresSource(values: { postgres?: string; table?: string; definition?: string }): PostgresSourceArgs | undefined {
  const { postgres: url, table, definition } = values;
  if (url === undefined) {
    if (table !== undefined) throw new UsageError(POSTGRES_MESSAGES.withoutPostgres("table"));
    if (definition !== undefined) throw new UsageError(POSTGRES_MESSAGES.withoutPostgres("definition"));
    return undefined;
  }
  checkPostgresUrl(url);
  if (table === undefined || definition === undefined)
    throw new UsageError(
      POSTGRES_MESSAGES.needsTableAndDefinition(
        [table === undefined ? "table" : "", definition === undefined ? "definition" : ""].filter((m) => m !== ""),
      ),
    );
  return { url, table, definition };
}

/** Where `index` writes: undefined for `--out <snapshot>` (checked given), or the table `--postgres <url> --table <name>` names. */
function indexTarget(values: {
  out?: string;
  postgres?: string;
  table?: string;
  definition?: string;
}): { url: string; table: string } | undefined {
  if (values.definition !== undefined) throw new UsageError(POSTGRES_MESSAGES.indexDefinitionPositional);
  if (values.postgres === undefined) {
    if (values.table !== undefined) throw new UsageError(POSTGRES_MESSAGES.withoutPostgres("table"));
    if (values.out === undefined) throw new UsageError("index needs --out <snapshot> (or --postgres <url> --table <name>)");
    return undefined;
  }
  if (values.out !== undefined) throw new UsageError(POSTGRES_MESSAGES.indexOutOrPostgres);
  checkPostgresUrl(values.postgres);
  if (values.table === undefined) throw new UsageError(POSTGRES_MESSAGES.indexNeedsTable);
  return { url: values.postgres, table: values.table };
}

/** The snapshots `mcp` and `serve` take, or none beside a Postgres source. */
function servedSnapshots(args: string[], command: string, postgres: PostgresSourceArgs | undefined): string[] {
  if (postgres === undefined) return positionals(args, command, 1, Infinity);
  if (args.length > 0) throw new UsageError(POSTGRES_MESSAGES.notWithSnapshots(command));
  return [];
}

/** What the command line reaches outside the process, replaceable for tests. */
export interface CliDeps {
  /** Opens a connection for `--postgres <url>` (default: a `pg.Pool`). Tests pass a PGlite instance through the same path. */
  readonly connectPostgres?: ConnectPostgres;
}

/** Runs the command line; returns the exit code (0 ok, 1 failure, 2 usage). Never exits the process itself. */
export async function runCli(argv: readonly string[], io: CliIo, deps: CliDeps = {}): Promise<number> {
  let spec: CommandSpec | undefined;
  try {
    const first = argv.find((a) => !a.startsWith("-"));
    spec = COMMANDS.find((c) => c.name === first);
    checkOptions(argv, spec);
    const { values, positionals: rest } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    const [command, ...args] = rest;
    if (values.version === true) {
      io.stdout(`oneindex ${CLI_VERSION}\n`);
      return 0;
    }
    if (command === "help" && args[0] !== undefined) spec = COMMANDS.find((c) => c.name === args[0]);
    if (spec !== undefined && (values.help === true || command === "help")) {
      io.stdout(commandHelp(spec));
      return 0;
    }
    if (values.help === true || command === undefined || command === "help") {
      io.stdout(USAGE);
      return command === undefined && values.help !== true ? 2 : 0;
    }
    switch (command) {
      case "init": {
        const [data] = positionals(args, "init", 1);
        const sample = values.sample;
        if (sample !== undefined && !/^[1-9][0-9]{0,8}$/.test(sample))
          throw new UsageError(`--sample takes a whole number of records from 1 to 999999999, found "${sample}"`);
        return await initCommand(
          {
            data: data!,
            force: values.force === true,
            layout: delimitedLayout(values, data!),
            encoding: encodingOption(values.encoding),
            ...(values.out === undefined ? {} : { out: values.out }),
            ...(values.name === undefined ? {} : { name: values.name }),
            ...(sample === undefined ? {} : { sample: Number(sample) }),
          },
          io,
        );
      }
      case "tool": {
        const [definition] = positionals(args, "tool", 1);
        return await toolCommand(
          {
            definition: definition!,
            ...(values.format === undefined ? {} : { format: values.format }),
            ...(values.name === undefined ? {} : { name: values.name }),
            ...detailOption(values.detail),
          },
          io,
        );
      }
      case "index": {
        const [definition, data] = positionals(args, "index", 2);
        const postgres = indexTarget(values);
        return await indexCommand(
          {
            definition: definition!,
            data: data!,
            ...(postgres === undefined ? { out: values.out! } : { postgres }),
            skipInvalid: values["skip-invalid"] === true,
            layout: delimitedLayout(values, data!),
            encoding: encodingOption(values.encoding),
            ...(values.progress === undefined ? {} : { progress: values.progress }),
            ...(values.name === undefined ? {} : { name: values.name }),
          },
          io,
          deps.connectPostgres,
        );
      }
      case "search": {
        const postgres = postgresSource(values);
        const [snapshot, ...words] =
          postgres === undefined ? positionals(args, "search", 2, Infinity) : [undefined, ...positionals(args, "search", 1, Infinity)];
        return await searchCommand(
          {
            ...answerOptions(values, snapshot, postgres),
            arguments: words.join(" "),
          },
          io,
          deps.connectPostgres,
        );
      }
      case "info": {
        const [snapshot] = positionals(args, "info", 1);
        return await infoCommand({ snapshot: snapshot!, json: values.json === true }, io);
      }
      case "mcp": {
        const postgres = postgresSource(values);
        const snapshots = servedSnapshots(args, "mcp", postgres);
        return await mcpCommand(
          {
            snapshots,
            ...(postgres === undefined ? {} : { postgres }),
            ...maxResultChars(values["max-result-chars"]),
            ...workBudget(values["work-budget"]),
            ...detailOption(values.detail),
          },
          io,
          deps.connectPostgres,
        );
      }
      case "serve": {
        const postgres = postgresSource(values);
        const snapshots = servedSnapshots(args, "serve", postgres);
        return await serveCommand(
          {
            snapshots,
            ...(postgres === undefined ? {} : { postgres }),
            host: values.host ?? DEFAULT_SERVE_HOST,
            port: port(values.port),
            ...maxResultChars(values["max-result-chars"]),
            ...workBudget(values["work-budget"]),
            ...detailOption(values.detail),
            ...(values["allow-origin"] === undefined ? {} : { allowOrigins: values["allow-origin"] }),
            ...serveToken(values.token),
            ...(values["allow-unauthenticated"] === true ? { allowUnauthenticated: true } : {}),
          },
          io,
          deps.connectPostgres,
        );
      }
      case "repl": {
        const postgres = postgresSource(values);
        const [snapshot] = postgres === undefined ? positionals(args, "repl", 1) : servedSnapshots(args, "repl", postgres);
        return await replCommand(
          {
            ...answerOptions(values, snapshot, postgres),
          },
          io,
          deps.connectPostgres,
        );
      }
      default: {
        const near = nearestName(
          command,
          COMMANDS.map((c) => c.name),
        );
        throw new UsageError(
          `unknown command "${command}"${near === undefined ? "" : ` (did you mean "${near}"?)`}; commands are ${COMMANDS.map((c) => c.name).join(", ")}`,
        );
      }
    }
  } catch (error) {
    const red = (text: string) => (io.stderrColor === true ? `\u001b[31m${text}\u001b[39m` : text);
    if (error instanceof UsageError) {
      io.stderr(
        `${red("oneindex:")} ${error.message}\n${spec === undefined ? USAGE : `usage: ${spec.usage}\n(oneindex ${spec.name} --help for its options)\n`}`,
      );
      return 2;
    }
    if (error instanceof CommandError || error instanceof InputError) {
      io.stderr(`${red("oneindex:")} ${error.message}\n`);
      return 1;
    }
    const e = error as { code?: unknown; message?: unknown };
    if (typeof e.code === "string" && e.code.startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`${red("oneindex:")} ${String(e.message)}\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
