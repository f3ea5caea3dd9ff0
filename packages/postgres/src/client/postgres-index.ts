import {
  analyzerFor,
  DEFAULT_WORK_BUDGET,
  isQueryCostError,
  QueryCostError,
  WORK_COSTS,
  type Analyzer,
  type ModelFacingError,
  type TextFieldScoring,
} from "@oneindex/engine";
import { parseQuery, tryParseQuery, type CheckedQuery, type ParseOptions } from "@oneindex/parser";
import { DocumentError, type DocumentDefinition, type InferDocument } from "@oneindex/schema";
import { checkDocuments, checkIds, type DocumentRecord } from "@oneindex/schema/internal";
import { compileSearch, type CompiledSearch, type RawSearch } from "../compile/compile-search.js";
import { dictionaryFields, nodesOf, readDictionary } from "../compile/dictionary.js";
import { ddlFor } from "../layout/ddl.js";
import { layoutFor, type TableLayout } from "../layout/table-layout.js";
import { writeRecords } from "../load/add-documents.js";
import { deleteRecords, requirePresent } from "../load/remove-documents.js";
import { storageProblems } from "../load/document-rows.js";
import { highlightsOf } from "../highlight/highlight-hits.js";
import { collectHighlights, type HighlightMatchers, type PhraseTerms } from "../highlight/highlight-terms.js";
import { isStorable } from "../sql/storable.js";
import { inTransaction, type PostgresClientLike } from "./client-like.js";
import { canQueryWithin, QUERY_CANCELED } from "./pglite-worker.js";
import type { SearchResults } from "@oneindex/engine";

/** Work units per millisecond of `statement_timeout`: the default budget (3,000,000) gives a search 3 s. */
export const WORK_UNITS_PER_MS = 1000;

/** The `work_mem` of a search's transaction (per sort or hash node): enough for a few hundred thousand matches in memory. */
const SEARCH_WORK_MEM = "32MB";

/** Characters of one value highlighting analyses, as the engine's `MAX_HIGHLIGHT_ANALYZED_CHARS`. */
const MAX_HIGHLIGHT_ANALYZED_CHARS = 10_000;

/** Whether `error` is PostgreSQL cancelling a statement (its `statement_timeout` passed). */
const isQueryCanceled = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === QUERY_CANCELED;

/** Options of {@link PostgresIndex}. */
export interface PostgresIndexOptions {
  /** A `pg` `Client` or `Pool`, a PGlite instance, or anything with `query(text, params)` resolving to `{ rows }`. */
  readonly client: PostgresClientLike;
  /** The main table; the side tables are `<table>_postings`, `<table>_terms` and `<table>_fields`. */
  readonly table: string;
  /** Column per field when the main table already exists under other names (default: the field's name). */
  readonly columns?: Readonly<Record<string, string>>;
  /** The JSON column holding each document (default `_source`). */
  readonly sourceColumn?: string;
  /**
   * The work budget of one call, as the engine's `workBudget`: a search's `statement_timeout` is
   * `workBudget / WORK_UNITS_PER_MS` milliseconds, and the term dictionaries a `fuzzy` or `regex`
   * reads are charged one unit a term. Default `DEFAULT_WORK_BUDGET`; `Infinity` turns both off.
   */
  readonly workBudget?: number;
  /**
   * How a `text` node (and so `q`) over several text fields combines a word's scores in them, as
   * the engine's option of that name: `"weighted-sum"` (default) adds them, each field weighted by
   * the square root of its average length over the longest field's; `"best-field"` takes the best.
   */
  readonly textFieldScoring?: TextFieldScoring;
}

/** A parsed call bound to a table: `execute()` runs it. */
export class PreparedPostgresQuery<Doc> {
  constructor(
    private readonly owner: PostgresIndex<DocumentDefinition, Doc>,
    /** The checked query tree. */
    readonly query: CheckedQuery,
  ) {}

  /** Runs the search in a read-only transaction and returns results in the embedded engine's shape. Over the budget: `QueryCostError`. */
  execute(): Promise<SearchResults<Doc>> {
    return this.owner.send(this.query);
  }
}

/** `{ ok, query }` or the model-facing error. */
export type TryParseResult<Doc> =
  | { readonly ok: true; readonly query: PreparedPostgresQuery<Doc> }
  | { readonly ok: false; readonly error: ModelFacingError };

