/**
 * `@oneindex/postgres`: OneIndex tool calls on PostgreSQL (a server, or PGlite embedded): tables
 * derived from the definition, the engine's own analysed terms in a postings table, and each checked
 * call compiled to one parameterized statement run in a read-only transaction.
 */
export { PostgresIndex, PreparedPostgresQuery, WORK_UNITS_PER_MS } from "./client/postgres-index.js";
export type { PostgresIndexOptions, TryParseResult } from "./client/postgres-index.js";
export type { PostgresClientLike } from "./client/client-like.js";
export { startPGliteWorker } from "./client/pglite-worker.js";
export type { PGliteWorkerClient, PGliteWorkerOptions } from "./client/pglite-worker.js";
export type { SearchHit, SearchResults } from "@oneindex/engine";
export type { CompiledSearch } from "./compile/compile-search.js";
export { TOTAL_HITS_THRESHOLD } from "./compile/compile-search.js";
export { layoutFor } from "./layout/table-layout.js";
export type { TableLayout, FieldLayout, LayoutOptions } from "./layout/table-layout.js";
export { POSITION_GAP } from "./load/document-rows.js";
