// FlexSearch 0.8: a Document index with its defaults, and with the English preset its docs show
// (`new Encoder(Charset.LatinBalance, EnglishPreset)`: stemmer, stop-word filter, phonetic balance).
import { Charset, Document, Encoder } from "flexsearch";
import EnglishPreset from "flexsearch/lang/en";
import type { CityDoc } from "../data/cities.js";
import type { CranfieldDoc } from "../data/cranfield.js";
import type { EarthquakeDoc } from "../data/earthquakes.js";
import type { WordNetDoc } from "../data/wordnet.js";
import { inWindow, joinWords, type BenchQuery, type EngineAdapter, type QueryKind, type Support } from "./engine.js";

/** How many hits the harness asks for before post-filtering a range. */
const POST_FILTER_POOL = 10_000;

function support(english: boolean, forward: boolean): Record<QueryKind, Support> {
  return {
    single: { level: "native", note: "unscored: results in FlexSearch's resolution order" },
    twoOr: { level: "approximate", note: "multi-word queries are AND by default: suggest: true gives the partial (OR-like) matches" },
    prefix: forward
      ? { level: "native", note: 'tokenize: "forward" indexes every prefix of every term' }
      : { level: "unsupported", note: 'needs tokenize: "forward" at index time (the flexsearch-forward row)' },
    fuzzy: english
      ? { level: "approximate", note: "no edit distance: the misspelt word through the LatinBalance phonetic encoder" }
      : { level: "unsupported", note: "no edit-distance matching (fuzziness only through phonetic encoders)" },
    phrase: { level: "approximate", note: "no phrase query without context: AND of the terms" },
    textRange: { level: "approximate", note: `no range filter: top ${POST_FILTER_POOL} text hits post-filtered in the harness` },
    functionScore: { level: "unsupported", note: "no scoring hook" },
    dateRangeSort: { level: "approximate", note: `no range or sort: top ${POST_FILTER_POOL} text hits filtered and sorted in the harness` },
  };
}

type Merged = { id: string | number }[];

function make(english: boolean, forward = false): EngineAdapter {
  const tokenize: Record<string, unknown> = forward ? { tokenize: "forward" } : {};
  // The docs' form `new Encoder(Charset.LatinBalance, EnglishPreset)`: the typings declare one argument only.
  const EncoderOf = Encoder as unknown as new (...presets: unknown[]) => Encoder;
  const encoderOption = (): Record<string, unknown> =>
    english ? { ...tokenize, encoder: new EncoderOf(Charset.LatinBalance, EnglishPreset) } : tokenize;
  return {
    key: forward ? "flexsearch-forward" : english ? "flexsearch-english" : "flexsearch-defaults",
    engine: "FlexSearch",
    setup: forward ? "tokenize forward" : english ? "english" : "defaults",
    packageName: "flexsearch",
    configuration: forward
      ? 'Document index with default options except tokenize: "forward" (prefix search, as FlexSearch\'s docs recommend for partial matches); search with merge: true (and suggest: true for multi-word OR)'
      : english
        ? "Document index, encoder new Encoder(Charset.LatinBalance, EnglishPreset) (flexsearch/lang/en: stemmer + stop-word filter), tokenize strict; search with merge: true (and suggest: true for multi-word OR)"
        : "Document index with default options (Normalize encoder, tokenize strict, resolution 9); search with merge: true (and suggest: true for multi-word OR)",
    support: support(english, forward),
    async buildWordNet(docs: readonly WordNetDoc[]) {
      const index = new Document({ ...encoderOption(), document: { id: "id", index: ["words", "gloss"] } } as never);
      for (const d of docs) index.add({ id: d.id, words: joinWords(d), gloss: d.gloss } as never);
      return {
        search(q: BenchQuery, k: number) {
          const text = q.terms.join(" ");
          const options = { limit: k, merge: true, ...(q.kind === "twoOr" ? { suggest: true } : {}) };
          return (index.search(text, options as never) as unknown as Merged).map((r) => String(r.id));
        },
      };
    },
    async buildCities(docs: readonly CityDoc[]) {
      const population = new Map<string, number>();
      const index = new Document({ ...encoderOption(), document: { id: "id", index: ["name"] } } as never);
      for (const d of docs) {
        population.set(d.id, d.population);
        index.add({ id: d.id, name: d.name } as never);
      }
      return {
        search(q: BenchQuery, k: number) {
          const text = q.terms.join(" ");
          if (q.kind === "textRange") {
            const pool = index.search(text, { limit: POST_FILTER_POOL, merge: true } as never) as unknown as Merged;
            const out: string[] = [];
            for (const r of pool) {
              if ((population.get(String(r.id)) ?? 0) >= (q.minPopulation ?? 0)) out.push(String(r.id));
              if (out.length === k) break;
            }
            return out;
          }
          return (index.search(text, { limit: k, merge: true } as never) as unknown as Merged).map((r) => String(r.id));
        },
      };
    },
    async buildEarthquakes(docs: readonly EarthquakeDoc[]) {
      const byId = new Map<string, EarthquakeDoc>();
      const index = new Document({ ...encoderOption(), document: { id: "id", index: ["place"] } } as never);
      for (const d of docs) {
        byId.set(d.id, d);
        index.add({ id: d.id, place: d.place } as never);
      }
      return {
        search(q: BenchQuery, k: number) {
          const pool = index.search(q.terms.join(" "), { limit: POST_FILTER_POOL, merge: true } as never) as unknown as Merged;
          return pool
            .map((r) => byId.get(String(r.id)))
            .filter((d): d is EarthquakeDoc => d !== undefined && inWindow(q, d.timeMs))
            .sort((a, b) => b.mag - a.mag || a.id.localeCompare(b.id))
            .slice(0, k)
            .map((d) => d.id);
        },
      };
    },
    async buildCranfield(docs: readonly CranfieldDoc[]) {
      const index = new Document({ ...encoderOption(), document: { id: "id", index: ["title", "body"] } } as never);
      for (const d of docs) index.add({ id: d.id, title: d.title, body: d.body } as never);
      return {
        rank: (text: string, k: number) =>
          (index.search(text, { limit: k, merge: true, suggest: true } as never) as unknown as Merged).map((r) => r.id),
      };
    },
  };
}

/** FlexSearch with its defaults. */
export const flexSearchDefaults = make(false);
/** FlexSearch with its English preset. */
export const flexSearchEnglish = make(true);
/** FlexSearch with defaults but the forward tokenizer, the setup it needs for prefix queries. */
export const flexSearchForward = make(false, true);
