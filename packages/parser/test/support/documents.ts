import { defineDocument, Field, type DocumentDefinition } from "@oneindex/schema";

/** Every field kind and flag: arrays, descriptions, an integer id, sortable-only and stored fields. */
export const Invoice = defineDocument("Invoice", {
  id: Field.id({ type: "integer" }),
  customer: Field.keyword({ sortable: true, description: "Customer code" }),
  tags: Field.keyword({ array: true }),
  notes: Field.text(),
  lines: Field.text({ array: true, analyzer: "standard" }),
  total: Field.number({ filterable: true, sortable: true }),
  quantity: Field.integer({ filterable: true }),
  issued: Field.date({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
  office: Field.geoPoint({ filterable: true }),
  rating: Field.number({ sortable: true }),
  pdf: Field.stored(),
});

/** Only keyword fields (and a string id). */
export const Catalog = defineDocument("Catalog", {
  sku: Field.id(),
  brand: Field.keyword({ sortable: true }),
  colors: Field.keyword({ array: true }),
});

/** Only numeric fields (and an integer id). */
export const Metrics = defineDocument("Metrics", {
  id: Field.id({ type: "integer" }),
  value: Field.number({ filterable: true, sortable: true }),
  hits: Field.integer({ filterable: true, array: true }),
});

/** Text, dates and geo points (decay over dates and points). */
export const Place = defineDocument("Place", {
  id: Field.id(),
  name: Field.text({ keyword: true }),
  opened: Field.date({ filterable: true, sortable: true }),
  location: Field.geoPoint({ filterable: true }),
  open: Field.boolean({ filterable: true }),
});

/** The document types the generative tests run over. */
export const DOCUMENT_TYPES: readonly DocumentDefinition[] = [Invoice, Catalog, Metrics, Place];
