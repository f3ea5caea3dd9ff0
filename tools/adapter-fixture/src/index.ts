import fc from "fast-check";
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

/**
 * A call the default detail (`full`) accepts and `compact` refuses: `compact` offers `term` without
 * `boost`. An adapter made with `detail: "compact"` must offer the compact schema and parse with it.
 */
export const FULL_ONLY_CALL = { v: 1, query: { type: "term", field: "customer", value: "acme", boost: 2 } };

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

/** A document type for the result-size property: keyword tags and text notes of any size, a stored body. */
export const Sized = defineDocument("Sized", {
  id: Field.id(),
  tag: Field.keyword(),
  notes: Field.text(),
  body: Field.stored(),
});

/** One case of the result-size property: documents, a call over them, and the bound a surface is given. */
export interface SizeCase {
  readonly documents: readonly { id: string; tag: string; notes: string; body: string }[];
  readonly call: Record<string, unknown>;
  readonly maxChars: number;
}

const WORDS = ["steel", "beam", "pipe", "paper", "late", "x"];

/**
 * Random cases for the result-size property (a fast-check arbitrary): up to 40 documents whose tags, notes and
 * bodies run from empty to tens of kilobytes, and calls mixing `q`, highlights, `limit` up to 200
 * and up to ten `terms` aggregations of up to 1,000 buckets; a bound from 1,000 to 30,000 characters.
 */
export function sizeCases(): fc.Arbitrary<SizeCase> {
  const text = (max: number) =>
    fc
      .tuple(fc.constantFrom(...WORDS), fc.nat({ max }))
      .map(([word, n]) => `${word} `.repeat(Math.max(1, Math.floor(n / (word.length + 1)))));
  const documents = fc.array(fc.record({ tag: text(12_000), notes: text(8_000), body: text(30_000) }), { maxLength: 40 });
  const aggs = fc.array(fc.integer({ min: 1, max: 1_000 }), { maxLength: 10 });
  const call = fc.record({
    q: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
    limit: fc.integer({ min: 0, max: 200 }),
    highlight: fc.boolean(),
    aggs,
  });
  return fc.record({ documents, call, maxChars: fc.integer({ min: 1_000, max: 30_000 }) }).map(({ documents, call, maxChars }) => ({
    documents: documents.map((d, i) => ({ id: String(i), ...d })),
    call: {
      v: 1,
      limit: call.limit,
      ...(call.q === undefined ? {} : { q: call.q }),
      ...(call.highlight ? { highlight: true } : {}),
      ...(call.aggs.length === 0
        ? {}
        : { aggs: Object.fromEntries(call.aggs.map((size, i) => [`a${i}`, { type: "terms", field: "tag", size }])) }),
    },
    maxChars,
  }));
}

/** The index of a {@link SizeCase}'s documents. */
export function sizedIndex(documents: SizeCase["documents"]): SearchIndex<typeof Sized> {
  const index = new SearchIndex(Sized);
  index.add(documents.map((d) => ({ ...d })));
  return index;
}
