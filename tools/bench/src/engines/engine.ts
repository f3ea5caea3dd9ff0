// The adapter interface every engine implements, so each measurement drives all engines the same way.
import type { CityDoc } from "../data/cities.js";
import type { CranfieldDoc } from "../data/cranfield.js";
import type { EarthquakeDoc } from "../data/earthquakes.js";
import type { WordNetDoc } from "../data/wordnet.js";

/** The query kinds of the latency table. */
export const QUERY_KINDS = ["single", "twoOr", "prefix", "fuzzy", "phrase", "textRange", "functionScore", "dateRangeSort"] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** Human names of the query kinds, for tables. */
export const QUERY_KIND_LABELS: Record<QueryKind, string> = {
  single: "single word",
  twoOr: "two words (OR)",
  prefix: "prefix",
  fuzzy: "fuzzy, 1 edit",
  phrase: "phrase",
  textRange: "text + range filter",
  functionScore: "function score (geo decay)",
  dateRangeSort: "text + date range, sorted by magnitude",
};

/** The corpus each query kind runs on. */
export const QUERY_CORPUS: Record<QueryKind, "wordnet" | "cities" | "earthquakes"> = {
  single: "wordnet",
  twoOr: "wordnet",
  prefix: "wordnet",
  fuzzy: "wordnet",
  phrase: "wordnet",
  textRange: "cities",
  functionScore: "cities",
  dateRangeSort: "earthquakes",
};

/** One generated query. `terms` are lower-case words drawn from the corpus. */
export interface BenchQuery {
  readonly kind: QueryKind;
  /** single: [w]; twoOr: [a, b]; prefix: [p]; fuzzy: [w with one edit]; phrase: [a, b] adjacent in a gloss; textRange/functionScore: [a city-name word]. */
  readonly terms: readonly string[];
  /** textRange: population at least this. */
  readonly minPopulation?: number;
  /** functionScore: the origin of the gauss decay over the place's location (scale 500 km). */
  readonly origin?: { readonly lat: number; readonly lng: number };
  /** dateRangeSort: the time window [from, to) as ISO dates and as epoch ms; hits sorted by magnitude, largest first. */
  readonly timeRange?: { readonly from: string; readonly to: string; readonly fromMs: number; readonly toMs: number };
}

/** How an engine runs a query kind. */
export type Support =
  | { readonly level: "native"; readonly note?: string }
  | { readonly level: "approximate"; readonly note: string }
  | { readonly level: "unsupported"; readonly note: string };

/** An index built over one corpus. */
export interface BuiltIndex {
  /** The top-k ids for a query; may return a promise (Orama's API is sync-or-async). */
  search(query: BenchQuery, k: number): readonly string[] | Promise<readonly string[]>;
}

/** An index over Cranfield for ranking: free text in, ranked ids out. */
export interface RankingIndex {
  rank(text: string, k: number): readonly (string | number)[] | Promise<readonly (string | number)[]>;
}

/** One engine in one configuration. */
export interface EngineAdapter {
  /** Stable key, e.g. `minisearch-english`. */
  readonly key: string;
  /** The library's name, e.g. `MiniSearch`. */
  readonly engine: string;
  /** `defaults`, `english`, or a named variant (e.g. FlexSearch's `tokenize: forward`). */
  readonly setup: string;
  /** The npm package whose version is reported. */
  readonly packageName: string;
  /** The configuration, in words, as the report prints it. */
  readonly configuration: string;
  /** How each query kind is run (native, approximated, or not at all). */
  readonly support: Record<QueryKind, Support>;
  /** Loads what the adapter needs (a baseline's module) before anything is timed or its heap measured. */
  ready?(): Promise<void>;
  buildWordNet(docs: readonly WordNetDoc[]): Promise<BuiltIndex>;
  buildCities(docs: readonly CityDoc[]): Promise<BuiltIndex>;
  buildEarthquakes(docs: readonly EarthquakeDoc[]): Promise<BuiltIndex>;
  buildCranfield(docs: readonly CranfieldDoc[]): Promise<RankingIndex>;
}

/** Gauss decay as Elasticsearch defines it: `decay` at `scale` km from the origin (offset 0). */
export function gaussDecay(distanceKm: number, scaleKm: number, decay = 0.5): number {
  const sigma2 = -(scaleKm * scaleKm) / (2 * Math.log(decay));
  return Math.exp(-(distanceKm * distanceKm) / (2 * sigma2));
}

/** Haversine distance in km on a sphere of radius 6371.0088 km (as the engine's semantics). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The scale of the function-score query, in km. */
export const DECAY_SCALE_KM = 500;

/** Whether an earthquake falls in a query's time window. */
export function inWindow(q: BenchQuery, timeMs: number): boolean {
  return q.timeRange === undefined || (timeMs >= q.timeRange.fromMs && timeMs < q.timeRange.toMs);
}

/** The WordNet words as one string, for engines without array fields. */
export function joinWords(doc: WordNetDoc): string {
  return doc.words.join(", ");
}
