import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import { vocabularyOf } from "./definitions.js";
import type { PlainDocument } from "./reference-evaluator.js";
import type { Random } from "./random.js";

/**
 * Small vocabularies, so terms collide across documents: stop words, stems that meet (`run`,
 * `running`, `runs`), case and diacritics that fold together, possessives, numbers, a word with an
 * astral code point.
 */
export const WORDS = [
  "the",
  "a",
  "of",
  "and",
  "is",
  "to",
  "in",
  "run",
  "running",
  "runs",
  "runner",
  "jump",
  "jumped",
  "jumping",
  "quick",
  "quickly",
  "brown",
  "fox",
  "foxes",
  "dog",
  "dog's",
  "dogs",
  "café",
  "Cafe",
  "CAFÉ",
  "naïve",
  "naive",
  "résumé",
  "search",
  "searching",
  "index",
  "indexes",
  "engine",
  "engines",
  "blue",
  "Blue",
  "green",
  "red",
  "redder",
  "42",
  "3.5",
  "1,000",
  "x1",
  "b2b",
  "don't",
  "o'neil",
  "zoë",
  "𝒳ray",
  "über",
] as const;

/** Keyword values: exact, so case, spaces and the empty string all matter. */
export const KEYWORDS = ["red", "Red", "green", "blue", "dark blue", "x-1", "", "ünï", "b", "ba", "bab"] as const;

/** Places (and nearby points) for geo decay. */
export const PLACES = [
  { lat: 51.5074, lng: -0.1278 },
  { lat: 48.8566, lng: 2.3522 },
  { lat: 40.7128, lng: -74.006 },
  { lat: -33.8688, lng: 151.2093 },
  { lat: 51.5, lng: -0.12 },
  { lat: 0, lng: 179.9 },
  { lat: 0, lng: -179.9 },
] as const;

/** Dates within a few weeks of each other, as ISO strings (dates and instants). */
export const DATES = [
  "2024-01-01",
  "2024-01-02",
  "2024-01-15",
  "2024-02-29",
  "2024-03-01",
  "2024-01-01T12:00:00Z",
  "2024-01-10T06:30:00Z",
  "2023-12-31T23:59:59Z",
] as const;

const PUNCTUATION = [" ", " ", " ", ", ", ". ", " - ", "; ", "\n"] as const;

/**
 * A synthetic vocabulary: every string of 1–4 letters over `a`, `b`, `c` (120 terms), so fuzzy
 * queries have more than 50 expansions with many ties, and regexes and prefixes match many terms.
 */
export const CODE_WORDS: readonly string[] = (() => {
  const out: string[] = [];
  const grow = (s: string): void => {
    if (s.length > 0) out.push(s);
    if (s.length < 4) for (const c of "abc") grow(s + c);
  };
  grow("");
  return out;
})();

/** The words and keywords a definition's documents draw from. */
export interface Vocabulary {
  readonly words: readonly string[];
  readonly keywords: readonly string[];
}

/** The default vocabulary. */
export const NATURAL: Vocabulary = { words: WORDS, keywords: KEYWORDS };

/** A text value: 0–10 words, sometimes only stop words or nothing. */
export function randomText(r: Random, words: readonly string[] = WORDS): string {
  const n = r.chance(0.08) ? 0 : r.int(1, 10);
  let s = "";
  for (let i = 0; i < n; i++) {
    if (i > 0) s += r.pick(PUNCTUATION);
    s += r.pick(words);
  }
  return s;
}

function randomValue(r: Random, field: FieldDefinition, vocabulary: Vocabulary): unknown {
  switch (field.kind) {
    case "text":
      return randomText(r, vocabulary.words);
    case "keyword":
      return r.pick(vocabulary.keywords);
    case "integer":
      return r.int(-3, 12);
    case "number":
      return r.pick([0, 0.5, 1, 1.5, 2.25, -1, 10, 99.5, 1000]);
    case "date":
      return r.pick(DATES);
    case "boolean":
      return r.chance(0.5);
    case "geoPoint":
      return r.chance(0.8) ? { ...r.pick(PLACES) } : { lat: r.int(-900, 900) / 10, lng: r.int(-1800, 1800) / 10 };
    case "stored":
      return { any: r.pick(WORDS) };
    case "id":
      throw new Error("ids are assigned, not drawn");
  }
}

/** A document of `definition` with id `id`: each field missing (absent, null or []) now and then. */
export function randomDocument(
  r: Random,
  definition: DocumentDefinition,
  id: string | number,
  vocabulary: Vocabulary = vocabularyOf(definition),
): PlainDocument {
  const doc: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.subFieldOf !== undefined) continue; // fed from its field's value
    if (field.kind === "id") {
      doc[name] = id;
      continue;
    }
    const roll = r.next();
    if (roll < 0.12) continue; // absent
    if (roll < 0.17) {
      doc[name] = field.array && r.chance(0.5) ? [] : null;
      continue;
    }
    doc[name] = field.array
      ? Array.from({ length: r.int(1, 3) }, () => randomValue(r, field, vocabulary))
      : randomValue(r, field, vocabulary);
  }
  return doc;
}

/** The ids of a collection: strings that sort differently from numbers, or integers. */
export function randomIds(r: Random, definition: DocumentDefinition, count: number): (string | number)[] {
  const idField = Object.values(definition.fields).find((f) => f.kind === "id")!;
  const ids = new Set<string | number>();
  while (ids.size < count)
    ids.add(idField.idType === "integer" ? r.int(-50, 2000) : `${r.pick(["d", "D", "doc-", "é", ""])}${r.int(0, 999)}`);
  return [...ids];
}

/** A collection of `count` random documents. */
export function randomCollection(r: Random, definition: DocumentDefinition, count: number): PlainDocument[] {
  return randomIds(r, definition, count).map((id) => randomDocument(r, definition, id));
}
