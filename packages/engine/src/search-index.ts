import { parseQuery, tryParseQuery } from "@oneindex/parser";
import { ExecutionScratch } from "./query/execution-scratch.js";
import type { CheckedQuery, ParseOptions, QueryParseError } from "@oneindex/parser";
import type { DocumentDefinition, InferDocument } from "@oneindex/schema";
import { DocumentError, type DocumentProblem } from "@oneindex/schema";
import { checkDocuments, checkIds, documentProblem } from "@oneindex/schema/internal";
import { fieldTable } from "./store/field-table.js";
import { IndexState } from "./store/index-state.js";
import { DEFAULT_WORK_BUDGET, WorkBudget } from "./query/budget/work-budget.js";
import { isQueryCostError, type QueryCostError } from "./query/budget/query-cost-error.js";
import { feedbackQuery } from "./query/feedback.js";
import type { FeedbackOptions } from "./query/feedback.js";
import { PreparedQuery } from "./query/prepared-query.js";
import type { TextFieldScoring } from "./query/nodes/text.js";
import type { ExecuteOptions, SearchResults } from "./query/results.js";
import { readSnapshot, writeSnapshot } from "./snapshot/snapshot-content.js";
import { readFileBytes, writeFileAtomic } from "./snapshot/container.js";

/** Options of a {@link SearchIndex}. Every default is in {@link DEFAULT_INDEX_OPTIONS}. */
export interface SearchIndexOptions {
  /**
   * Compact (renumber the live documents and drop deleted postings) once deleted documents are more
   * than this fraction of all doc numbers, and at least `compactMinDeleted`. 0–1, default 0.5.
   */
  readonly compactRatio?: number;
  /** Fewest deleted documents before compaction is considered. Default 64. */
  readonly compactMinDeleted?: number;
  /**
   * Work units one call may spend before it stops with a `QueryCostError`: `search`/`trySearch`
   * spend one budget of this size over preparing and executing; `prepare`/`parse` and each
   * `execute` of a prepared query have one each (see `WORK_COSTS` for what a unit is). Default
   * {@link DEFAULT_WORK_BUDGET}. A positive number; `Infinity` turns the bound off.
   */
  readonly workBudget?: number;
  /**
   * How a `text` node (and so `q`) over several text fields combines a word's scores in them:
   * `"weighted-sum"` (default) adds them, each field weighted by the square root of its average
   * length over the longest field's (a short title weighs less than a long body);
   * `"best-field"` takes the best field's (the scoring before issue 35). SEMANTICS.md has both.
   */
  readonly textFieldScoring?: TextFieldScoring;
}

/** An error about what the model wrote, with `toToolResult()`: the text to hand back to it. */
export type ModelFacingError = QueryParseError | QueryCostError;

/** Options with every default resolved. */
export type ResolvedIndexOptions = Required<SearchIndexOptions>;

/** The defaults, in one place. */
export const DEFAULT_INDEX_OPTIONS: ResolvedIndexOptions = Object.freeze({
  compactRatio: 0.5,
  compactMinDeleted: 64,
  workBudget: DEFAULT_WORK_BUDGET,
  textFieldScoring: "weighted-sum",
});

/**
 * An in-memory search index over documents of one definition: BM25 full text, typed filters,
 * function scores, highlights, counts, sorting and snapshots. Runs in Node and in browsers.
 *
 * @example
 * const index = new SearchIndex(Invoice);
 * index.add([{ id: "inv-1", notes: "Late delivery of steel beams", total: 1200 }]);
 * index.prepare(checkedQuery).execute(); // { hits: [...], total: { value: 1, relation: "eq" } }
 */
export class SearchIndex<D extends DocumentDefinition = DocumentDefinition, Doc = InferDocument<D>> {
  #state: IndexState;
  #generation = 0;
  /** The current structures, replaced whole on compaction: read-only, for prepared queries and tests; not a stable API. */
  get state(): IndexState {
    return this.#state;
  }
  /** Bumped by every change, so prepared queries re-bind their statistics (read-only). */
  get generation(): number {
    return this.#generation;
  }
  /** The buffers this index's calls reuse (internal: handed to each execution). */
  readonly scratch = new ExecutionScratch();
  readonly options: ResolvedIndexOptions;

