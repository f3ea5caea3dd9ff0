// The costly calls of issue 15, each with the index it runs on. Sizes are the in the full
// run; the quick run shrinks the collections and long values (`quick: true`) so that it checks the
// outcome contract in seconds.
import { defineDocument, Field } from "oneindex";
import { loadCranfield } from "../data/cranfield.js";
import { seededRandom, type Random } from "../measure/rng.js";

/** The index a group of cases runs on. */
export type CaseSetup =
  | "tiny"
  | "urls"
  | "cranfield"
  | "cranfield-big"
  | "value-768k"
  | "value-16m"
  | "multi-valued"
  | "singles-100k"
  | "keys-100k";

/** One costly call. */
export interface HostileCase {
  readonly id: string;
  /** The item: a number for issue 15's, `32.n` for issue 32's. */
  readonly item: number | string;
  readonly label: string;
  readonly setup: CaseSetup;
  /** The call's arguments (JSON text or a value), given the setup's words. */
  readonly args: (context: CaseContext) => unknown;
}

/** What a case's arguments draw from. */
export interface CaseContext {
  /** The 256 words of the most Cranfield documents (lower-case letter runs). */
  readonly commonWords: readonly string[];
}

export const URL_DEFINITION = defineDocument("HostileUrl", {
  id: Field.id(),
  url: Field.keyword(),
  n: Field.number({ filterable: true }),
  place: Field.geoPoint({ filterable: true }),
});

/** Issue 32's multi-valued documents: number and keyword arrays. */
export const MULTI_DEFINITION = defineDocument("HostileMulti", {
  id: Field.id({ type: "integer" }),
  xs: Field.number({ filterable: true, array: true }),
  tags: Field.keyword({ array: true }),
});

/** Issue 32's single-valued columns and keys: a number, a geo point, a unique long keyword. */
export const SINGLE_DEFINITION = defineDocument("HostileSingle", {
  id: Field.id({ type: "integer" }),
  x: Field.number({ filterable: true }),
  place: Field.geoPoint({ filterable: true }),
  key: Field.keyword(),
});

export const TEXT_DEFINITION = defineDocument("HostileText", {
  id: Field.id({ type: "integer" }),
  title: Field.text(),
  body: Field.text(),
});

/** A seeded string of lower-case letters. */
function letters(random: Random, length: number): string {
  let s = "";
  for (let i = 0; i < length; i++) s += String.fromCharCode(97 + Math.floor(random() * 26));
  return s;
}

const regexClause = (pattern: string) => ({ type: "regex", field: "url", pattern });

/** Case 1's call: `{"v":1,"<16,400-char key>":[1,1,…24,500 items]}`, 65,412 characters of JSON. */
export function longKeyCall(): { text: string; value: Record<string, unknown> } {
  const key = letters(seededRandom(15), 16_400);
  const text = `{"v":1,"${key}":[${Array(24_500).fill("1").join(",")}]}`;
  return { text, value: { v: 1, [key]: Array(24_500).fill(1) } };
}

