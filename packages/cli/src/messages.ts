import { echoName } from "./mcp/messages.js";
import type { InferredDefinition } from "@oneindex/ingest";

/** The wording of the command line's own messages (usage mistakes, summaries); the data readers' are in input/messages.ts, the MCP server's in mcp/messages.ts. */
export const CLI_MESSAGES = {
  unknownOption: (arg: string, near: string | undefined) =>
    `unknown option ${arg}${near === undefined ? "" : ` (did you mean --${near}?)`}`,
  optionNotForCommand: (name: string, command: string, options: readonly string[]) =>
    `${command} does not take --${name}; ${options.length === 0 ? "it takes no options" : `its options are ${options.map((o) => `--${o}`).join(", ")}`}`,
  optionNeedsValue: (name: string) => `--${name} needs a value (--${name} <value>)`,
  /** Said on stderr when `search` reads its arguments as words. */
  wordsAsQ: (q: string) =>
    `searching ${JSON.stringify(q)} as q (the arguments are not JSON; pass a tool call such as '{"v":1,"q":"…","filter":"…"}' for more)\n`,
  internalSearchError: (detail: string) => `internal error while searching: ${detail}`,
  tableCut: (maxChars: number) =>
    `(the table was cut to stay under ${maxChars} characters: ask for fewer aggregations or hits, or raise --max-result-chars)\n`,
  badMaxResultChars: (found: string, min: number, max: number) =>
    `--max-result-chars takes a whole number of characters from ${min} to ${max}, found "${found}"`,
  badWorkBudget: (found: string, fallback: number) =>
    `--work-budget takes a whole number of work units from 1 to 999999999999999 (default ${fallback}), found "${found}"`,
  initWouldOverwrite: (path: string) => `${path} already exists; pass --force to replace it (it may hold your edits)`,
  /** A data file passed where a definition file goes (usually the two arguments swapped). */
  dataAsDefinition: (path: string, what: string, usage: string | undefined) =>
    `${path} looks like a data file (${what}), not a definition${usage === undefined ? "" : `; usage: ${usage}`}`,
  unmatchedSources: (count: number, data: string) =>
    `${count} field${count === 1 ? "" : "s"} of the definition read${count === 1 ? "s" : ""} nothing from ${data}; nothing was written`,
  /** A record `init` could not profile (unreadable, or nested too deeply to store), by its place. */
  initLeftOut: (data: string, place: string, problem: string) => `${data}:${place}: ${problem}; left out\n`,
  /** Rows of a CSV or TSV file with fewer cells than the header, left out without `--pad-short-rows`. */
  shortRows: (data: string, rows: number) =>
    `${data}: ${rows} row${rows === 1 ? " has" : "s have"} fewer cells than the header row; pass --pad-short-rows to read the missing trailing cells as empty (as pandas and Python's csv module do)\n`,
  initMoreLeftOut: (more: number) => `… and ${more} more unreadable record${more === 1 ? "" : "s"} left out\n`,
  initInvalid: (problems: readonly string[]) =>
    `the definition inferred is not valid, so nothing was written:\n${problems.map((p) => `  ${p}`).join("\n")}`,
  /** `init` on a CSV or TSV file most of whose rows do not fit its header row: nothing written, with what to try. */
  initMostUnreadable: (data: string, unreadable: number, total: number, hints: readonly string[]) =>
    `most records of ${data} (${unreadable} of ${total}) do not fit its header row, so no definition was written: the header row is not the file's first line, or the file has none${hints.map((h) => `\n  ${h}`).join("")}`,
  /** `init` on a file most of whose records are not UTF-8: nothing written. */
  initMostNotUtf8: (data: string, records: number, total: number, hint: string) =>
    `most records of ${data} (${records} of ${total}) are not valid UTF-8, so no definition was written\n  ${hint}`,
  badDetail: (found: string, details: readonly string[], near: string | undefined) =>
    `--detail takes ${details.join(", ")}, found "${found}"${near === undefined ? "" : ` (did you mean "${near}"?)`}`,
  hintComment: (first: string) =>
    `the first line starts with "${first}": if such lines are comments, pass --comment '${first}' to skip them`,
  hintNoHeader: "if the file has no header row, pass --no-header (its cells are then named column1, column2, …)",
  hintPadShortRows: "if rows stop early where their last cells are empty, pass --pad-short-rows",
  /** `layout`: the layout flags the suggested `index` command repeats (each with its leading space). */
  initSummary: (data: string, inferred: InferredDefinition, unreadable: number, out: string | undefined, layout = "") => {
    const lines = inferred.fields.map((f) => {
      const from =
        f.source === undefined
          ? ""
          : typeof f.source === "string"
            ? f.source === f.name
              ? ""
              : ` ← ${JSON.stringify(f.source)}`
            : ` ← ${JSON.stringify(f.source.lat)}, ${JSON.stringify(f.source.lng)}`;
      return `  ${f.name}${from}: ${f.kind}, ${f.reason}${f.note === undefined ? "" : `\n    note: ${f.note}`}`;
    });
    const skipped = unreadable > 0 ? ` (${unreadable} unreadable record${unreadable === 1 ? "" : "s"} left out; index will list them)` : "";
    const next =
      out === undefined
        ? ""
        : `\nReview it (kinds, descriptions, which fields are filterable and sortable), then:\n  oneindex index ${out} ${data} --out ${data.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "")}.oneindex${layout}\n`;
    const warnings = inferred.warnings.map((w) => `warning: ${w}\n`).join("");
    return `${out ?? "definition"}: ${inferred.fields.length} fields inferred from ${inferred.records} record${inferred.records === 1 ? "" : "s"} of ${data}${skipped}:\n${lines.join("\n")}\n${warnings}${next}`;
  },
} as const;