  constructor(
    readonly definition: D,
    options: SearchIndexOptions = {},
  ) {
    this.options = { ...DEFAULT_INDEX_OPTIONS, ...options };
    const budget = this.options.workBudget;
    if (typeof budget !== "number" || !(budget > 0))
      throw new RangeError(`SearchIndex option workBudget must be a positive number (or Infinity), not ${String(budget)}`);
    const scoring: unknown = this.options.textFieldScoring;
    if (scoring !== "weighted-sum" && scoring !== "best-field")
      throw new RangeError(
        `SearchIndex option textFieldScoring must be "weighted-sum" or "best-field", not ${JSON.stringify(scoring) ?? String(scoring)}`,
      );
    this.#state = new IndexState(fieldTable(definition));
  }

  /** Live documents. */
  get size(): number {
    return this.state.liveCount;
  }

  /** The document with this id, as it was added, or undefined. */
  get(id: string | number): Doc | undefined {
    const doc = this.state.byId.get(id);
    return doc === undefined ? undefined : (this.state.sources[doc] as Doc);
  }

  /** Adds new documents. Rejects the whole batch ({@link DocumentError}) when any is invalid or its id is already in the index. */
  add(docs: readonly Doc[]): void {
    const records = this.checked(docs, "add");
    for (const r of records) this.state.insert(r);
    this.state.endBatch();
    this.#generation++;
  }

  /** Replaces documents by id. Rejects the whole batch when any is invalid or its id is not in the index (no upsert). */
  update(docs: readonly Doc[]): void {
    const records = this.checked(docs, "update");
    for (const r of records) {
      this.state.delete(this.state.byId.get(r.id)!);
      this.state.insert(r);
    }
    this.state.endBatch();
    this.#generation++;
    this.maybeCompact();
  }

  /** Removes documents by id. Rejects the whole batch when an id is malformed, repeated, or not in the index. */
  remove(ids: readonly (string | number)[]): void {
    const check = checkIds(this.state.table, ids);
    if (!check.ok) throw new DocumentError(check.problems);
    const problems: DocumentProblem[] = [];
    check.ids.forEach((id, index) => {
      if (!this.state.byId.has(id)) problems.push(documentProblem({ index, id, path: "", code: "id-not-found" }));
    });
    if (problems.length > 0) throw new DocumentError(problems);
    for (const id of check.ids) this.state.delete(this.state.byId.get(id)!);
    this.#generation++;
    this.maybeCompact();
  }

  /** Renumbers the live documents densely and drops deleted postings now. */
  compact(): void {
    if (this.state.tombstones === 0) return;
    this.#state = this.state.compacted();
    this.#generation++;
  }

  /** Binds a checked query tree (from `@oneindex/parser`) to this index. */
  prepare(query: CheckedQuery): PreparedQuery<Doc> {
    return new PreparedQuery<Doc>(this, query);
  }

  /** Parses a search-tool call (JSON text or value) and binds it; throws `QueryParseError` when the call is invalid. */
  parse(args: unknown, options?: ParseOptions): PreparedQuery<Doc> {
    return this.prepare(parseQuery(this.definition, args, options));
  }

  /**
   * As {@link parse}, returning `{ ok: true, query }` or `{ ok: false, error }` (the error's
   * `toToolResult()` is what the model reads): a `QueryParseError`, or a `QueryCostError` when
   * preparing (expanding terms) ran over the work budget. Never throws for any `args`.
   */
  tryParse(
    args: unknown,
    options?: ParseOptions,
  ): { readonly ok: true; readonly query: PreparedQuery<Doc> } | { readonly ok: false; readonly error: ModelFacingError } {
    return this.tryPrepare(args, options, undefined);
  }

  /** {@link tryParse}, preparing within `callBudget` when preparing and executing are one call. */
  private tryPrepare(
    args: unknown,
    options: ParseOptions | undefined,
    callBudget: WorkBudget | undefined,
  ): { readonly ok: true; readonly query: PreparedQuery<Doc> } | { readonly ok: false; readonly error: ModelFacingError } {
    const result = tryParseQuery(this.definition, args, options);
    if (!result.ok) return { ok: false, error: result.error };
    try {
      return { ok: true, query: new PreparedQuery<Doc>(this, result.query, callBudget) };
    } catch (error) {
      if (isQueryCostError(error)) return { ok: false, error };
      throw error;
    }
  }

