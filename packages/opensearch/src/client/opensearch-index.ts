import { DocumentError, type DocumentDefinition, type InferDocument } from "@oneindex/schema";
import { checkDocuments } from "@oneindex/schema/internal";
import { parseQuery, tryParseQuery, type CheckedQuery, type ParseOptions, type QueryParseError } from "@oneindex/parser";
import { mappingFor } from "../mapping/mapping-for.js";
import type { SearchRequestBody } from "../request/dsl.js";
import { toSearchRequest } from "../request/to-search-request.js";
import type { OpenSearchClientLike } from "./client-like.js";
import { ClusterError, clusterErrorFrom } from "./cluster-error.js";
import { toClusterDocument } from "./document-shape.js";
import { toSearchResults, type SearchResults } from "./search-results.js";

/** A parsed call bound to a cluster index: the request body, and `execute()` to send it. */
export class PreparedOpenSearchQuery<Doc> {
  constructor(
    private readonly owner: OpenSearchIndex<DocumentDefinition, Doc>,
    /** The checked query tree. */
    readonly query: CheckedQuery,
    /** The `_search` body that `execute()` sends. */
    readonly body: SearchRequestBody,
  ) {}

  /** Sends the search and returns hits in the embedded engine's shape. Cluster errors throw {@link ClusterError}. */
  execute(): Promise<SearchResults<Doc>> {
    return this.owner.send(this);
  }
}

/** Options of {@link OpenSearchIndex}. */
export interface OpenSearchIndexOptions {
  /** The official client (or anything with its `search`, `bulk` and `indices` methods). */
  readonly client: OpenSearchClientLike;
  /** The index name. */
  readonly index: string;
}

/**
 * The `SearchIndex` search surface over an OpenSearch or Elasticsearch 8+ cluster: `parse(args)` →
 * `execute()`, `tryParse`, `search`, with the same tool call, parser and result shape as the
 * embedded engine (`execute` and `search` return promises: `await` works on both backends).
 */
export class OpenSearchIndex<D extends DocumentDefinition, Doc = InferDocument<D>> {
  /** The client every request goes through. */
  readonly client: OpenSearchClientLike;
  /** The cluster index searched and loaded. */
  readonly index: string;

  constructor(
    readonly definition: D,
    options: OpenSearchIndexOptions,
  ) {
    this.client = options.client;
    this.index = options.index;
  }

  /** Creates the index with {@link mappingFor}'s settings and mappings (fails if it exists). */
  async createIndex(): Promise<void> {
    try {
      await this.client.indices.create({ index: this.index, body: mappingFor(this.definition) });
    } catch (error) {
      throw clusterErrorFrom(error, `creating index ${this.index}`);
    }
  }

  /** Deletes the index when it exists. */
  async deleteIndex(): Promise<void> {
    try {
      const exists = await this.client.indices.exists({ index: this.index });
      if (exists.body === true) await this.client.indices.delete({ index: this.index });
    } catch (error) {
      throw clusterErrorFrom(error, `deleting index ${this.index}`);
    }
  }

  /**
   * Bulk-indexes documents, each under its id, geo points spelled `{ lat, lon }` as the cluster
   * takes them. The batch is first checked against the definition exactly as the embedded engine
   * checks it: a bad batch throws `DocumentError` naming document and field, and nothing is sent.
   * An item the cluster still refuses makes this throw a {@link ClusterError} listing every refused
   * document (the others are indexed: bulk requests are not transactions).
   */
  async addDocuments(docs: readonly Doc[], options: { readonly refresh?: boolean | "wait_for" } = {}): Promise<void> {
    const check = checkDocuments(this.definition, docs);
    if (!check.ok) throw new DocumentError(check.problems);
    const body: Array<Record<string, unknown>> = [];
    for (const record of check.records) {
      body.push(
        { index: { _index: this.index, _id: String(record.id) } },
        toClusterDocument(record.source as Record<string, unknown>, this.definition),
      );
    }
    let response: { body: unknown };
    try {
      response = await this.client.bulk({ body, ...(options.refresh === undefined ? {} : { refresh: options.refresh }) });
    } catch (error) {
      throw clusterErrorFrom(error, `bulk indexing into ${this.index}`);
    }
    const result = response.body as {
      errors?: boolean;
      items?: Array<Record<string, { _id?: string; status?: number; error?: { type?: string; reason?: string } }>>;
    };
    if (result.errors === true) {
      const failures = (result.items ?? []).map((item) => Object.values(item)[0]!).filter((item) => item.error !== undefined);
      const lines = failures.slice(0, 20).map((f) => `document ${f._id}: ${f.error?.type}: ${f.error?.reason}`);
      throw new ClusterError(
        "bulk-item-failures",
        `${failures.length} of ${check.records.length} documents were refused:\n${lines.join("\n")}`,
        undefined,
        failures,
      );
    }
  }

  /** Parses a tool call (throws `QueryParseError`) and binds it to this index. */
  parse(args: unknown, options?: ParseOptions): PreparedOpenSearchQuery<Doc> {
    return this.prepare(parseQuery(this.definition, args, options));
  }

  /** As {@link parse}, returning `{ ok, query }` or `{ ok: false, error }`. */
  tryParse(
    args: unknown,
    options?: ParseOptions,
  ): { readonly ok: true; readonly query: PreparedOpenSearchQuery<Doc> } | { readonly ok: false; readonly error: QueryParseError } {
    const result = tryParseQuery(this.definition, args, options);
    return result.ok ? { ok: true, query: this.prepare(result.query) } : result;
  }

  /** Binds an already checked query tree. */
  prepare(query: CheckedQuery): PreparedOpenSearchQuery<Doc> {
    return new PreparedOpenSearchQuery(this as OpenSearchIndex<DocumentDefinition, Doc>, query, toSearchRequest(query, this.definition));
  }

  /** Parses and executes. */
  search(args: unknown, options?: ParseOptions): Promise<SearchResults<Doc>> {
    return this.parse(args, options).execute();
  }

  /** @internal Sends a prepared query. */
  async send(prepared: PreparedOpenSearchQuery<Doc>): Promise<SearchResults<Doc>> {
    let response: { body: unknown };
    try {
      response = await this.client.search({ index: this.index, body: prepared.body });
    } catch (error) {
      throw clusterErrorFrom(error, `searching ${this.index}`);
    }
    return toSearchResults<Doc>(response.body, this.definition, prepared.query.aggs);
  }
}
