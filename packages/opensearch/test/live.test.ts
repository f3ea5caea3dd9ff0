// The same documents and tool calls on the embedded engine and on a real cluster named by
// OPENSEARCH_URL (OpenSearch 2.x or Elasticsearch 8 with a compatible API): matching sets must be
// equal, and orders too where the score does not depend on analysis or statistics (filters, sorts).
// No mock server: without a cluster the suite is skipped, with the reason printed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@opensearch-project/opensearch";
import { SearchIndex } from "@oneindex/engine";
import { OpenSearchIndex } from "../src/index.js";
import { Invoice } from "./support/definitions.js";

const url = process.env["OPENSEARCH_URL"];
if (url === undefined || url === "") {
  console.log("live OpenSearch suite skipped: OPENSEARCH_URL is not set (no cluster here; nothing was compared against a real cluster)");
}

const DOCUMENTS = [
  {
    id: "1",
    customer: "acme",
    tags: ["steel", "urgent"],
    notes: "Late delivery of steel beams to the north depot",
    lines: ["beam 12m", "bolts"],
    total: 1200,
    count: 2,
    issued: "2024-03-01",
    paid: false,
    office: { lat: 48.85, lng: 2.35 },
    rank: 3,
  },
  {
    id: "2",
    customer: "globex",
    tags: ["pipes"],
    notes: "Steel pipes delivered on time",
    lines: ["pipe 2m"],
    total: 300,
    count: 1,
    issued: "2024-04-11",
    paid: true,
    office: { lat: 51.5, lng: -0.12 },
    rank: 1,
  },
  { id: "3", customer: "initech", notes: "Printer paper and toner", total: 45.5, count: 3, issued: "2023-12-24", paid: true, rank: 2 },
  {
    id: "4",
    customer: "acme",
    tags: ["urgent"],
    notes: "Replacement beams after the damaged delivery",
    total: 800,
    issued: "2024-03-20",
    paid: false,
    office: { lat: 45.76, lng: 4.84 },
  },
  { id: "5", customer: "umbrella", notes: "Chemicals, hazardous goods surcharge", total: 5000, count: 7, paid: true },
];

/** [tool call, whether orders must match too]. */
const CALLS: Array<[Record<string, unknown>, boolean]> = [
  [{ v: 1, filter: "paid = true", sort: [{ field: "total", order: "desc" }] }, true],
  [{ v: 1, filter: 'customer in ["acme", "initech"] and total >= 100', sort: [{ field: "issued", order: "asc" }] }, true],
  [{ v: 1, filter: "exists(office) and not (issued < 2024-03-10)", sort: [{ field: "id", order: "asc" }] }, true],
  [{ v: 1, query: { type: "term", field: "customer", value: "acme" } }, false],
  [{ v: 1, query: { type: "phrase", field: "notes", terms: ["steel", "beams"] } }, false],
  [{ v: 1, query: { type: "prefix", field: "notes", value: "deliv" } }, false],
  [{ v: 1, query: { type: "fuzzy", field: "customer", value: "acmi", maxEdits: 1 } }, false],
  [{ v: 1, query: { type: "regex", field: "customer", pattern: "[a-g].*" } }, false],
  [{ v: 1, query: { type: "range", field: "total", gt: 100, lte: 1200 } }, false],
  [{ v: 1, query: { type: "multiFieldTerm", fields: ["customer", "tags"], value: "urgent" } }, false],
  [{ v: 1, query: { type: "text", text: "steel delivery", operator: "and" } }, false],
  [{ v: 1, q: "steel -pipes" }, false],
  [{ v: 1, query: { type: "strict", query: "customer:acme AND notes:beams" } }, false],
  [
    {
      v: 1,
      query: {
        type: "bool",
        should: [
          { type: "term", field: "paid", value: true },
          { type: "exists", field: "tags" },
        ],
        minimumShouldMatch: 2,
      },
    },
    false,
  ],
  [
    {
      v: 1,
      query: {
        type: "functionScore",
        query: { type: "matchAll" },
        functions: [{ type: "gauss", field: "total", origin: 1000, scale: 500 }],
        boostMode: "replace",
      },
    },
    true,
  ],
];

describe.runIf(url !== undefined && url !== "")("live: the embedded engine and a real cluster agree", () => {
  let cluster: OpenSearchIndex<typeof Invoice>;
  const engine = new SearchIndex(Invoice);

  beforeAll(async () => {
    cluster = new OpenSearchIndex(Invoice, { client: new Client({ node: url! }), index: `oneindex-live-${Date.now()}` });
    await cluster.createIndex();
    await cluster.addDocuments(DOCUMENTS as never[], { refresh: true });
    engine.add(DOCUMENTS as never[]);
  });
  afterAll(async () => {
    await cluster.deleteIndex();
  });

  it.each(CALLS.map(([call, ordered]) => [JSON.stringify(call), call, ordered] as const))("%s", async (_name, call, ordered) => {
    const args = { limit: 100, countExactly: true, ...call };
    const local = engine.search(args);
    const remote = await cluster.search(args);
    const ids = (r: { hits: Array<{ id: string | number }> }) => r.hits.map((h) => String(h.id));
    if (ordered) expect(ids(remote)).toEqual(ids(local));
    else expect(new Set(ids(remote))).toEqual(new Set(ids(local)));
    expect(remote.total).toEqual(local.total);
  });
});
