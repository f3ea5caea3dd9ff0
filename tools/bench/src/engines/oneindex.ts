// OneIndex through the `oneindex` meta-package: `new SearchIndex(definition)`, `add`, `search(args)`
// with the same query JSON a model would send. The same adapter drives a baseline commit's build
// (src/baseline/), loaded by file URL: `oneIndexEngine` takes the module to drive.
import * as OneIndex from "oneindex";
import type { CityDoc } from "../data/cities.js";
import type { CranfieldDoc } from "../data/cranfield.js";
import type { EarthquakeDoc } from "../data/earthquakes.js";
import type { WordNetDoc } from "../data/wordnet.js";
import { DECAY_SCALE_KM, type BenchQuery, type EngineAdapter, type QueryKind, type RankingIndex, type Support } from "./engine.js";
import { oneIndexDefinitions, type DefinitionApi, type OneIndexDefinitions } from "./oneindex-definitions.js";

/** The bench measures the whole query language: the full detail (the default is standard; older builds ignore the option). */
const FULL = { detail: "full" } as const;

/** The part of the engine's API the harness uses (structural, so an older build's class fits too). */
interface SearchIndexLike {
  add(documents: readonly object[]): unknown;
  search(args: object, options: typeof FULL): { hits: readonly { id: string | number }[] };
  parse(args: object, options: typeof FULL): unknown;
  prepare(query: unknown): { execute(): { hits: readonly { id: string | number }[] } };
  feedbackQuery(query: unknown, options: { fields: Record<string, number> }): unknown;
}
type SearchIndexClass = new (definition: unknown) => SearchIndexLike;

/** One OneIndex build the adapter drives: its index constructor and the bench's definitions made with its own API. */
export interface OneIndexBuild {
  readonly newIndex: (definition: unknown) => SearchIndexLike;
  readonly definitions: OneIndexDefinitions;
}

/** The build behind a loaded `oneindex` module (main's, or a baseline's), or throws naming what it lacks. */
export function oneIndexBuildOf(module: Record<string, unknown>, name: string): OneIndexBuild {
  const SearchIndex = module["SearchIndex"];
  if (typeof SearchIndex !== "function") throw new Error(`${name} does not export SearchIndex`);
  if (typeof module["defineDocument"] !== "function" || typeof module["Field"] !== "object")
    throw new Error(`${name} does not export defineDocument and Field`);
  return {
    newIndex: (definition) => new (SearchIndex as SearchIndexClass)(definition),
    definitions: oneIndexDefinitions(module as unknown as DefinitionApi),
  };
}

/** Main's build (the workspace's `oneindex`), made on first use. */
let mainBuild: OneIndexBuild | undefined;
function main(): OneIndexBuild {
  mainBuild ??= oneIndexBuildOf(OneIndex as Record<string, unknown>, "oneindex");
  return mainBuild;
}

/** The cities in a OneIndex index of `build` (the latency part and the aggregations part build it alike). */
export function newCityIndex(docs: readonly CityDoc[], build: OneIndexBuild = main()): SearchIndexLike {
  const index = build.newIndex(build.definitions.CityDefinition);
  index.add(
    docs.map((d) => ({ id: d.id, name: d.name, country: d.country, population: d.population, location: { lat: d.lat, lng: d.lng } })),
  );
  return index;
}

/** How the adapter runs each kind (a baseline whose API lacks one says so instead: src/baseline/). */
export const ONEINDEX_SUPPORT: Record<QueryKind, Support> = {
  single: { level: "native", note: "text node over words and gloss" },
  twoOr: { level: "native", note: "text node, operator or" },
  prefix: { level: "native", note: "bool should of prefix on words and gloss" },
  fuzzy: { level: "native", note: "bool should of fuzzy (maxEdits 1) on words and gloss" },
  phrase: { level: "native", note: "phrase node on gloss (positions)" },
  textRange: { level: "native", note: "range filter on population" },
  functionScore: { level: "native", note: "functionScore gauss on location, scale 500 km" },
  dateRangeSort: { level: "native", note: "range filter on the date field, sort by mag desc" },
};

