import { defineDocument, Field } from "@oneindex/schema";

/** Every field kind and flag: arrays, descriptions, an integer id, stored-only and sortable-only fields. */
export const EveryKind = defineDocument(
  "EveryKind",
  {
    id: Field.id({ type: "integer", description: "Row number" }),
    title: Field.text({ description: "Headline" }),
    body: Field.text({ analyzer: "standard" }),
    tags: Field.keyword({ array: true, description: "Labels, exact" }),
    status: Field.keyword({ sortable: true }),
    price: Field.number({ filterable: true, sortable: true, description: "Price in euros" }),
    ratings: Field.number({ filterable: true, array: true }),
    stock: Field.integer({ filterable: true, sortable: true }),
    sizes: Field.integer({ filterable: true, array: true }),
    published: Field.date({ filterable: true, sortable: true, description: "Publication date" }),
    seen: Field.date({ filterable: true, array: true }),
    active: Field.boolean({ filterable: true, sortable: true }),
    flags: Field.boolean({ filterable: true, array: true }),
    shop: Field.geoPoint({ filterable: true, description: "Where it is sold" }),
    stops: Field.geoPoint({ filterable: true, array: true }),
    rank: Field.number({ sortable: true }),
    weight: Field.number(),
    raw: Field.stored({ description: "Original record" }),
  },
  { description: "Products of every shape" },
);

/** Only keyword fields (and a string id). */
export const KeywordsOnly = defineDocument("KeywordsOnly", {
  sku: Field.id(),
  brand: Field.keyword({ sortable: true }),
  colour: Field.keyword({ array: true }),
});

/** Only numeric fields (and an integer id). */
export const NumbersOnly = defineDocument("NumbersOnly", {
  n: Field.id({ type: "integer" }),
  amount: Field.number({ filterable: true, sortable: true }),
  quantity: Field.integer({ filterable: true }),
});

/** The README's and the demo's example type. */
export const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true, description: "Customer name, exact" }),
  notes: Field.text({ description: "Free-text notes on the invoice" }),
  lines: Field.text({ array: true, description: "One entry per invoice line" }),
  total: Field.number({ filterable: true, sortable: true, description: "Total amount in euros" }),
  count: Field.integer({ filterable: true, description: "Number of lines" }),
  issued: Field.date({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
  office: Field.geoPoint({ filterable: true }),
  pdf: Field.stored(),
});

/** Nothing but the id: the smallest type there is. */
export const IdOnly = defineDocument("IdOnly", { key: Field.id() });

/** Every test document type, by name. */
export const DOCUMENTS = { EveryKind, KeywordsOnly, NumbersOnly, Invoice, IdOnly } as const;