  /**
   * Parses and executes in one call without throwing for anything the model wrote: `{ ok: true,
   * results }`, or `{ ok: false, error }` with a `QueryParseError` or `QueryCostError` whose
   * `toToolResult()` is the text to return to the model.
   */
  trySearch(
    args: unknown,
    options?: ParseOptions & ExecuteOptions,
  ): { readonly ok: true; readonly results: SearchResults<Doc> } | { readonly ok: false; readonly error: ModelFacingError } {
    // One call, one budget: what preparing spends, executing cannot.
    const parsed = this.tryPrepare(args, options, new WorkBudget(this.options.workBudget));
    if (!parsed.ok) return parsed;
    try {
      return { ok: true, results: parsed.query.execute(options) };
    } catch (error) {
      if (isQueryCostError(error)) return { ok: false, error };
      throw error;
    }
  }

  /**
   * Pseudo-relevance feedback (RM3), opt-in: runs `query`, reads the top hits' text, and returns the
   * query rewritten with weighted expansion words (a `bool` of the original and `text` nodes; see
   * SEMANTICS.md, "Feedback"). Execute it with {@link prepare}. Throws `RangeError`/`TypeError` on bad options.
   */
  feedbackQuery(query: CheckedQuery | PreparedQuery<Doc>, options: FeedbackOptions): CheckedQuery {
    const checked = query instanceof PreparedQuery ? query.query : query;
    return feedbackQuery({ definition: this.definition, run: (q) => this.prepare(q).execute().hits }, checked, options);
  }

  /** Parses and executes in one call; throws `QueryParseError` when the call is invalid, `QueryCostError` when it is over the work budget. */
  search(args: unknown, options?: ParseOptions & ExecuteOptions): SearchResults<Doc> {
    return new PreparedQuery<Doc>(this, parseQuery(this.definition, args, options), new WorkBudget(this.options.workBudget)).execute(
      options,
    );
  }

  /** The whole index as snapshot bytes (see the README's "Snapshot format"). */
  save(): Uint8Array {
    return writeSnapshot(this.state);
  }

  /** An index read back from {@link save}'s bytes; throws `SnapshotError` when damaged, foreign, of another version or of another definition. */
  static load<D extends DocumentDefinition>(definition: D, bytes: Uint8Array, options?: SearchIndexOptions): SearchIndex<D> {
    const index = new SearchIndex(definition, options);
    index.#state = readSnapshot(index.#state.table, bytes);
    return index;
  }

  /** Saves to a file atomically: the file holds the previous snapshot or the new one, never a mix. */
  async saveToFile(path: string): Promise<void> {
    await writeFileAtomic(path, this.save());
  }

  /** Loads a snapshot file written by {@link saveToFile}. */
  static async loadFromFile<D extends DocumentDefinition>(
    definition: D,
    path: string,
    options?: SearchIndexOptions,
  ): Promise<SearchIndex<D>> {
    return SearchIndex.load(definition, await readFileBytes(path), options);
  }

  private checked(docs: readonly Doc[], mode: "add" | "update") {
    const check = checkDocuments(this.state.table, docs);
    if (!check.ok) throw new DocumentError(check.problems);
    const problems: DocumentProblem[] = [];
    check.records.forEach((r, index) => {
      const present = this.state.byId.has(r.id);
      if (mode === "add" && present) problems.push(documentProblem({ index, id: r.id, path: "", code: "id-exists" }));
      if (mode === "update" && !present) problems.push(documentProblem({ index, id: r.id, path: "", code: "id-not-found" }));
    });
    if (problems.length > 0) throw new DocumentError(problems);
    return check.records;
  }

  private maybeCompact(): void {
    const s = this.state;
    if (s.tombstones >= this.options.compactMinDeleted && s.tombstones > this.options.compactRatio * s.maxDoc) this.compact();
  }
}
