// Compiled by `tsc -p test/types` in the package's test script: what this package produces must be
// assignable to the official client's own request types, or the build of this file fails.
import type { Search_RequestBody } from "@opensearch-project/opensearch/api/_core/search.js";
import type { Indices_Create_RequestBody } from "@opensearch-project/opensearch/api/indices/create.js";
import type { IndexDefinition, SearchRequestBody } from "../../src/index.js";

export function asClientSearchBody(body: SearchRequestBody): Search_RequestBody {
  return body;
}

export function asClientIndexBody(body: IndexDefinition): Indices_Create_RequestBody {
  return body;
}

import type { Client } from "@opensearch-project/opensearch";
import type { OpenSearchClientLike } from "../../src/index.js";

export function asClientLike(client: Client): OpenSearchClientLike {
  return client;
}

// A cluster's results are the embedded engine's shape (aggregations included), so code written
// against one backend reads the other's: this file fails to build if the two drift apart.
import type { SearchResults as EngineSearchResults } from "@oneindex/engine";
import type { SearchResults } from "../../src/index.js";

export function asEngineResults<Doc>(results: SearchResults<Doc>): EngineSearchResults<Doc> {
  return results;
}
