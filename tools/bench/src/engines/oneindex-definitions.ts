// The OneIndex document definitions of the three corpora (and Cranfield), made with a given build's
// own `defineDocument` and `Field`, so a baseline commit's engine gets the same definitions as main's.
import { Field, defineDocument } from "oneindex";

/** The definition API of a OneIndex build (main's, or a baseline commit's loaded by file URL). */
export interface DefinitionApi {
  readonly defineDocument: typeof defineDocument;
  readonly Field: typeof Field;
}

/** The bench's definitions, made with `api`. */
export function oneIndexDefinitions(api: DefinitionApi) {
  const { defineDocument: define, Field: F } = api;
  return {
    /** WordNet synsets: the words as text (array, analysed) and as exact keywords, the part of speech, the gloss. */
    WordNetDefinition: define("WordNetSynset", {
      id: F.id(),
      words: F.text({ array: true }),
      word: F.keyword({ array: true }),
      pos: F.keyword(),
      gloss: F.text(),
    }),
    /** GeoNames places. */
    CityDefinition: define("City", {
      id: F.id(),
      name: F.text(),
      country: F.keyword(),
      population: F.integer({ filterable: true, sortable: true }),
      location: F.geoPoint({ filterable: true }),
    }),
    /** Cranfield abstracts. */
    CranfieldDefinition: define("CranfieldAbstract", {
      id: F.id({ type: "integer" }),
      title: F.text(),
      author: F.stored(),
      body: F.text(),
    }),
    /** USGS earthquakes (the parse-throughput tool calls use this definition too: every field kind). */
    EarthquakeDefinition: define("Earthquake", {
      id: F.id(),
      place: F.text(),
      time: F.date({ filterable: true, sortable: true }),
      mag: F.number({ filterable: true, sortable: true }),
      tsunami: F.boolean({ filterable: true }),
      location: F.geoPoint({ filterable: true }),
    }),
  };
}

/** The definitions of every corpus, made by main's build. */
export type OneIndexDefinitions = ReturnType<typeof oneIndexDefinitions>;

export const { WordNetDefinition, CityDefinition, CranfieldDefinition, EarthquakeDefinition } = oneIndexDefinitions({
  defineDocument,
  Field,
});
