// Orama 3.1: defaults, and the English setup its docs show (tokenizer stemming: true with the
// built-in English stemmer, stop words from @orama/stopwords/english).
import { create, insertMultiple, search, type AnyOrama } from "@orama/orama";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import type { CityDoc } from "../data/cities.js";
import type { CranfieldDoc } from "../data/cranfield.js";
import type { EarthquakeDoc } from "../data/earthquakes.js";
import type { WordNetDoc } from "../data/wordnet.js";
import { joinWords, type BenchQuery, type EngineAdapter, type QueryKind, type Support } from "./engine.js";

const SUPPORT: Record<QueryKind, Support> = {
  single: { level: "native", note: "Orama also matches the word as a prefix by default (exact: false)" },
  twoOr: { level: "native", note: "threshold 1 (default): any term" },
  prefix: { level: "native", note: "default term matching is by prefix" },
  fuzzy: { level: "native", note: "tolerance: 1" },
  phrase: { level: "approximate", note: "no phrase query: threshold 0 (every term)" },
  textRange: { level: "native", note: "where: { population: { gte } }" },
  functionScore: { level: "unsupported", note: "no per-document function scores (only field boosts and sortBy)" },
  dateRangeSort: { level: "native", note: 'where: { timeMs: { between } }, sortBy: { property: "mag", order: "DESC" }' },
};

type Hits = { hits: { id: string }[] };

function ids(result: Hits | Promise<Hits>): readonly string[] | Promise<readonly string[]> {
  return result instanceof Promise ? result.then((r) => r.hits.map((h) => h.id)) : result.hits.map((h) => h.id);
}

function make(english: boolean): EngineAdapter {
  const components = english ? { tokenizer: { stemming: true, stopWords: englishStopwords } } : undefined;
  const db = (schema: Record<string, string>): AnyOrama =>
    create({ schema, ...(components !== undefined ? { components } : {}) } as Parameters<typeof create>[0]) as AnyOrama;
  return {
    key: english ? "orama-english" : "orama-defaults",
    engine: "Orama",
    setup: english ? "english" : "defaults",
    packageName: "@orama/orama",
    configuration: english
      ? "components.tokenizer { stemming: true (built-in English stemmer), stopWords: @orama/stopwords/english } as Orama's text-analysis docs show; search defaults (BM25, threshold 1)"
      : "default tokenizer (English language, no stemming, no stop words); search defaults (BM25, prefix matching, threshold 1)",
    support: SUPPORT,
    async buildWordNet(docs: readonly WordNetDoc[]) {
      const orama = db({ id: "string", words: "string", pos: "enum", gloss: "string" });
      await insertMultiple(
        orama,
        docs.map((d) => ({ id: d.id, words: joinWords(d), pos: d.pos, gloss: d.gloss })),
        1000,
      );
      return {
        search(q: BenchQuery, k: number) {
          const term = q.terms.join(" ");
          const params: Record<string, unknown> = { term, properties: ["words", "gloss"], limit: k };
          if (q.kind === "fuzzy") params["tolerance"] = 1;
          if (q.kind === "phrase") params["threshold"] = 0;
          return ids(search(orama, params as never) as Hits | Promise<Hits>);
        },
      };
    },
    async buildCities(docs: readonly CityDoc[]) {
      const orama = db({ id: "string", name: "string", country: "enum", population: "number" });
      await insertMultiple(
        orama,
        docs.map((d) => ({ id: d.id, name: d.name, country: d.country, population: d.population })),
        1000,
      );
      return {
        search(q: BenchQuery, k: number) {
          const params: Record<string, unknown> = { term: q.terms.join(" "), properties: ["name"], limit: k };
          if (q.kind === "textRange") params["where"] = { population: { gte: q.minPopulation ?? 0 } };
          return ids(search(orama, params as never) as Hits | Promise<Hits>);
        },
      };
    },
    async buildEarthquakes(docs: readonly EarthquakeDoc[]) {
      const orama = db({ id: "string", place: "string", timeMs: "number", mag: "number" });
      await insertMultiple(
        orama,
        docs.map((d) => ({ id: d.id, place: d.place, timeMs: d.timeMs, mag: d.mag })),
        1000,
      );
      return {
        search(q: BenchQuery, k: number) {
          const range = q.timeRange ?? { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
          const params = {
            term: q.terms.join(" "),
            properties: ["place"],
            limit: k,
            where: { timeMs: { between: [range.fromMs, range.toMs - 1] } },
            sortBy: { property: "mag", order: "DESC" },
          };
          return ids(search(orama, params as never) as Hits | Promise<Hits>);
        },
      };
    },
    async buildCranfield(docs: readonly CranfieldDoc[]) {
      const orama = db({ id: "string", title: "string", body: "string" });
      await insertMultiple(
        orama,
        docs.map((d) => ({ id: String(d.id), title: d.title, body: d.body })),
        1000,
      );
      return {
        rank: (text: string, k: number) =>
          ids(search(orama, { term: text, properties: ["title", "body"], limit: k } as never) as Hits | Promise<Hits>),
      };
    },
  };
}

/** Orama with its defaults. */
export const oramaDefaults = make(false);
/** Orama with its English stemmer and stop words. */
export const oramaEnglish = make(true);