/** The CLI's version, as its package.json says (kept equal by a test). */
export const CLI_VERSION = "0.0.0";

const bytesLimit = (max: number) => `${max} bytes`;

/** The wording of `oneindex serve`: HTTP answers (plain text, one line) and stderr logs. */
export const SERVE_MESSAGES = {
  listening: (url: string, tools: string, opened: number) =>
    `oneindex serve: serving ${tools} on ${url} (snapshots opened: ${opened}); POST a call to ${url}/search, GET ${url}/ for the tools; Ctrl-C stops\n`,
  stopping: (signal: string) => `oneindex serve: ${signal}: closing the server\n`,
  cannotListen: (host: string, port: number, reason: string) => `cannot listen on ${host}:${port}: ${reason}`,
  notFound: (path: string) =>
    `no route ${JSON.stringify(path)}; routes: GET / (the tools' descriptors, ?format=anthropic|openai-chat|openai-responses|openai-strict|mcp|gemini), GET /health, POST /search, POST /search/<tool name>`,
  methodNotAllowed: (method: string, path: string, allow: string) => `${method} is not allowed on ${path}; use ${allow}`,
  unknownTool: (name: string, tools: readonly string[], near: string | undefined) =>
    `unknown tool ${echoName(name)}${near === undefined ? "" : ` (did you mean ${JSON.stringify(near)}?)`}; this server offers ${tools.map((t) => JSON.stringify(t)).join(", ")}`,
  whichTool: (tools: readonly string[]) =>
    `this server offers several tools; POST the call to /search/<tool name>: ${tools.map((t) => `/search/${t}`).join(", ")}`,
  bodyTooLarge: (bytes: number | undefined, max: number) =>
    `the call is ${bytes === undefined ? "longer than that" : `${bytes} bytes long`}, over the limit of ${bytesLimit(max)} for one call; it was not read`,
  bodyNotUtf8: (at: number) => `the call is not valid UTF-8 (byte ${at} of the body)`,
  badFormat: (reason: string) => `format: ${reason}`,
  logInternalError: (detail: string) => `oneindex serve: internal error while searching: ${detail}\n`,
  logRequestError: (detail: string) => `oneindex serve: ${detail}\n`,
} as const;

/** The wording of `oneindex repl`: its banner, dot commands and the problems it reports on stderr. */
export const REPL_MESSAGES = {
  banner: (tool: string, documents: number) =>
    `oneindex repl: ${tool} (${documents} documents) is open; type words (searched as q) or a tool call as JSON, one a line; .help for more\n`,
  help: [
    "words               searched as q with highlights: steel beams",
    '{"v":1,…}           a tool call, as the model would send it',
    ".info               the snapshot, and how many snapshots were opened and calls answered",
    ".help               this list",
    ".exit               stop (end of input, Ctrl-D or Ctrl-C too)",
    "",
  ].join("\n"),
  info: (snapshot: string, tool: string, documents: number, opened: number, calls: number) =>
    `${snapshot}: ${tool}, ${documents} documents\nsnapshots opened  ${opened}\ncalls answered    ${calls}\n`,
  unknownDotCommand: (line: number, command: string, near: string | undefined) =>
    `oneindex repl: line ${line}: unknown command ${command}${near === undefined ? "" : ` (did you mean ${near}?)`}; .help lists them\n`,
  lineTooLong: (line: number, bytes: number, max: number) =>
    `oneindex repl: line ${line}: the line is ${bytes} bytes long, over the limit of ${max} bytes for one call; it was not read\n`,
  lineNotUtf8: (line: number, at: number) => `oneindex repl: line ${line}: not valid UTF-8 (byte ${at} of the line); it was not read\n`,
  internalError: (line: number, message: string) => `oneindex repl: line ${line}: ${message}\n`,
} as const;
