import { defineDocument, Field } from "../../src/index.js";

/** Every field kind and flag: arrays, descriptions, sortable, filterable, stored-only, sortable-only, an integer id. */
export const EveryKind = defineDocument(
  "EveryKind",
  {
    id: Field.id({ type: "integer", description: "invoice number" }),
    customer: Field.keyword({ sortable: true, description: "the buyer's account name" }),
    tags: Field.keyword({ array: true }),
    notes: Field.text({ description: "free-text remarks" }),
    lines: Field.text({ array: true, analyzer: "standard" }),
    title: Field.text({ keyword: true }),
    total: Field.number({ filterable: true, sortable: true, description: "amount in euros" }),
    scores: Field.number({ filterable: true, array: true }),
    count: Field.integer({ filterable: true }),
    issued: Field.date({ filterable: true, sortable: true }),
    due: Field.date({ filterable: true, array: true }),
    paid: Field.boolean({ filterable: true }),
    flags: Field.boolean({ filterable: true, array: true }),
    office: Field.geoPoint({ filterable: true, description: "where it was issued" }),
    stops: Field.geoPoint({ filterable: true, array: true }),
    rank: Field.number({ sortable: true }),
    seen: Field.date({ sortable: true }),
    weight: Field.integer(),
    depot: Field.geoPoint(),
    pdf: Field.stored({ description: "never shown" }),
  },
  { description: "Invoices of every kind" },
);

/** Only keyword fields (and a string id). */
export const KeywordsOnly = defineDocument("KeywordsOnly", {
  sku: Field.id(),
  brand: Field.keyword(),
  colour: Field.keyword({ array: true, sortable: false }),
  size: Field.keyword({ sortable: true }),
});

/** Only numeric fields (and an integer id). */
export const NumbersOnly = defineDocument("NumbersOnly", {
  id: Field.id({ type: "integer" }),
  price: Field.number({ filterable: true, sortable: true }),
  stock: Field.integer({ filterable: true }),
  ratings: Field.number({ filterable: true, array: true }),
  hidden: Field.number({ sortable: true }),
});

/** Nothing but a string id: the smallest schema (term, bool, matchAll, strict, functionScore with weight). */
export const IdOnly = defineDocument("IdOnly", { id: Field.id() });
