import type { IndexDefinition } from "../mapping/mapping-for.js";
import type { SearchRequestBody } from "../request/dsl.js";

/**
 * The part of the official `@opensearch-project/opensearch` Client this package calls, typed
 * structurally so the client stays an optional peer dependency (a test checks the real Client fits).
 */
export interface OpenSearchClientLike {
  search(params: { index: string; body: SearchRequestBody }): Promise<{ body: unknown }>;
  bulk(params: { body: Array<Record<string, unknown>>; refresh?: boolean | "wait_for" }): Promise<{ body: unknown }>;
  indices: {
    create(params: { index: string; body: IndexDefinition }): Promise<{ body: unknown }>;
    exists(params: { index: string }): Promise<{ body: unknown }>;
    delete(params: { index: string }): Promise<{ body: unknown }>;
  };
}
