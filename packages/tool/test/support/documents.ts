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

/**
 * vega-datasets' movies.json, one field per column (17 fields, no field descriptions), and the
 * demo's Earthquake type: the types whose default descriptors are locked by file snapshots
 * (descriptor-snapshots.test.ts) and measured by the bench's descriptors part
 * (tools/bench/src/descriptors/types.ts holds the same definitions; its test checks they agree).
 */
export const Movie = defineDocument(
  "Movie",
  {
    id: Field.id(),
    title: Field.text(),
    usGross: Field.number({ filterable: true, sortable: true }),
    worldwideGross: Field.number({ filterable: true, sortable: true }),
    usDvdSales: Field.number({ filterable: true, sortable: true }),
    productionBudget: Field.number({ filterable: true, sortable: true }),
    releaseDate: Field.date({ filterable: true, sortable: true }),
    mpaaRating: Field.keyword(),
    runningTimeMin: Field.integer({ filterable: true, sortable: true }),
    distributor: Field.keyword({ sortable: true }),
    source: Field.keyword(),
    majorGenre: Field.keyword(),
    creativeType: Field.keyword(),
    director: Field.text(),
    rottenTomatoesRating: Field.integer({ filterable: true, sortable: true }),
    imdbRating: Field.number({ filterable: true, sortable: true }),
    imdbVotes: Field.integer({ filterable: true, sortable: true }),
  },
  { description: "Films with box office, budget and ratings" },
);

/** The demo's Earthquake type (apps/demo/src/datasets/earthquakes.ts). */
export const Earthquake = defineDocument(
  "Earthquake",
  {
    id: Field.id({ description: "USGS event id" }),
    place: Field.text({ description: "Where, e.g. '4km W of Castaic, CA'" }),
    magnitude: Field.number({ filterable: true, sortable: true, description: "Richter magnitude" }),
    depthKm: Field.number({ filterable: true, sortable: true, description: "Depth below the surface in km" }),
    time: Field.date({ filterable: true, sortable: true, description: "When it happened (UTC)" }),
    tsunami: Field.boolean({ filterable: true, description: "Whether a tsunami flag was raised" }),
    kind: Field.keyword({ description: "earthquake, quarry blast, explosion, …" }),
    network: Field.keyword({ description: "Reporting network code, e.g. ci, ak, us" }),
    location: Field.geoPoint({ filterable: true, description: "Epicentre" }),
  },
  { description: "One week of earthquakes reported by the USGS" },
);

/** Every test document type, by name. */
export const DOCUMENTS = { EveryKind, KeywordsOnly, NumbersOnly, Invoice, IdOnly, Movie, Earthquake } as const;
