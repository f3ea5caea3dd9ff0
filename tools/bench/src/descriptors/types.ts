// The document types whose tool descriptors the descriptors part measures (issue 17). Only the
// definitions are needed, no data: the descriptor depends on the fields, not on the documents.
// packages/tool/test/descriptor-snapshots.test.ts locks the descriptors of the same two types
// (test/descriptors.test.ts here checks the two copies agree).
import { defineDocument, Field } from "oneindex";

/** vega-datasets' movies.json: one field per column (camelCase), a string id. 17 fields. */
export const MovieDefinition = defineDocument(
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

/** The demo's Earthquake type (apps/demo/src/datasets/earthquakes.ts): 9 fields of every kind, with descriptions. */
export const EarthquakeToolDefinition = defineDocument(
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

/** The measured types, in report order. */
export const DESCRIPTOR_TYPES = [MovieDefinition, EarthquakeToolDefinition] as const;
