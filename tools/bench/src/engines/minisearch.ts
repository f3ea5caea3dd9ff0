// MiniSearch 7.2: defaults, and the English setup its documentation shows (processTerm with a stemmer
// and a stop-word list).
import MiniSearch, { type Options } from "minisearch";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import { stemmer } from "stemmer";
import type { CityDoc } from "../data/cities.js";
import type { CranfieldDoc } from "../data/cranfield.js";
import type { EarthquakeDoc } from "../data/earthquakes.js";
import type { WordNetDoc } from "../data/wordnet.js";
import {
  DECAY_SCALE_KM,
  gaussDecay,
  haversineKm,
  inWindow,
  joinWords,
  type BenchQuery,
  type EngineAdapter,
  type Support,
  type QueryKind,
} from "./engine.js";

const STOP = new Set(englishStopwords);

/** MiniSearch's documented term processing, extended with a Porter stemmer. */
function englishProcessTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP.has(lower) ? null : stemmer(lower);
}

const SUPPORT: Record<QueryKind, Support> = {
  single: { level: "native" },
  twoOr: { level: "native" },
  prefix: { level: "native", note: "prefix: true" },
  fuzzy: { level: "native", note: "fuzzy: 1 (max edit distance 1)" },
  phrase: { level: "approximate", note: "no phrase query: combineWith AND of the terms" },
  textRange: { level: "approximate", note: "filter callback over stored population (post-filter)" },
  functionScore: { level: "approximate", note: "boostDocument callback multiplying by the gauss decay of stored coordinates" },
  dateRangeSort: {
    level: "approximate",
    note: "filter callback over the stored time, then every hit sorted by stored magnitude in the harness",
  },
};

type Stored = Record<string, unknown> | undefined;

// Per-query callbacks are made by these factories: a returned arrow has no name, so tsx does not
// wrap it in a `__name` call (an Object.defineProperty) on every query (DESIGN.md's "Harness overhead").

/** MiniSearch's `filter` for a population floor. */
function populationAtLeast(min: number): (r: Record<string, unknown>) => boolean {
  return (r) => (r["population"] as number) >= min;
}

/** MiniSearch's `boostDocument` for the Gaussian decay from `origin`. */
function decayFrom(origin: { lat: number; lng: number }): (id: unknown, term: string, stored: Stored) => number {
  return (_id, _term, stored) =>
    gaussDecay(haversineKm(origin, { lat: stored?.["lat"] as number, lng: stored?.["lng"] as number }), DECAY_SCALE_KM);
}

/** MiniSearch's `filter` for the query's time window. */
function inTimeWindow(q: BenchQuery): (r: Record<string, unknown>) => boolean {
  return (r) => inWindow(q, r["timeMs"] as number);
}

function make(english: boolean): EngineAdapter {
  const extra: Partial<Options> = english ? { processTerm: englishProcessTerm } : {};
  return {
    key: english ? "minisearch-english" : "minisearch-defaults",
    engine: "MiniSearch",
    setup: english ? "english" : "defaults",
    packageName: "minisearch",
    configuration: english
      ? "fields as below; processTerm: lower-case, drop @orama/stopwords English list, Porter stemmer (`stemmer` 2.0.1) — the setup MiniSearch's docs show for stemming and stop words; searchOptions defaults (OR, BM25+)"
      : "default options (tokenize on space/punctuation, lower-case, OR, BM25+); only `fields` (and `storeFields` for filters) set",
    support: SUPPORT,
    async buildWordNet(docs: readonly WordNetDoc[]) {
      const ms = new MiniSearch<WordNetDoc>({
        fields: ["words", "gloss"],
        extractField: (doc, field) => (field === "words" ? joinWords(doc) : (doc as unknown as Record<string, string>)[field]),
        ...extra,
      });
      ms.addAll(docs as WordNetDoc[]);
      return {
        search(q: BenchQuery, k: number) {
          const text = q.terms.join(" ");
          const results =
            q.kind === "prefix"
              ? ms.search(text, { prefix: true })
              : q.kind === "fuzzy"
                ? ms.search(text, { fuzzy: 1 })
                : q.kind === "phrase"
                  ? ms.search(text, { combineWith: "AND" })
                  : ms.search(text);
          return results.slice(0, k).map((r) => String(r.id));
        },
      };
    },
    async buildCities(docs: readonly CityDoc[]) {
      const ms = new MiniSearch<CityDoc>({ fields: ["name"], storeFields: ["population", "lat", "lng"], ...extra });
      ms.addAll(docs as CityDoc[]);
      return {
        search(q: BenchQuery, k: number) {
          const text = q.terms.join(" ");
          if (q.kind === "textRange") {
            const min = q.minPopulation ?? 0;
            return ms
              .search(text, { filter: populationAtLeast(min) })
              .slice(0, k)
              .map((r) => String(r.id));
          }
          if (q.kind === "functionScore" && q.origin !== undefined) {
            const origin = q.origin;
            return ms
              .search(text, { boostDocument: decayFrom(origin) })
              .slice(0, k)
              .map((r) => String(r.id));
          }
          return ms
            .search(text)
            .slice(0, k)
            .map((r) => String(r.id));
        },
      };
    },
    async buildEarthquakes(docs: readonly EarthquakeDoc[]) {
      const ms = new MiniSearch<EarthquakeDoc>({ fields: ["place"], storeFields: ["timeMs", "mag"], ...extra });
      ms.addAll(docs as EarthquakeDoc[]);
      return {
        search(q: BenchQuery, k: number) {
          return ms
            .search(q.terms.join(" "), { filter: inTimeWindow(q) })
            .sort((a, b) => (b["mag"] as number) - (a["mag"] as number) || String(a.id).localeCompare(String(b.id)))
            .slice(0, k)
            .map((r) => String(r.id));
        },
      };
    },
    async buildCranfield(docs: readonly CranfieldDoc[]) {
      const ms = new MiniSearch<CranfieldDoc>({ fields: ["title", "body"], ...extra });
      ms.addAll(docs as CranfieldDoc[]);
      return {
        rank: (text: string, k: number) =>
          ms
            .search(text)
            .slice(0, k)
            .map((r) => r.id as number),
      };
    },
  };
}

/** MiniSearch with its defaults. */
export const miniSearchDefaults = make(false);
/** MiniSearch with stemming and stop words, as its docs show. */
export const miniSearchEnglish = make(true);
