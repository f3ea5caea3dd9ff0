import { defineDocument, Field, SearchIndex } from "oneindex";

/** The document type every adapter test searches. */
export const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true }),
  notes: Field.text(),
  total: Field.number({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
});

/** A fresh index of three invoices: two mention steel, one of them unpaid (inv-1). */
export function invoices(): SearchIndex<typeof Invoice> {
  const index = new SearchIndex(Invoice);
  index.add([
    { id: "inv-1", customer: "acme", notes: "Late delivery of steel beams", total: 1200, paid: false },
    { id: "inv-2", customer: "globex", notes: "Steel pipes, delivered on time", total: 300, paid: true },
    { id: "inv-3", customer: "initech", notes: "Printer paper", total: 40, paid: true },
  ]);
  return index;
}

/** The scripted model's calls, in order: valid, invalid (a misspelt filter field), corrected. */
export const VALID = { v: 1, q: "steel" };
export const INVALID = { v: 1, q: "steel", filter: "payd = false" };
export const CORRECTED = { v: 1, q: "steel", filter: "paid = false" };

/** A document type whose results are large: a long stored body per document, and long keyword tags. */
export const Bulky = defineDocument("Bulky", {
  id: Field.id(),
  tag: Field.keyword(),
  body: Field.stored(),
});

/**
 * An index whose answers are far over any tool-result bound: `count` documents with a body of
 * `bodyChars` characters and a tag of `tagChars` (each tag distinct), for the size gate's tests.
 */
export function bulky(count = 300, bodyChars = 100_000, tagChars = 10_000): SearchIndex<typeof Bulky> {
  const index = new SearchIndex(Bulky);
  index.add(
    Array.from({ length: count }, (_, i) => ({ id: String(i), tag: `${i} `.padEnd(tagChars, "t"), body: `${i} `.padEnd(bodyChars, "b") })),
  );
  return index;
}

/** Calls whose answers are far over the bound on {@link bulky}: every document, and ten `terms` aggregations of every tag. */
export const BULKY_CALLS = {
  manyHits: { v: 1, limit: 1000 },
  manyBuckets: {
    v: 1,
    limit: 0,
    aggs: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`tags${i}`, { type: "terms", field: "tag", size: 1000 }])),
  },
} as const;

/** The JSON texts of {@link hostileArguments}, written without recursion (`JSON.stringify` of the nested one can overflow the stack). */
export const HOSTILE_ARGUMENT_TEXTS = {
  unknownProperties: `{"v":1,${Array.from({ length: 5_000 }, (_, i) => `"property${i}":${i}`).join(",")}}`,
  deeplyNested: `{"v":1,"query":${'{"type":"bool","must":['.repeat(5_000)}{"type":"matchAll"}${"]}".repeat(5_000)}}`,
} as const;

/** Arguments a model (or an attacker) could send that no tool should amplify or choke on: 5,000 unknown properties (49 KB), a query nested 5,000 deep. */
export function hostileArguments(): { readonly unknownProperties: object; readonly deeplyNested: object } {
  const unknownProperties: Record<string, unknown> = { v: 1 };
  for (let i = 0; i < 5_000; i++) unknownProperties[`property${i}`] = i;
  let node: object = { type: "matchAll" };
  for (let i = 0; i < 5_000; i++) node = { type: "bool", must: [node] };
  return { unknownProperties, deeplyNested: { v: 1, query: node } };
}
