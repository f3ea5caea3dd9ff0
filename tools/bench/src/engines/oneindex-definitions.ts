// The OneIndex document definitions of the three corpora.
import { Field, defineDocument } from "oneindex";

/** WordNet synsets: the words as text (array, analysed) and as exact keywords, the part of speech, the gloss. */
export const WordNetDefinition = defineDocument("WordNetSynset", {
  id: Field.id(),
  words: Field.text({ array: true }),
  word: Field.keyword({ array: true }),
  pos: Field.keyword(),
  gloss: Field.text(),
});

/** GeoNames places. */
export const CityDefinition = defineDocument("City", {
  id: Field.id(),
  name: Field.text(),
  country: Field.keyword(),
  population: Field.integer({ filterable: true, sortable: true }),
  location: Field.geoPoint({ filterable: true }),
});

/** Cranfield abstracts. */
export const CranfieldDefinition = defineDocument("CranfieldAbstract", {
  id: Field.id({ type: "integer" }),
  title: Field.text(),
  author: Field.stored(),
  body: Field.text(),
});

/** USGS earthquakes (the parse-throughput tool calls use this definition too: every field kind). */
export const EarthquakeDefinition = defineDocument("Earthquake", {
  id: Field.id(),
  place: Field.text(),
  time: Field.date({ filterable: true, sortable: true }),
  mag: Field.number({ filterable: true, sortable: true }),
  tsunami: Field.boolean({ filterable: true }),
  location: Field.geoPoint({ filterable: true }),
});
