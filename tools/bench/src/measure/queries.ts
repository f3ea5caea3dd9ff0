// The seeded query generator: every query is drawn from the corpus vocabulary.
import type { CityDoc } from "../data/cities.js";
import type { EarthquakeDoc } from "../data/earthquakes.js";
import type { WordNetDoc } from "../data/wordnet.js";
import type { BenchQuery, QueryKind } from "../engines/engine.js";
import { pick, seededRandom, type Random } from "./rng.js";

/** Words no one searches for alone (and that engines with stop words drop): kept out of the vocabulary. */
const COMMON = new Set(
  "a an and are as at be but by for from has have in into is it its not of on or such that the their then there these they this to was were which with who whom what when where how usually especially".split(
    " ",
  ),
);

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** Distinct words of length ≥ minLength found in at least two documents. */
function vocabulary(texts: Iterable<string>, minLength: number): string[] {
  const df = new Map<string, number>();
  for (const text of texts)
    for (const w of new Set(words(text))) if (w.length >= minLength && !COMMON.has(w)) df.set(w, (df.get(w) ?? 0) + 1);
  return [...df]
    .filter(([, n]) => n >= 2)
    .map(([w]) => w)
    .sort();
}

/** One random edit (substitution, deletion, insertion or transposition) after the first letter. */
export function oneEdit(random: Random, word: string): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const i = 1 + Math.floor(random() * (word.length - 1));
  const c = pick(random, [...letters]);
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + (c === word[i] ? (c === "a" ? "b" : "a") : c) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + c + word.slice(i);
    default:
      return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, i) + c + word.slice(i);
  }
}

/** The queries of each kind, `count` of each, the same for a given seed and corpus. */
export function generateQueries(
  wordnet: readonly WordNetDoc[],
  cities: readonly CityDoc[],
  earthquakes: readonly EarthquakeDoc[],
  count: number,
  seed: number,
): Record<QueryKind, BenchQuery[]> {
  const random = seededRandom(seed);
  const vocab = vocabulary(
    wordnet.map((d) => d.gloss),
    4,
  );
  const long = vocab.filter((w) => w.length >= 6);
  const cityVocab = vocabulary(
    cities.map((c) => c.name),
    3,
  );
  const populations = [5_000, 20_000, 100_000];
  const placeVocab = vocabulary(
    earthquakes.map((e) => e.place),
    4,
  );
  const times = earthquakes.map((e) => e.timeMs);
  const firstDay = Math.floor(Math.min(...times) / 86_400_000) * 86_400_000;
  const days = Math.max(1, Math.floor((Math.max(...times) - firstDay) / 86_400_000) - 2);
  const repeat = <T>(make: () => T): T[] => Array.from({ length: count }, make);
  const phrase = (): BenchQuery => {
    for (;;) {
      const tokens = words(pick(random, wordnet).gloss);
      const i = Math.floor(random() * Math.max(0, tokens.length - 1));
      const a = tokens[i];
      const b = tokens[i + 1];
      if (a !== undefined && b !== undefined && a.length >= 3 && b.length >= 3 && !COMMON.has(a) && !COMMON.has(b))
        return { kind: "phrase", terms: [a, b] };
    }
  };
  return {
    single: repeat(() => ({ kind: "single", terms: [pick(random, vocab)] })),
    twoOr: repeat(() => ({ kind: "twoOr", terms: [pick(random, vocab), pick(random, vocab)] })),
    prefix: repeat(() => ({ kind: "prefix", terms: [pick(random, long).slice(0, 4)] })),
    fuzzy: repeat(() => ({ kind: "fuzzy", terms: [oneEdit(random, pick(random, long))] })),
    phrase: repeat(phrase),
    textRange: repeat(() => ({ kind: "textRange", terms: [pick(random, cityVocab)], minPopulation: pick(random, populations) })),
    functionScore: repeat(() => {
      const at = pick(random, cities);
      return { kind: "functionScore", terms: [pick(random, cityVocab)], origin: { lat: at.lat, lng: at.lng } };
    }),
    dateRangeSort: repeat(() => {
      const fromMs = firstDay + Math.floor(random() * days) * 86_400_000;
      const toMs = fromMs + 3 * 86_400_000;
      const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return { kind: "dateRangeSort", terms: [pick(random, placeVocab)], timeRange: { from: iso(fromMs), to: iso(toMs), fromMs, toMs } };
    }),
  };
}
