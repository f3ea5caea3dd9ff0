import { defineDocument, Field } from "@oneindex/schema";
import { isQueryCostError, SearchIndex, type QueryCostError } from "../src/index.js";

/** A small collection with every field kind; `standard` analysis so BM25 values are easy to compute by hand. */
export const Item = defineDocument("Item", {
  id: Field.id(),
  title: Field.text({ analyzer: "standard" }),
  body: Field.text({ analyzer: "standard" }),
  tags: Field.keyword({ array: true }),
  code: Field.keyword({ sortable: true }),
  price: Field.number({ filterable: true, sortable: true }),
  qty: Field.integer({ filterable: true, array: true }),
  day: Field.date({ filterable: true, sortable: true }),
  ok: Field.boolean({ filterable: true, sortable: true }),
  at: Field.geoPoint({ filterable: true }),
  raw: Field.stored(),
});

export const ITEMS = [
  {
    id: "a",
    title: "steel beams",
    body: "long steel beams for bridges",
    tags: ["metal", "heavy"],
    code: "x1",
    price: 10,
    qty: [1, 5],
    day: "2024-01-01",
    ok: true,
    at: { lat: 48.85, lng: 2.35 },
  },
  {
    id: "b",
    title: "steel steel pipes",
    body: "pipes",
    tags: ["metal"],
    code: "X2",
    price: 20,
    qty: [2],
    day: "2024-02-01",
    ok: false,
    at: { lat: 51.5, lng: -0.12 },
  },
  {
    id: "c",
    title: "copper wire",
    body: "thin copper wire on a reel",
    tags: ["light"],
    code: "b",
    price: 5,
    day: "2024-03-01",
    raw: { any: ["json"] },
  },
  { id: "d", body: "nothing about metals here at all", price: 7.5, ok: true },
];

export function itemIndex(): SearchIndex<typeof Item> {
  const index = new SearchIndex(Item);
  index.add(ITEMS);
  return index;
}

/** Ids of the hits of a search in the whole language (the full detail; the default is standard). */
export function ids(index: SearchIndex<typeof Item>, args: object): (string | number)[] {
  return index.search({ v: 1, limit: 100, ...args }, { detail: "full" }).hits.map((h) => h.id);
}

/** Lucene's BM25 for one term, written out: idf · tf / (tf + k1 · (1 − b + b · dl / avgdl)). */
export function bm25(N: number, n: number, tf: number, dl: number, avgdl: number, b = 0.75): number {
  return Math.log(1 + (N - n + 0.5) / (n + 0.5)) * (tf / (tf + 1.2 * (1 - b + (b * dl) / avgdl)));
}

/** The `QueryCostError` a call throws, or undefined when it answers (anything else is rethrown). */
export function costError(run: () => unknown): QueryCostError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (isQueryCostError(error)) return error;
    throw error;
  }
}