/**
 * The `SearchIndex` search surface over a PostgreSQL table: `createTable`, `addDocuments`,
 * `parse(args)` → `execute()`, `tryParse`, `search`, `trySearch`, with the same tool call, parser,
 * errors and result shape as the embedded engine (`execute` and `search` return promises).
 */
export class PostgresIndex<D extends DocumentDefinition, Doc = InferDocument<D>> {
  readonly client: PostgresClientLike;
  /** Every table and column name, quoted. */
  readonly layout: TableLayout;
  readonly workBudget: number;
  readonly textFieldScoring: TextFieldScoring;
  readonly #analyzers: Map<string, Analyzer>;
  readonly #queue: { tail: Promise<unknown> } = { tail: Promise.resolve() };

  constructor(
    readonly definition: D,
    options: PostgresIndexOptions,
  ) {
    this.client = options.client;
    this.layout = layoutFor(definition, options);
    this.workBudget = options.workBudget ?? DEFAULT_WORK_BUDGET;
    if (!(this.workBudget > 0)) throw new RangeError(`workBudget must be a positive number, got ${options.workBudget}`);
    const scoring: unknown = options.textFieldScoring ?? "weighted-sum";
    if (scoring !== "weighted-sum" && scoring !== "best-field")
      throw new RangeError(
        `PostgresIndex option textFieldScoring must be "weighted-sum" or "best-field", not ${JSON.stringify(scoring) ?? String(scoring)}`,
      );
    this.textFieldScoring = scoring;
    this.#analyzers = new Map(Object.entries(definition.fields).map(([name, field]) => [name, analyzerFor(field)]));
  }

  /** The statements {@link createTable} runs, for review; with `existing`, only what an existing main table lacks (side tables, indexes). */
  ddl(options: { readonly existing?: boolean } = {}): string {
    return `${ddlFor(this.layout, options).join(";\n\n")};\n`;
  }

