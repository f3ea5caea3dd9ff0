/** The wording of every problem a Postgres source (`--postgres <url> --table <name> --definition <file>`) reports. */

const quoteList = (names: readonly string[]) => names.map((n) => `"${n}"`).join(", ");

export const POSTGRES_MESSAGES = {
  /** The value is not echoed: a mistyped URL may hold a password where the redaction cannot find it. */
  badUrl: "--postgres takes a connection URL starting postgresql:// (postgresql://user:password@host:5432/database)",
  needsTableAndDefinition: (missing: readonly string[]) =>
    `--postgres needs ${missing.map((m) => `--${m} <${m === "table" ? "name" : "file.json"}>`).join(" and ")}`,
  withoutPostgres: (option: string) => `--${option} names the table of a Postgres source: it goes with --postgres <url>`,
  notWithSnapshots: (command: string) =>
    `${command} serves either snapshots or one Postgres table (--postgres <url> --table <name> --definition <file>), not both`,
  cannotConnect: (url: string, detail: string) => `cannot connect to PostgreSQL at ${url}: ${detail}`,
  noSuchTable: (table: string, url: string) =>
    `table "${table}" does not exist in the database at ${url}; create and fill it with @oneindex/postgres (PostgresIndex's createTable and addDocuments)`,
  noSideTables: (table: string, missing: readonly string[]) =>
    `table "${table}" lacks ${quoteList(missing)}, where @oneindex/postgres keeps the search terms and statistics: ` +
    "PostgresIndex's ddl({ existing: true }) prints the statements that add them, and addDocuments fills them",
  columnsMismatch: (table: string, definition: string, missing: readonly (readonly [string, string])[], present: readonly string[]) =>
    `table "${table}" does not match ${definition}: ${missing
      .map(([field, column]) =>
        field === "" ? `no column "${column}" for the documents' JSON` : `no column "${column}" for field "${field}"`,
      )
      .join(", ")}; the table's columns are ${quoteList(present)}`,
  queryFailed: (table: string, detail: string) => `cannot read table "${table}": ${detail}`,
  tableExists: (table: string, url: string) =>
    `table "${table}" (or one of its side tables) already exists in the database at ${url}; index creates a new table: choose another --table, or drop the old one first`,
  cannotCreate: (table: string, detail: string) => `cannot create table "${table}": ${detail}`,
  indexNeedsTable: "index --postgres <url> needs --table <name>, the table to create",
  indexOutOrPostgres: "index writes either a snapshot (--out <snapshot>) or a PostgreSQL table (--postgres <url> --table <name>), not both",
  indexDefinitionPositional: "index takes the definition as its first argument; --definition goes with search, repl, mcp and serve",
} as const;