/** The title's weight beside the body in Cranfield queries, chosen on the dev split (see buildCranfield). */
export const CRANFIELD_TITLE_BOOST = 0.5;

/** A `bool` should of `node` on words and on gloss. */
function both(node: (field: string) => object): object {
  return { type: "bool", should: [node("words"), node("gloss")] };
}

/** The query JSON each benchmark query becomes (no named closure is made per call: see DESIGN.md's "Harness overhead"). */
export function oneIndexArgs(q: BenchQuery, k: number): object {
  const [first = "", second = ""] = q.terms;
  switch (q.kind) {
    case "single":
    case "twoOr":
      return { v: 1, query: { type: "text", text: q.terms.join(" "), fields: ["words", "gloss"], operator: "or" }, limit: k };
    case "prefix":
      return { v: 1, query: both((field) => ({ type: "prefix", field, value: first })), limit: k };
    case "fuzzy":
      return { v: 1, query: both((field) => ({ type: "fuzzy", field, value: first, maxEdits: 1 })), limit: k };
    case "phrase":
      return { v: 1, query: { type: "phrase", field: "gloss", terms: [first, second] }, limit: k };
    case "textRange":
      return {
        v: 1,
        query: { type: "text", text: q.terms.join(" ") },
        filter: { type: "range", field: "population", gte: q.minPopulation ?? 0 },
        limit: k,
      };
    case "functionScore":
      return {
        v: 1,
        query: {
          type: "functionScore",
          query: { type: "text", text: q.terms.join(" ") },
          functions: [{ type: "gauss", field: "location", origin: q.origin ?? { lat: 0, lng: 0 }, scale: DECAY_SCALE_KM }],
        },
        limit: k,
      };
    case "dateRangeSort":
      return {
        v: 1,
        query: { type: "text", text: q.terms.join(" ") },
        filter: { type: "range", field: "time", gte: q.timeRange?.from ?? "1970-01-01", lt: q.timeRange?.to ?? "9999-12-31" },
        sort: [{ field: "mag", order: "desc" }],
        limit: k,
      };
  }
}

/** The ranking row of {@link buildCranfieldDefaults}. */
export const ONEINDEX_DEFAULTS = "oneindex-defaults";

/**
 * Cranfield with the defaults (issue 35): one `text` node over title and body, as a user who writes
 * `{"type":"text","text":…}` gets it: no field weights, no feedback. Reported beside the tuned setup.
 */
export function buildCranfieldDefaults(docs: readonly CranfieldDoc[]): RankingIndex {
  const index = newCranfieldIndex(main(), docs);
  return {
    rank: (text: string, k: number) => index.search({ v: 1, query: { type: "text", text }, limit: k }, FULL).hits.map((h) => h.id),
  };
}

/** What `oneindex` runs, in words (a baseline's configuration starts from it). */
export const ONEINDEX_CONFIGURATION =
  "SearchIndex with the definitions in src/engines/oneindex-definitions.ts (text fields use the default `english` analyser: folding, Snowball English stop words, Porter2); queries are query JSON through index.search (parse + execute); Cranfield queries weight the title 0.5 beside the body (chosen on dev) and use the engine's opt-in pseudo-relevance feedback (index.feedbackQuery, RM3 defaults: 5 documents, 10 words, weight 0.3)";

/** How an adapter names and describes a OneIndex build, and loads it. */
export interface OneIndexEngineSpec {
  readonly key: string;
  readonly setup: string;
  readonly configuration: string;
  readonly support: Record<QueryKind, Support>;
  readonly load: () => Promise<OneIndexBuild>;
}

