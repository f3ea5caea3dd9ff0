// The index the hostile fuzz runs over: ordinary documents plus long and adversarial values (text of
// 0.5–2 MB, a word repeated, one token of a hundred thousand letters, lone surrogates, astral
// characters, ~10,000 distinct keywords, keywords of thousands of characters).
import { defineDocument, Field } from "@oneindex/schema";
import { fieldsFor } from "@oneindex/schema/internal";
import type { CallVocabulary, FieldsByUse, RandomSource } from "./hostile-calls.js";

/** Every field kind, both analysers, arrays, sortable and filterable columns. */
export const HOSTILE_DEFINITION = defineDocument("HostileDoc", {
  id: Field.id(),
  title: Field.text(),
  body: Field.text({ array: true }),
  code: Field.text({ analyzer: "standard" }),
  url: Field.keyword({ sortable: true }),
  tags: Field.keyword({ array: true }),
  n: Field.integer({ filterable: true, sortable: true }),
  x: Field.number({ filterable: true, sortable: true }),
  at: Field.date({ filterable: true, sortable: true }),
  flag: Field.boolean({ filterable: true, sortable: true }),
  place: Field.geoPoint({ filterable: true }),
  xs: Field.number({ filterable: true, array: true }),
  spots: Field.geoPoint({ filterable: true, array: true }),
});

/** How big the collection is. */
export interface CorpusSize {
  /** Ordinary documents (each with a distinct url keyword). */
  readonly documents: number;
  /** Multiplies the long values' sizes (1: 0.5–2 MB). */
  readonly longScale: number;
}

export interface HostileDoc {
  readonly [field: string]: unknown;
}

const SYLLABLES = [
  "ka",
  "ro",
  "mi",
  "te",
  "su",
  "na",
  "lo",
  "pe",
  "di",
  "vu",
  "sha",
  "tri",
  "on",
  "el",
  "ax",
  "qu",
  "zo",
  "by",
  "ck",
  "ing",
];
/** Tricky words: stems that meet, case and diacritics, possessives, astral and lone surrogates. */
const TRICKY = [
  "the",
  "a",
  "of",
  "running",
  "runs",
  "café",
  "CAFÉ",
  "naïve",
  "dog's",
  "o'neil",
  "𝒳ray",
  "😀smile",
  "ab\ud800cd",
  "\udc00lone",
  "x\ud83d",
  "über",
  "42",
  "3.5",
  "b2b",
  "ﬁne",
  "İstanbul",
  "ß",
  "e\u0301",
];

function int(r: RandomSource, min: number, max: number): number {
  return min + Math.floor(r.next() * (max - min + 1));
}
function pick<T>(r: RandomSource, items: readonly T[]): T {
  return items[Math.floor(r.next() * items.length)]!;
}

/** A synthetic vocabulary of `count` distinct pseudo-words (2–4 syllables) plus the tricky words. */
export function makeWords(r: RandomSource, count: number): string[] {
  const words = new Set<string>(TRICKY);
  while (words.size < count + TRICKY.length) {
    let w = "";
    for (let i = int(r, 2, 4); i > 0; i--) w += pick(r, SYLLABLES);
    words.add(w);
  }
  return [...words];
}

function text(r: RandomSource, words: readonly string[], minWords: number, maxWords: number): string {
  const n = int(r, minWords, maxWords);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pick(r, words));
  return out.join(pick(r, [" ", " ", ", ", ". "]));
}

/** Text of about `chars` characters of words drawn from `words`. */
export function longText(r: RandomSource, words: readonly string[], chars: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const w = pick(r, words);
    parts.push(w);
    length += w.length + 1;
  }
  return parts.join(" ");
}

/** `n` numbers at the edges and in between (a multi-valued field's values). */
function numbers(r: RandomSource, n: number): number[] {
  return Array.from({ length: n }, () =>
    r.next() < 0.05 ? pick(r, [0, 1e308, -1e308, 5e-324, 9007199254740991]) : Math.round((r.next() - 0.5) * 2e6) / 100,
  );
}

/** `n` points, some at the poles and the antimeridian. */
function points(r: RandomSource, n: number): { lat: number; lng: number }[] {
  return Array.from({ length: n }, () =>
    r.next() < 0.05
      ? pick(r, [
          { lat: 90, lng: 180 },
          { lat: -90, lng: -180 },
        ])
      : { lat: (r.next() - 0.5) * 180, lng: (r.next() - 0.5) * 360 },
  );
}

/** The adversarial values, each a document of its own (sizes times `scale`). */
function adversarial(r: RandomSource, words: readonly string[], scale: number): HostileDoc[] {
  const mb = (x: number) => Math.max(1_000, Math.round(x * 1_000_000 * scale));
  const few = words.slice(TRICKY.length, TRICKY.length + 8);
  return [
    { id: "long-random", title: "long random text", body: [longText(r, words, mb(2))] },
    { id: "long-repeat", title: "one word repeated", body: [`${"kato ".repeat(mb(1) / 5)}`, longText(r, words, mb(0.1))] },
    { id: "long-few", title: "eight words", body: [longText(r, few, mb(0.5))], code: longText(r, few, mb(0.5)) },
    { id: "long-token", title: "one token", body: ["x".repeat(mb(0.1)), `${"ab".repeat(mb(0.05))} ${"ba".repeat(mb(0.05))}`] },
    { id: "long-unicode", title: "astral and surrogates", body: [longText(r, TRICKY, mb(0.5))], code: "\ud800".repeat(mb(0.01)) },
    {
      // Issue 32: a document's values are as many as its writer gave it.
      id: "many-values",
      title: "many values",
      tags: Array.from({ length: mb(0.02) }, (_, i) => `many-${i}`),
      xs: numbers(r, mb(0.05)),
      spots: points(r, mb(0.005)),
    },
    {
      id: "long-keywords",
      url: `https://long.example/${"a/".repeat(2_500)}`,
      tags: ["k".repeat(10_000), "\ud800\udc00".repeat(1_000), "ab".repeat(3_000)],
    },
  ];
}

