import { defineDocument, Field } from "oneindex";
import type { Dataset } from "./dataset.js";

const Airport = defineDocument(
  "Airport",
  {
    iata: Field.id({ description: "FAA / IATA code" }),
    name: Field.text({ description: "Airport name" }),
    city: Field.keyword({ sortable: true }),
    state: Field.keyword({ sortable: true, description: "Two-letter state code" }),
    country: Field.keyword(),
    location: Field.geoPoint({ filterable: true }),
  },
  { description: "Airports of the United States and its territories" },
);

export const airports: Dataset = {
  key: "airports",
  title: "Airports",
  blurb: "3,367 US airports: names, cities, states and coordinates, for geo decay and keyword filters.",
  definition: Airport,
  file: "airports.json",
  examples: [
    { title: "International airports", kind: "good", args: { v: 1, q: "international", highlight: true, limit: 5 } },
    {
      title: "Closest to Denver",
      kind: "good",
      args: {
        v: 1,
        query: {
          type: "functionScore",
          functions: [{ type: "gauss", field: "location", origin: { lat: 39.74, lng: -104.99 }, scale: 30 }],
          boostMode: "replace",
        },
        limit: 5,
      },
    },
    {
      title: "Regional in Texas or Oklahoma",
      kind: "good",
      args: { v: 1, q: "regional", filter: 'state in ["TX", "OK"]', sort: [{ field: "city", order: "asc" }] },
    },
    {
      title: "Fuzzy: a typo in the name",
      kind: "good",
      args: { v: 1, query: { type: "fuzzy", field: "name", value: "muncipal", maxEdits: 2 }, limit: 5 },
    },
    { title: "filter on an unknown field", kind: "mistake", args: { v: 1, filter: 'stat = "CO"' } },
    { title: "sort on a text field", kind: "mistake", args: { v: 1, q: "field", sort: [{ field: "name", order: "ascending" }] } },
  ],
};