function newCranfieldIndex(build: OneIndexBuild, docs: readonly CranfieldDoc[]): SearchIndexLike {
  const index = build.newIndex(build.definitions.CranfieldDefinition);
  index.add(docs.map((d) => ({ id: d.id, title: d.title, author: d.author, body: d.body })));
  return index;
}

/** A OneIndex adapter over the build `spec.load` gives: the same definitions and query JSON whichever build it is. */
export function oneIndexEngine(spec: OneIndexEngineSpec): EngineAdapter {
  let build: OneIndexBuild | undefined;
  const loaded = async () => {
    build ??= await spec.load();
    return build;
  };
  return {
    key: spec.key,
    engine: "OneIndex",
    setup: spec.setup,
    packageName: "oneindex",
    configuration: spec.configuration,
    support: spec.support,
    async ready() {
      await loaded();
    },
    async buildWordNet(docs: readonly WordNetDoc[]) {
      const { newIndex, definitions } = await loaded();
      const index = newIndex(definitions.WordNetDefinition);
      index.add(docs.map((d) => ({ id: d.id, words: d.words, word: d.words, pos: d.pos, gloss: d.gloss })));
      return { search: (q: BenchQuery, k: number) => index.search(oneIndexArgs(q, k), FULL).hits.map((h) => String(h.id)) };
    },
    async buildCities(docs: readonly CityDoc[]) {
      const index = newCityIndex(docs, await loaded());
      return { search: (q: BenchQuery, k: number) => index.search(oneIndexArgs(q, k), FULL).hits.map((h) => String(h.id)) };
    },
    async buildEarthquakes(docs: readonly EarthquakeDoc[]) {
      const { newIndex, definitions } = await loaded();
      const index = newIndex(definitions.EarthquakeDefinition);
      index.add(
        docs.map((d) => ({ id: d.id, place: d.place, time: d.time, mag: d.mag, tsunami: d.tsunami, location: { lat: d.lat, lng: d.lng } })),
      );
      return { search: (q: BenchQuery, k: number) => index.search(oneIndexArgs(q, k), FULL).hits.map((h) => String(h.id)) };
    },
    async buildCranfield(docs: readonly CranfieldDoc[]) {
      const index = newCranfieldIndex(await loaded(), docs);
      // Field weighting, as the engine's Cranfield test: BM25 of the body plus half the BM25 of the
      // title (Elasticsearch's most_fields with title^0.5; the weight was chosen on the dev split only:
      // 0.25, 0.35, 0.5, 0.75, 1 and 2 tried, never on test), then the engine's opt-in pseudo-relevance
      // feedback (index.feedbackQuery, RM3 with its defaults) over the same fields and weights, as a
      // user who asks for feedback calls it: parse the call, rewrite it, execute the rewrite. No
      // proximity clauses: adjacent query word pairs as sloppy phrases (SDM), BM25F and per-field
      // k1/b were measured on dev with this setup and gave nothing beyond noise (EXPERIMENTS.md's engine
      // section, test/quality/measure-proximity.mjs and measure-field-scoring.mjs).
      const weighted = (field: string, boost: number) => ({ type: "text", text: "", fields: [field], operator: "or", boost });
      const fields = { body: 1, title: CRANFIELD_TITLE_BOOST };
      return {
        rank: (text: string, k: number) => {
          const call = {
            v: 1,
            query: {
              type: "bool",
              should: [
                { ...weighted("body", 1), text },
                { ...weighted("title", CRANFIELD_TITLE_BOOST), text },
              ],
            },
            limit: k,
          };
          return index
            .prepare(index.feedbackQuery(index.parse(call, FULL), { fields }))
            .execute()
            .hits.map((h) => h.id);
        },
      };
    },
  };
}

export const oneIndexAdapter: EngineAdapter = oneIndexEngine({
  key: "oneindex",
  setup: "english",
  configuration: ONEINDEX_CONFIGURATION,
  support: ONEINDEX_SUPPORT,
  load: async () => main(),
});
