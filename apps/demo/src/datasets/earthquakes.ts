import { defineDocument, Field } from "oneindex";
import type { Dataset } from "./dataset.js";

const Earthquake = defineDocument(
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

export const earthquakes: Dataset = {
  key: "earthquakes",
  title: "Earthquakes",
  blurb: "1,707 USGS events of one week in February 2018: text, keyword, number, date, boolean and geo point fields.",
  definition: Earthquake,
  file: "earthquakes.json",
  examples: [
    {
      title: "Alaska, strongest first",
      kind: "good",
      args: { v: 1, q: "alaska", sort: [{ field: "magnitude", order: "desc" }], limit: 5, highlight: true },
    },
    {
      title: "Strong and shallow",
      kind: "good",
      args: { v: 1, filter: "magnitude >= 4.5 and depthKm < 20", sort: [{ field: "time", order: "desc" }] },
    },
    {
      // Multiplied, not summed: a summed time decay gave any recent quake (Alaska, Taiwan) half the
      // score whatever its distance. Distance decays over 100 km, time over 2 days before the
      // last day of the data (1 February to 7 February 2018); magnitude 1 and up keeps LA's many small quakes.
      title: "Near Los Angeles, recent first (decay)",
      kind: "good",
      args: {
        v: 1,
        query: {
          type: "functionScore",
          query: { type: "range", field: "magnitude", gte: 1 },
          functions: [
            { type: "gauss", field: "location", origin: { lat: 34.05, lng: -118.25 }, scale: 100 },
            { type: "exp", field: "time", origin: "2018-02-07", scale: 2 },
          ],
          scoreMode: "multiply",
          boostMode: "replace",
        },
        limit: 5,
      },
    },
    {
      title: "Strict language",
      kind: "good",
      args: { v: 1, query: { type: "strict", query: 'place:"of Anza" OR (kind:explosion AND magnitude:[1 TO *])' }, highlight: true },
    },
    { title: "Elasticsearch's match", kind: "mistake", args: { v: 1, query: { type: "match", field: "place", value: "alaska" } } },
    { title: "size, a misspelt field", kind: "mistake", args: { v: 1, size: 5, query: { type: "range", field: "magnitud", gte: "4" } } },
    {
      title: "gt with gte, a bad date",
      kind: "mistake",
      args: { v: 1, query: { type: "range", field: "time", gt: "2018-02-01", gte: "2018-02-30" } },
    },
    { title: "unbalanced strict", kind: "mistake", args: { v: 1, query: { type: "strict", query: "place:(alaska AND magnitude:>3" } } },
  ],
};
