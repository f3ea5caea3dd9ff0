// Lunr 2.3.9: its defaults already are an English setup (trimmer, English stop-word filter, Porter
// stemmer), so it has one configuration.
import lunr from "lunr";
import type { CityDoc } from "../data/cities.js";
import type { CranfieldDoc } from "../data/cranfield.js";
import type { EarthquakeDoc } from "../data/earthquakes.js";
import type { WordNetDoc } from "../data/wordnet.js";
import { inWindow, joinWords, type BenchQuery, type EngineAdapter, type QueryKind, type Support } from "./engine.js";

const SUPPORT: Record<QueryKind, Support> = {
  single: { level: "native" },
  twoOr: { level: "native" },
  prefix: { level: "native", note: "wildcard TRAILING" },
  fuzzy: { level: "native", note: "editDistance: 1" },
  phrase: { level: "approximate", note: "no phrase query: both terms with presence REQUIRED" },
  textRange: { level: "approximate", note: "no filters: all text hits post-filtered in the harness" },
  functionScore: { level: "unsupported", note: "no per-document scoring hook" },
  dateRangeSort: { level: "approximate", note: "no filters or sort: every text hit filtered and sorted in the harness" },
};

/** Runs tokens through Lunr's query builder (as `index.search` does, without its query syntax). */
function terms(index: lunr.Index, text: string, build: (q: lunr.Query, term: string) => void): lunr.Index.Result[] {
  const tokens = lunr.tokenizer(text).map((t) => t.toString());
  return index.query((q) => {
    for (const token of tokens) build(q, token);
  });
}

export const lunrDefaults: EngineAdapter = {
  key: "lunr-defaults",
  engine: "Lunr",
  setup: "english",
  packageName: "lunr",
  configuration:
    "defaults: pipeline trimmer + English stopWordFilter + Porter stemmer (index and query); BM25 (k1 1.2, b 0.75); queries built with index.query (terms, OR)",
  support: SUPPORT,
  async buildWordNet(docs: readonly WordNetDoc[]) {
    const index = lunr(function () {
      this.ref("id");
      this.field("words");
      this.field("gloss");
      for (const d of docs) this.add({ id: d.id, words: joinWords(d), gloss: d.gloss });
    });
    return {
      search(q: BenchQuery, k: number) {
        const text = q.terms.join(" ");
        const results =
          q.kind === "prefix"
            ? terms(index, text, (b, t) => b.term(t, { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false }))
            : q.kind === "fuzzy"
              ? terms(index, text, (b, t) => b.term(t, { editDistance: 1 }))
              : q.kind === "phrase"
                ? terms(index, text, (b, t) => b.term(t, { presence: lunr.Query.presence.REQUIRED }))
                : terms(index, text, (b, t) => b.term(t, {}));
        return results.slice(0, k).map((r) => r.ref);
      },
    };
  },
  async buildCities(docs: readonly CityDoc[]) {
    const population = new Map<string, number>();
    const index = lunr(function () {
      this.ref("id");
      this.field("name");
      for (const d of docs) {
        population.set(d.id, d.population);
        this.add({ id: d.id, name: d.name });
      }
    });
    return {
      search(q: BenchQuery, k: number) {
        let results = terms(index, q.terms.join(" "), (b, t) => b.term(t, {}));
        if (q.kind === "textRange") results = results.filter((r) => (population.get(r.ref) ?? 0) >= (q.minPopulation ?? 0));
        return results.slice(0, k).map((r) => r.ref);
      },
    };
  },
  async buildEarthquakes(docs: readonly EarthquakeDoc[]) {
    const byId = new Map<string, EarthquakeDoc>();
    const index = lunr(function () {
      this.ref("id");
      this.field("place");
      for (const d of docs) {
        byId.set(d.id, d);
        this.add({ id: d.id, place: d.place });
      }
    });
    return {
      search(q: BenchQuery, k: number) {
        return terms(index, q.terms.join(" "), (b, t) => b.term(t, {}))
          .map((r) => byId.get(r.ref))
          .filter((d): d is EarthquakeDoc => d !== undefined && inWindow(q, d.timeMs))
          .sort((a, b) => b.mag - a.mag || a.id.localeCompare(b.id))
          .slice(0, k)
          .map((d) => d.id);
      },
    };
  },
  async buildCranfield(docs: readonly CranfieldDoc[]) {
    const index = lunr(function () {
      this.ref("id");
      this.field("title");
      this.field("body");
      for (const d of docs) this.add({ id: String(d.id), title: d.title, body: d.body });
    });
    return {
      rank: (text: string, k: number) =>
        terms(index, text, (b, t) => b.term(t, {}))
          .slice(0, k)
          .map((r) => r.ref),
    };
  },
};