  /** Creates the main table, the side tables and the indexes (fails if they exist); with `existing`, only the side tables and indexes. */
  async createTable(options: { readonly existing?: boolean } = {}): Promise<void> {
    await inTransaction(this.client, this.#queue, "write", async (session) => {
      for (const statement of ddlFor(this.layout, options)) if (!statement.startsWith("--")) await session.query(statement);
    });
  }

  /** Drops the main and side tables when they exist. */
  async dropTable(): Promise<void> {
    const { main, postings, terms, stats } = this.layout;
    await inTransaction(this.client, this.#queue, "write", async (session) => {
      await session.query(`DROP TABLE IF EXISTS ${main}, ${postings}, ${terms}, ${stats}`);
    });
  }

  /**
   * Adds new documents in one transaction: checked first exactly as the embedded engine checks
   * them (and for strings PostgreSQL cannot hold), then rows, postings and statistics written;
   * a rejected batch (`DocumentError`, or any database error) writes nothing.
   */
  async addDocuments(docs: readonly Doc[]): Promise<void> {
    const records = this.#checked(docs);
    await inTransaction(this.client, this.#queue, "write", (session) => writeRecords(session, this.layout, records, this.#analyzerList()));
  }

  /**
   * Replaces documents by id, as the engine's `update`: checked as `addDocuments` checks them, every
   * id must be in the table (`DocumentError`, `id-not-found`; no upsert), and each old document is
   * taken out of the statistics before the new one goes in, in one transaction.
   */
  async updateDocuments(docs: readonly Doc[]): Promise<void> {
    const records = this.#checked(docs);
    const ids = records.map((r) => r.id);
    await inTransaction(this.client, this.#queue, "write", async (session) => {
      await requirePresent(session, this.layout, ids);
      await deleteRecords(session, this.layout, ids);
      await writeRecords(session, this.layout, records, this.#analyzerList());
    });
  }

  /**
   * Removes documents by id, as the engine's `remove`: a malformed or repeated id, or one not in the
   * table, rejects the batch (`DocumentError`) and nothing changes; otherwise rows, postings and
   * statistics change in one transaction.
   */
  async removeDocuments(ids: readonly (string | number)[]): Promise<void> {
    const check = checkIds(this.definition, ids);
    if (!check.ok) throw new DocumentError(check.problems);
    await inTransaction(this.client, this.#queue, "write", async (session) => {
      await requirePresent(session, this.layout, check.ids);
      await deleteRecords(session, this.layout, check.ids);
    });
  }

  /** The batch checked as the engine checks it, and for strings PostgreSQL cannot hold. */
  #checked(docs: readonly Doc[]): readonly DocumentRecord[] {
    const check = checkDocuments(this.definition, docs);
    if (!check.ok) throw new DocumentError(check.problems);
    const problems = storageProblems(this.layout, check.records);
    if (problems.length > 0) throw new DocumentError(problems);
    return check.records;
  }

  #analyzerList(): Analyzer[] {
    return Object.keys(this.definition.fields).map((name) => this.#analyzers.get(name)!);
  }

  /** Parses a tool call (throws `QueryParseError`) and binds it to this table. */
  parse(args: unknown, options?: ParseOptions): PreparedPostgresQuery<Doc> {
    return this.prepare(parseQuery(this.definition, args, options));
  }

  /** As {@link parse}, returning `{ ok, query }` or `{ ok: false, error }`; never throws for any `args`. */
  tryParse(args: unknown, options?: ParseOptions): TryParseResult<Doc> {
    const result = tryParseQuery(this.definition, args, options);
    return result.ok ? { ok: true, query: this.prepare(result.query) } : result;
  }

  /** Binds an already checked query tree. */
  prepare(query: CheckedQuery): PreparedPostgresQuery<Doc> {
    return new PreparedPostgresQuery(this as PostgresIndex<DocumentDefinition, Doc>, query);
  }

  /** Parses and executes; throws `QueryParseError`, or `QueryCostError` over the work budget. */
  search(args: unknown, options?: ParseOptions): Promise<SearchResults<Doc>> {
    return this.parse(args, options).execute();
  }

  /** Parses and executes without throwing for anything the model wrote: `{ ok: true, results }` or `{ ok: false, error }`. */
  async trySearch(
    args: unknown,
    options?: ParseOptions,
  ): Promise<{ readonly ok: true; readonly results: SearchResults<Doc> } | { readonly ok: false; readonly error: ModelFacingError }> {
    const parsed = this.tryParse(args, options);
    if (!parsed.ok) return parsed;
    try {
      return { ok: true, results: await parsed.query.execute() };
    } catch (error) {
      if (isQueryCostError(error)) return { ok: false, error };
      throw error;
    }
  }

  /** The statement a checked query compiles to (its dictionaries read first when it has `fuzzy` or `regex`), for review and tests. */
  async compile(query: CheckedQuery): Promise<CompiledSearch> {
    return inTransaction(this.client, this.#queue, "read", (session) => this.#compileIn(session, query));
  }

  async #compileIn(session: PostgresClientLike, query: CheckedQuery): Promise<CompiledSearch> {
    return (await this.#prepareIn(session, query)).compiled;
  }

  /** Reads what compiling needs (dictionaries; for highlights, which phrase terms exist), then compiles. */
  async #prepareIn(
    session: PostgresClientLike,
    query: CheckedQuery,
  ): Promise<{ compiled: CompiledSearch; highlights?: HighlightMatchers }> {
    const fields = dictionaryFields(query);
    // The dictionary is the expansion's work: over the budget, whether by its size or by the
    // statement timeout while reading it, the error names the expanding node.
    const dictionary = await readDictionary(session, this.layout, fields).catch((error: unknown) => {
      throw isQueryCanceled(error) ? this.#expansionCost(query) : error;
    });
    const cost = dictionary.size * WORK_COSTS.term * Math.max(1, countExpansions(query));
    if (cost > this.workBudget) throw this.#expansionCost(query);
    const compiled = compileSearch(query, this.layout, this.#analyzers, dictionary, this.textFieldScoring);
    if (query.highlight === undefined) return { compiled };
    const analyzer = (field: string) => this.#analyzers.get(field)!;
    const phrases: PhraseTerms[] = [];
    collectHighlights(query, { layout: this.layout, dictionary, analyzer, present: new Set() }, phrases);
    const present = new Set<string>();
    if (phrases.length > 0) {
      const pairs = phrases.flatMap((p) => p.terms.map((t) => [p.field, t] as const));
      const result = await session.query(
        `SELECT d.field, d.term FROM ${this.layout.terms} d JOIN unnest($1::text[], $2::text[]) AS q(field, term) ON d.field = q.field AND d.term = q.term WHERE d.df > 0`,
        [pairs.map((p) => p[0]), pairs.map((p) => (isStorable(p[1]) ? p[1] : ""))],
      );
      for (const row of result.rows as { field: string; term: string }[]) present.add(`${row.field}\u0000${row.term}`);
    }
    return { compiled, highlights: collectHighlights(query, { layout: this.layout, dictionary, analyzer, present }) };
  }

  /** The cost error of a call whose term expansions (fuzzy, regex) need more than the budget: it names the first such node. */
  #expansionCost(query: CheckedQuery): QueryCostError {
    const node = [...nodesOf(query)].find((n) => n.type === "fuzzy" || n.type === "regex");
    return new QueryCostError(
      this.workBudget,
      "term",
      node === undefined ? undefined : { type: node.type, ...(node.origin === undefined ? {} : { origin: node.origin }) },
    );
  }

  /** Highlighting analyses each requested value again (at most 10,000 characters of it): charged whole, a unit a character, before any is analysed. */
  #chargeHighlights(raw: RawSearch, fields: readonly string[]): void {
    let chars = 0;
    for (const [, , document] of raw.hits)
      for (const field of fields) {
        const value = (document as Record<string, unknown>)[field];
        for (const v of Array.isArray(value) ? value : [value])
          if (typeof v === "string") chars += Math.min(v.length, MAX_HIGHLIGHT_ANALYZED_CHARS);
      }
    if (chars * WORK_COSTS.highlightChar > this.workBudget) throw new QueryCostError(this.workBudget, "highlightChar", HIGHLIGHT_SITE);
  }

  /** @internal Runs a checked query. */
  async send(query: CheckedQuery): Promise<SearchResults<Doc>> {
    const timeout = Number.isFinite(this.workBudget) ? Math.max(1, Math.ceil(this.workBudget / WORK_UNITS_PER_MS)) : 0;
    try {
      return await inTransaction(this.client, this.#queue, "read", async (transaction) => {
        const session = timeout === 0 ? transaction : withDeadline(transaction, Date.now() + timeout);
        // work_mem: a search's hashes and its materialised matches stay in memory up to this size
        // (PostgreSQL's 4 MB default spilled a terms aggregation over 135,000 matches to disk).
        await session.query("SELECT set_config('statement_timeout', $1::text, true), set_config('work_mem', $2::text, true)", [
          String(timeout),
          SEARCH_WORK_MEM,
        ]);
        const { compiled, highlights } = await this.#prepareIn(session, query);
        const result = await session.query(compiled.text, [...compiled.values]);
        const raw = (result.rows[0] as { result: RawSearch | string }).result;
        const parsed: RawSearch = typeof raw === "string" ? JSON.parse(raw) : raw;
        const request = query.highlight;
        if (request !== undefined) this.#chargeHighlights(parsed, request.fields);
        const analyzer = (field: string) => this.#analyzers.get(field)!;
        const hits = parsed.hits.map(([id, score, document]) => {
          const marked =
            request === undefined || highlights === undefined
              ? undefined
              : highlightsOf(document as Record<string, unknown>, request, highlights, analyzer);
          return {
            id: this.layout.idType === "bigint" ? Number(id) : id,
            score: Number(score),
            document: document as Doc,
            ...(marked === undefined ? {} : { highlights: marked }),
          };
        });
        const aggregations = compiled.readAggregations(parsed);
        return { hits, total: compiled.readTotal(parsed), ...(aggregations === undefined ? {} : { aggregations }) };
      });
    } catch (error) {
      if (isQueryCanceled(error)) throw new QueryCostError(this.workBudget, "matchedDoc", undefined);
      throw error;
    }
  }
}

/** Where highlighting's work is charged, as in the engine. */
const HIGHLIGHT_SITE = { type: "highlight", origin: { path: "/highlight" } } as const;

/**
 * The session a call's statements run through: on a client that can stop a statement itself (a
 * PGlite worker, where `statement_timeout` has no effect) each statement gets what is left of the
 * call's time; other clients are bounded by the `statement_timeout` the call sets.
 */
function withDeadline(session: PostgresClientLike, deadline: number): PostgresClientLike {
  if (!canQueryWithin(session)) return session;
  return { query: (text, params) => session.queryWithin(text, params, deadline - Date.now()) };
}

/** How many nodes expand over a dictionary (each walks it once). */
function countExpansions(query: CheckedQuery): number {
  let n = 0;
  for (const node of nodesOf(query)) if (node.type === "fuzzy" || node.type === "regex") n++;
  return n;
}
