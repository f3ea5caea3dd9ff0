import { defineDocument, Field, type DocumentDefinition } from "@oneindex/schema";
import { CODE_WORDS, NATURAL, type Vocabulary } from "./generate-documents.js";

/**
 * Document definitions for the random collections: together they hold every field kind, arrays of
 * each, both analysers, string and integer ids, and sortable and filterable flags.
 */
export const ARTICLE = defineDocument("Article", {
  id: Field.id(),
  title: Field.text(),
  body: Field.text({ array: true }),
  tags: Field.keyword({ array: true }),
  author: Field.keyword({ sortable: true }),
  views: Field.integer({ filterable: true, sortable: true }),
  rating: Field.number({ filterable: true, sortable: true }),
  published: Field.date({ filterable: true, sortable: true }),
  featured: Field.boolean({ filterable: true, sortable: true }),
  place: Field.geoPoint({ filterable: true }),
  raw: Field.stored(),
});

export const PRODUCT = defineDocument("Product", {
  sku: Field.id({ type: "integer" }),
  name: Field.text({ analyzer: "standard" }),
  notes: Field.text({ array: true, analyzer: "standard" }),
  summary: Field.text(),
  colors: Field.keyword({ array: true }),
  code: Field.keyword({ sortable: true }),
  stock: Field.integer({ array: true, filterable: true }),
  weight: Field.number({ filterable: true, sortable: true }),
  prices: Field.number({ array: true, filterable: true }),
  restocked: Field.date({ array: true, filterable: true }),
  launched: Field.date({ filterable: true, sortable: true }),
  active: Field.boolean({ filterable: true, sortable: true }),
  flags: Field.boolean({ array: true, filterable: true }),
  stores: Field.geoPoint({ array: true, filterable: true }),
});

export const NOTE = defineDocument("Note", {
  key: Field.id(),
  text: Field.text(),
  label: Field.keyword(),
});

/** Short synthetic terms (see CODE_WORDS): many fuzzy expansions, prefix and regex matches. */
export const CODE = defineDocument("Code", {
  id: Field.id(),
  words: Field.text({ array: true, analyzer: "standard" }),
  stemmed: Field.text(),
  tag: Field.keyword({ array: true }),
  n: Field.integer({ filterable: true, sortable: true }),
});

/** Every definition the differential test runs over. */
export const DEFINITIONS: readonly DocumentDefinition[] = [ARTICLE, PRODUCT, NOTE, CODE];

/** The vocabulary a definition's random documents draw from. */
export function vocabularyOf(definition: DocumentDefinition): Vocabulary {
  return definition === CODE ? { words: CODE_WORDS, keywords: CODE_WORDS } : NATURAL;
}