export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    id: "long-key-text",
    item: 1,
    label: "parse: 16,400-character unknown key and a 24,500-item array, as JSON text (65,412 characters)",
    setup: "tiny",
    args: () => longKeyCall().text,
  },
  { id: "long-key-value", item: 1, label: "parse: the same as a JavaScript value", setup: "tiny", args: () => longKeyCall().value },
  {
    id: "unknown-key-60k",
    item: 1,
    label: "error size: a 60,000-character unknown key (JSON text)",
    setup: "tiny",
    args: () => `{"v":1,"${letters(seededRandom(60), 60_000)}":1}`,
  },
  {
    id: "unknown-field-60k",
    item: 1,
    label: "error size: a term on a 60,000-character unknown field (value)",
    setup: "tiny",
    args: () => ({ v: 1, query: { type: "term", field: letters(seededRandom(61), 60_000), value: "x" } }),
  },
  {
    id: "regex-nested-repeat",
    item: 2,
    label: "regex `(.{0,49}){0,99}` on the url keywords",
    setup: "urls",
    args: () => ({ v: 1, query: regexClause("(.{0,49}){0,99}") }),
  },
  {
    id: "regex-bool-64",
    item: 2,
    label: "a bool of 64 such regex clauses",
    setup: "urls",
    args: () => ({ v: 1, query: { type: "bool", should: Array.from({ length: 64 }, () => regexClause("(.{0,49}){0,99}")) } }),
  },
  {
    id: "regex-dfa-256",
    item: 2,
    label: "a bool of 256 × `(a|b)*a(a|b){20}`",
    setup: "urls",
    args: () => ({ v: 1, query: { type: "bool", should: Array.from({ length: 256 }, () => regexClause("(a|b)*a(a|b){20}")) } }),
  },
  {
    id: "phrase-256-slop-1000",
    item: 3,
    label: "phrase of the 256 commonest words, slop 1,000, on Cranfield",
    setup: "cranfield",
    args: (c) => ({ v: 1, query: { type: "phrase", field: "body", terms: c.commonWords, slop: 1_000 } }),
  },
  {
    id: "phrase-256-slop-1000-big",
    item: 3,
    label: "the same with one 1.5 MB document added",
    setup: "cranfield-big",
    args: (c) => ({ v: 1, query: { type: "phrase", field: "body", terms: c.commonWords, slop: 1_000 } }),
  },
  {
    id: "highlight-768k-fragment-10",
    item: 5,
    label: "highlight, fragmentSize 10, on a 768 KB text value",
    setup: "value-768k",
    args: (c) => ({ v: 1, q: c.commonWords.slice(0, 20).join(" "), highlight: { fragmentSize: 10 } }),
  },
  {
    id: "highlight-16m-defaults",
    item: 5,
    label: "highlight with defaults on a 16 MB text value",
    setup: "value-16m",
    args: (c) => ({ v: 1, q: c.commonWords.slice(0, 20).join(" "), highlight: true }),
  },
  {
    id: "gauss-1e-200",
    item: 7,
    label: "gauss decay, scale 1e-200, on a number field (documents at the origin)",
    setup: "urls",
    args: () => ({ v: 1, query: { type: "functionScore", functions: [{ type: "gauss", field: "n", origin: 0, scale: 1e-200 }] } }),
  },
  {
    id: "gauss-geo-1e-200",
    item: 7,
    label: "gauss decay, scale 1e-200 km, on a geo point (documents at the origin)",
    setup: "urls",
    args: () => ({
      v: 1,
      query: { type: "functionScore", functions: [{ type: "gauss", field: "place", origin: { lat: 0, lng: 0 }, scale: 1e-200 }] },
    }),
  },
  {
    id: "multi-range-bool-256",
    item: "32.1",
    label: "bool should of 256 ranges on a number array field (500 documents × 10,000 values)",
    setup: "multi-valued",
    args: () => ({
      v: 1,
      query: { type: "bool", should: Array.from({ length: 256 }, (_, i) => ({ type: "range", field: "xs", gte: i * 10, lt: i * 10 + 5 })) },
    }),
  },
  {
    id: "multi-range-aggs",
    item: "32.1",
    label: "10 range aggregations × 100 ranges over the number array field",
    setup: "multi-valued",
    args: () => ({ v: 1, limit: 0, aggs: tenAggs(() => ({ type: "range", field: "xs", ranges: hundredRanges(10_000) })) }),
  },
  {
    id: "multi-terms-1000-stats",
    item: "32.1",
    label: "terms size 1,000 on a keyword array with 10 stats sub-aggregations on the number array",
    setup: "multi-valued",
    args: () => ({
      v: 1,
      limit: 0,
      aggs: { t: { type: "terms", field: "tags", size: 1_000, aggs: tenAggs(() => ({ type: "stats", field: "xs" })) } },
    }),
  },
  {
    id: "range-aggs-100k",
    item: "32.2",
    label: "10 range aggregations × 100 ranges over 100,000 single-valued documents",
    setup: "singles-100k",
    args: () => ({ v: 1, limit: 0, aggs: tenAggs(() => ({ type: "range", field: "x", ranges: hundredRanges(1_000) })) }),
  },
  {
    id: "geo-distance-aggs-100k",
    item: "32.2",
    label: "10 geoDistance aggregations × 100 rings over 100,000 points",
    setup: "singles-100k",
    args: () => ({
      v: 1,
      limit: 0,
      aggs: tenAggs(() => ({ type: "geoDistance", field: "place", origin: { lat: 0, lng: 0 }, ranges: hundredRanges(200) })),
    }),
  },
  {
    id: "fuzzy-first-100k-keys",
    item: "32.3",
    label: "first fuzzy (maxEdits 2) on 100,000 unique 120-character keywords",
    setup: "keys-100k",
    args: () => ({ v: 1, query: { type: "fuzzy", field: "key", value: "abcdefghijkl", maxEdits: 2 } }),
  },
  {
    id: "regex-first-100k-keys",
    item: "32.3",
    label: "first regex on the same keywords",
    setup: "keys-100k",
    args: () => ({ v: 1, query: { type: "regex", field: "key", pattern: "ab.*z" } }),
  },
];

/** Ten aggregations named a0…a9. */
function tenAggs(agg: (i: number) => object): Record<string, object> {
  return Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`a${i}`, agg(i)]));
}

/** 100 adjacent ranges of `width` from 0. */
function hundredRanges(width: number): { from: number; to: number }[] {
  return Array.from({ length: 100 }, (_, i) => ({ from: i * width, to: (i + 1) * width }));
}

