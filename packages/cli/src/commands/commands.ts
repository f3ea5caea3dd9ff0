import { DEFAULT_WORK_BUDGET, TOOL_RESULT_LIMITS } from "oneindex";

/** Every command: its usage line, what it does, and the options it takes (the one table help, usage errors and suggestions read). */
export interface CommandSpec {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  /** Options this command takes, with what each does. */
  readonly options: Readonly<Record<string, string>>;
}

const MAX_RESULT_CHARS = `characters one tool result may take (default ${TOOL_RESULT_LIMITS.defaultMaxChars}, at least ${TOOL_RESULT_LIMITS.minMaxChars}); more is cut, with a note`;
/** The options naming a Postgres source, for the commands that take one instead of snapshots. */
const POSTGRES_OPTIONS = {
  postgres: "search a PostgreSQL table instead of a snapshot: its connection URL (postgresql://user@host:5432/database)",
  table: "with --postgres: the table, made by @oneindex/postgres",
  definition: "with --postgres: the definition file the table was made from",
};
/** How usage lines say a command takes a Postgres table in place of its snapshots. */
const POSTGRES_USAGE = "(or --postgres <url> --table <name> --definition <definition.json> in place of <snapshot>)";

/** The options that say how a CSV or TSV file is laid out, for `init` and `index` alike. */
const LAYOUT_OPTIONS = {
  "pad-short-rows":
    "CSV and TSV: read a row with fewer cells than the header with its missing trailing cells empty (default: such a row is a problem)",
  comment: "CSV and TSV: skip the lines that start with this character, e.g. '#' (default: none, as a header may name a column #)",
  "no-header": "CSV and TSV: the file has no header row; its cells are named column1, column2, … in order",
  encoding: "the data file's character encoding, e.g. windows-1252 (Excel's CSV on Windows), latin1, utf-16le (default utf-8)",
};
const LAYOUT_USAGE = "[--pad-short-rows] [--comment <char>] [--no-header] [--encoding <name>]";

const DETAIL =
  "how much of the query language the tools offer, and the parser accepts: full (default), standard, or compact (the smallest descriptor)";

const WORK_BUDGET = `work units one call may spend before it is refused as too costly (default ${DEFAULT_WORK_BUDGET})`;

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: "init",
    usage: `oneindex init <data.json|data.ndjson|data.csv|data.tsv> [--out <definition.json>] [--name <Name>] [--sample <n>] [--force] ${LAYOUT_USAGE}`,
    summary: "infers a definition file from a data file (printed, or written to --out) and says why each field got its kind",
    options: {
      out: "the definition file to write (default: print it)",
      name: "the document type's name",
      sample: "read only the first n records",
      force: "replace a file already at --out",
      ...LAYOUT_OPTIONS,
    },
  },
  {
    name: "tool",
    usage:
      "oneindex tool <definition.json> [--format anthropic|openai-chat|openai-responses|openai-strict|mcp|gemini] [--name <Name>] [--detail full|standard|compact]",
    summary: "prints the search tool's descriptor for a definition",
    options: { format: "the descriptor's format (default anthropic)", name: "the document type's name", detail: DETAIL },
  },
  {
    name: "index",
    usage: `oneindex index <definition.json> <data.json|data.ndjson|data.csv|data.tsv> --out <snapshot> [--skip-invalid] [--progress] [--name <Name>] ${LAYOUT_USAGE} (or --postgres <url> --table <name> in place of --out)`,
    summary: "indexes a data file into a snapshot (or a new PostgreSQL table), listing every rejected record by line and field",
    options: {
      out: "the snapshot to write",
      postgres: "fill a new PostgreSQL table instead of writing a snapshot: its connection URL (postgresql://user@host:5432/database)",
      table: "with --postgres: the table to create (with its side tables); an existing one is refused",
      "skip-invalid": "index the valid records when some are rejected",
      progress: "draw the progress bar from the start",
      name: "the document type's name",
      ...LAYOUT_OPTIONS,
    },
  },
  {
    name: "search",
    usage: `oneindex search <snapshot> '<arguments JSON>' | <words> [--json] [--explain] [--max-result-chars <n>] [--work-budget <n>] ${POSTGRES_USAGE}`,
    summary: "runs a tool call on a snapshot or a PostgreSQL table (plain words are searched as q) and prints the hits",
    options: {
      json: "print the results as the JSON text a model reads",
      explain: "add each hit's score explanation",
      "max-result-chars": MAX_RESULT_CHARS,
      "work-budget": WORK_BUDGET,
      ...POSTGRES_OPTIONS,
    },
  },
  {
    name: "info",
    usage: "oneindex info <snapshot> [--json]",
    summary: "describes a snapshot: its definition, documents and size",
    options: { json: "print it as JSON" },
  },
  {
    name: "mcp",
    usage: `oneindex mcp <snapshot> [<snapshot> …] [--max-result-chars <n>] [--work-budget <n>] [--detail <detail>] ${POSTGRES_USAGE}`,
    summary: "serves the snapshots' searches (one tool each), or a PostgreSQL table's, to an MCP client over stdio",
    options: { "max-result-chars": MAX_RESULT_CHARS, "work-budget": WORK_BUDGET, detail: DETAIL, ...POSTGRES_OPTIONS },
  },
  {
    name: "repl",
    usage: `oneindex repl <snapshot> [--json] [--explain] [--max-result-chars <n>] [--work-budget <n>] ${POSTGRES_USAGE}`,
    summary:
      "opens a snapshot (or a PostgreSQL table) once and answers calls (JSON) or plain words line by line from stdin, as search prints them; .help lists the dot commands",
    options: {
      json: "print the results as the JSON text a model reads",
      explain: "add each hit's score explanation (snapshots only)",
      "max-result-chars": MAX_RESULT_CHARS,
      "work-budget": WORK_BUDGET,
      ...POSTGRES_OPTIONS,
    },
  },
  {
    name: "serve",
    usage: `oneindex serve <snapshot> [<snapshot> …] [--port <n>] [--host <address>] [--max-result-chars <n>] [--work-budget <n>] [--detail <detail>] ${POSTGRES_USAGE}`,
    summary:
      "opens the snapshots once (or a PostgreSQL table) and answers tool calls over HTTP: POST /search (or /search/<tool>), GET / for the descriptors",
    options: {
      port: "the port to listen on (default 7411; 0 picks a free one)",
      host: "the address to listen on (default 127.0.0.1, this machine only; beyond it a token is required)",
      token: "a bearer token every request must carry (or the ONEINDEX_SERVE_TOKEN environment variable)",
      "allow-origin": "a web page origin (http://localhost:3000) allowed to call from a browser; repeat for more",
      "allow-unauthenticated": "listen beyond this machine without a token",
      "max-result-chars": MAX_RESULT_CHARS,
      "work-budget": WORK_BUDGET,
      detail: DETAIL,
      ...POSTGRES_OPTIONS,
    },
  },
];

/** Options every command takes. */
export const GLOBAL_OPTIONS: Readonly<Record<string, string>> = { help: "this command's help", version: "the version" };