/** One write between calls: documents to add (new ids) or update (existing ids), or ids to remove. */
export type HostileWrite =
  | { readonly kind: "add" | "update"; readonly docs: readonly HostileDoc[] }
  | { readonly kind: "remove"; readonly ids: readonly string[] };

/**
 * Random writes over `docs` (the live documents, kept up to date by the caller through `apply`):
 * adds of new documents (copies with new ids and new keywords, so term structures change),
 * updates that change a document's values, removes. `write()` draws one.
 */
export class HostileWrites {
  private next = 0;
  constructor(
    private readonly r: RandomSource,
    private readonly live: HostileDoc[],
    private readonly words: readonly string[],
  ) {}

  write(): HostileWrite {
    const r = this.r;
    const base = pick(r, this.live);
    const fresh = (id: string): HostileDoc => ({
      ...base,
      id,
      url: `https://${pick(r, this.words)}.example/written/${this.next}`,
      tags: [`written-${this.next}`, pick(r, this.words)],
      xs: numbers(r, int(r, 1, r.next() < 0.1 ? 300 : 4)),
    });
    const kind = pick(r, ["add", "add", "update", "remove"] as const);
    this.next++;
    if (kind === "add") {
      const docs = Array.from({ length: int(r, 1, 3) }, (_, i) => fresh(`w${this.next}-${i}`));
      this.live.push(...docs);
      return { kind, docs };
    }
    const at = this.live.indexOf(base);
    if (kind === "update" || this.live.length < 10) {
      const doc = fresh(String(base["id"]));
      this.live[at] = doc;
      return { kind: "update", docs: [doc] };
    }
    this.live.splice(at, 1);
    return { kind: "remove", ids: [String(base["id"])] };
  }
}

/** The collection: `documents` ordinary documents and the adversarial ones, seeded. */
export function hostileCorpus(r: RandomSource, size: CorpusSize): { readonly docs: HostileDoc[]; readonly vocabulary: CallVocabulary } {
  const words = makeWords(r, 2_000);
  const docs: HostileDoc[] = [];
  const urls: string[] = [];
  const tags = Array.from({ length: 300 }, (_, i) => `${pick(r, words)}-${i}`);
  for (let i = 0; i < size.documents; i++) {
    const url = `https://${pick(r, words)}.example/${pick(r, words)}/${i}${r.next() < 0.05 ? `/${"p".repeat(int(r, 100, 1_500))}` : ""}`;
    urls.push(url);
    const doc: Record<string, unknown> = { id: `d${i}`, url };
    if (r.next() < 0.9) doc["title"] = text(r, words, 1, 8);
    if (r.next() < 0.9) doc["body"] = Array.from({ length: int(r, 1, 3) }, () => text(r, words, 5, 60));
    if (r.next() < 0.5) doc["code"] = text(r, words, 1, 12);
    if (r.next() < 0.7) doc["tags"] = Array.from({ length: int(r, 1, 4) }, () => pick(r, tags));
    if (r.next() < 0.9) doc["n"] = r.next() < 0.1 ? pick(r, [0, 9007199254740991, -9007199254740991]) : int(r, -1_000, 100_000);
    if (r.next() < 0.9) doc["x"] = r.next() < 0.1 ? pick(r, [0, 1e308, -1e308, 5e-324, 1e-200]) : (r.next() - 0.5) * 1e4;
    if (r.next() < 0.9) doc["at"] = new Date(Date.UTC(1970 + int(r, 0, 80), int(r, 0, 11), int(r, 1, 28))).toISOString();
    if (r.next() < 0.9) doc["flag"] = r.next() < 0.5;
    if (r.next() < 0.9)
      doc["place"] =
        r.next() < 0.1
          ? pick(r, [
              { lat: 90, lng: 180 },
              { lat: -90, lng: -180 },
              { lat: 0, lng: 0 },
            ])
          : { lat: (r.next() - 0.5) * 180, lng: (r.next() - 0.5) * 360 };
    if (r.next() < 0.6) doc["xs"] = numbers(r, r.next() < 0.15 ? int(r, 200, 2_000) : int(r, 1, 6));
    if (r.next() < 0.4) doc["spots"] = points(r, int(r, 1, 5));
    docs.push(doc);
  }
  docs.push(...adversarial(r, words, size.longScale));
  const uses = [
    "termString",
    "termInteger",
    "termNumber",
    "termDate",
    "termBoolean",
    "terms",
    "fullText",
    "rangeInteger",
    "rangeNumber",
    "rangeDate",
    "rangeKeyword",
    "exists",
    "sort",
    "fieldValueFactor",
    "decayNumber",
    "decayDate",
    "decayGeo",
    "aggTerms",
    "aggNumber",
    "aggDate",
    "aggMetric",
    "aggGeo",
  ] as const;
  const fields = Object.fromEntries(uses.map((u) => [u, fieldsFor(HOSTILE_DEFINITION, u)])) as unknown as FieldsByUse;
  return { docs, vocabulary: { words, urls: urls.slice(0, 500), tags, fields } };
}