/** The size of every setup, by mode. */
export function setupSizes(quick: boolean): {
  urls: number;
  bigDocBytes: number;
  value768k: number;
  value16m: number;
  multiDocs: number;
  multiValues: number;
  singles: number;
} {
  return quick
    ? { urls: 2_000, bigDocBytes: 150_000, value768k: 77_000, value16m: 1_600_000, multiDocs: 100, multiValues: 2_000, singles: 20_000 }
    : {
        urls: 10_000,
        bigDocBytes: 1_500_000,
        value768k: 768 * 1024,
        value16m: 16 * 1024 * 1024,
        multiDocs: 500,
        multiValues: 10_000,
        singles: 100_000,
      };
}

/** The 256 words found in the most Cranfield documents. */
export function commonWords(bodies: readonly string[]): string[] {
  const df = new Map<string, number>();
  for (const body of bodies) for (const w of new Set(body.toLowerCase().match(/[a-z]+/g) ?? [])) df.set(w, (df.get(w) ?? 0) + 1);
  return [...df]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 256)
    .map(([w]) => w);
}

/** Cranfield text repeated to `bytes` characters (the long values of items 3 and 5). */
export function cranfieldText(bodies: readonly string[], bytes: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const b = bodies[i % bodies.length]!;
    parts.push(b);
    length += b.length + 1;
  }
  return parts.join(" ").slice(0, bytes);
}

/** The documents of a setup, and the words the cases draw from. */
export function setupDocuments(
  setup: CaseSetup,
  quick: boolean,
): {
  definition: typeof URL_DEFINITION | typeof TEXT_DEFINITION | typeof MULTI_DEFINITION | typeof SINGLE_DEFINITION;
  docs: object[];
  context: CaseContext;
} {
  const sizes = setupSizes(quick);
  const needsCranfield = setup.startsWith("cranfield") || setup.startsWith("value-");
  const cranfield = needsCranfield ? loadCranfield().documents : [];
  const bodies = cranfield.map((d) => d.body);
  const context: CaseContext = { commonWords: needsCranfield ? commonWords(bodies) : [] };
  switch (setup) {
    case "tiny":
      return { definition: URL_DEFINITION, docs: [{ id: "a", url: "https://a.example/", n: 1 }], context };
    case "urls": {
      const random = seededRandom(2);
      const hosts = Array.from({ length: 200 }, () => letters(random, 3 + Math.floor(random() * 8)));
      const docs = Array.from({ length: sizes.urls }, (_, i) => {
        const path = Array.from({ length: 1 + Math.floor(random() * 5) }, () => letters(random, 1 + Math.floor(random() * 12))).join("/");
        // A tenth of the documents sit exactly at the decay origin (n 0, the point 0,0).
        const atOrigin = i % 10 === 0;
        return {
          id: `u${i}`,
          url: `https://${hosts[i % hosts.length]}.example/${path}?id=${i}`,
          n: atOrigin ? 0 : random() * 1000,
          place: atOrigin ? { lat: 0, lng: 0 } : { lat: random() * 180 - 90, lng: random() * 360 - 180 },
        };
      });
      return { definition: URL_DEFINITION, docs, context };
    }
    case "cranfield":
    case "cranfield-big": {
      const docs: object[] = cranfield.map((d) => ({ id: d.id, title: d.title, body: d.body }));
      if (setup === "cranfield-big") docs.push({ id: 100_000, title: "a long document", body: cranfieldText(bodies, sizes.bigDocBytes) });
      return { definition: TEXT_DEFINITION, docs, context };
    }
    case "multi-valued": {
      const v = sizes.multiValues;
      const docs = Array.from({ length: sizes.multiDocs }, (_, d) => ({
        id: d,
        xs: Array.from({ length: v }, (_, i) => (d * 7919 + i * 104_729) % 1_000_000),
        tags: Array.from({ length: v }, (_, i) => `t${(d * 31 + i) % (v * 4)}`),
      }));
      return { definition: MULTI_DEFINITION, docs, context };
    }
    case "singles-100k":
    case "keys-100k": {
      const random = seededRandom(32);
      const docs = Array.from({ length: sizes.singles }, (_, d) => ({
        id: d,
        x: (d * 7919) % 100_000,
        place: { lat: ((d * 13) % 180) - 90, lng: ((d * 17) % 360) - 180 },
        ...(setup === "keys-100k" ? { key: letters(random, 120) } : {}),
      }));
      return { definition: SINGLE_DEFINITION, docs, context };
    }
    case "value-768k":
    case "value-16m":
      return {
        definition: TEXT_DEFINITION,
        docs: [{ id: 1, title: "a long value", body: cranfieldText(bodies, setup === "value-768k" ? sizes.value768k : sizes.value16m) }],
        context,
      };
  }
}
