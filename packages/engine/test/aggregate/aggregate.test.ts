// Aggregations (issue 19): over every match, not the page; the walk is exact even where counting
// hits may stop early; every aggregation charges the call's work budget and names its path when
// it runs out; a histogram that would list too many buckets names an interval that fits.
import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { SearchIndex, WORK_COSTS } from "../../src/index.js";
import { costError } from "../helpers.js";

const City = defineDocument("City", {
  id: Field.id({ type: "integer" }),
  name: Field.text(),
  country: Field.keyword(),
  population: Field.integer({ filterable: true }),
  founded: Field.date({ filterable: true }),
});

const COUNTRIES = ["FR", "DE", "IT", "ES"];
function cities(n: number): SearchIndex<typeof City> {
  const index = new SearchIndex(City);
  index.add(
    Array.from({ length: n }, (_, i) => ({
      id: i,
      name: i % 3 === 0 ? `port town ${i}` : `inland town ${i}`,
      country: COUNTRIES[i % COUNTRIES.length]!,
      population: (i * 7919) % 100_000,
      founded: new Date(Date.UTC(1000 + (i % 900), i % 12, 1 + (i % 28))).toISOString().slice(0, 10),
    })),
  );
  return index;
}

describe("aggregations over the match set", () => {
  const index = cities(3000);

  it("count every match, not the page, and make the total exact past the count threshold", () => {
    const filter = { type: "range", field: "population", lt: 50_000 };
    const plain = index.search({ v: 1, filter, limit: 5 });
    expect(plain.total.relation).toBe("gte");
    const r = index.search({ v: 1, filter, limit: 5, aggs: { byCountry: { type: "terms", field: "country" } } });
    expect(r.hits).toHaveLength(5);
    const all = index.search({ v: 1, filter, limit: 0, countExactly: true });
    expect(r.total).toEqual({ value: all.total.value, relation: "eq" });
    const buckets = (r.aggregations!["byCountry"] as { buckets: { key: string; count: number }[] }).buckets;
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(all.total.value);
    expect(buckets.map((b) => b.count)).toEqual([...buckets.map((b) => b.count)].sort((a, b) => b - a));
  });

  it("with limit 0 walk the matches once and return no hits", () => {
    const r = index.search({ v: 1, q: "port", limit: 0, aggs: { pop: { type: "stats", field: "population" } } });
    expect(r.hits).toEqual([]);
    expect(r.total).toEqual({ value: 1000, relation: "eq" });
    const stats = r.aggregations!["pop"] as { count: number; min: number; max: number; avg: number; sum: number };
    expect(stats.count).toBe(1000);
    expect(stats.avg).toBeCloseTo(stats.sum / 1000, 9);
  });

  it("leave aggregations out of results that did not ask for them, and give {} for an empty aggs", () => {
    expect(index.search({ v: 1, q: "port" })).not.toHaveProperty("aggregations");
    expect(index.search({ v: 1, q: "port", aggs: {} }).aggregations).toEqual({});
  });

  it("keep a name such as __proto__ as an ordinary key", () => {
    const r = index.search('{"v": 1, "limit": 0, "aggs": {"__proto__": {"type": "stats", "field": "population"}}}');
    expect(Object.keys(r.aggregations!)).toEqual(["__proto__"]);
    expect(Object.getOwnPropertyDescriptor(JSON.parse(JSON.stringify(r.aggregations)), "__proto__")?.value).toMatchObject({ count: 3000 });
  });
});

describe("histograms counting into the index's reused arrays", () => {
  /** The buckets with a count, as "key:count", straight from the documents. */
  function expected(index: SearchIndex<typeof City>, interval: number, port: boolean): string[] {
    const counts = new Map<number, number>();
    for (const s of index.state.sources as { name: string; population: number }[])
      if (s !== undefined && (!port || s.name.startsWith("port"))) {
        const k = Math.floor(s.population / interval) * interval;
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
    return [...counts].sort((a, b) => a[0] - b[0]).map(([k, c]) => `${k}:${c}`);
  }
  const listed = (r: { aggregations?: Record<string, unknown> }, name: string): string[] =>
    (r.aggregations![name] as { buckets: { key: number; count: number }[] }).buckets
      .filter((b) => b.count > 0)
      .map((b) => `${b.key}:${b.count}`);

  it("give exact buckets call after call, two histograms in one call, and after a call refused mid-walk", () => {
    const index = new SearchIndex(City, { workBudget: 40_000 });
    index.add(cities(3000).state.sources as never[]);
    const two = {
      a: { type: "histogram", field: "population", interval: 1000 },
      b: { type: "histogram", field: "population", interval: 7000 },
    };
    for (let round = 0; round < 3; round++) {
      const all = index.search({ v: 1, limit: 0, aggs: two });
      expect(listed(all, "a")).toEqual(expected(index, 1000, false));
      expect(listed(all, "b")).toEqual(expected(index, 7000, false));
      // Refused after counting part of the matches into a dense array: that array is never lent again unzeroed.
      const refused = index.trySearch({ v: 1, limit: 0, aggs: { fine: { type: "histogram", field: "population", interval: 1 } } });
      expect(refused.ok).toBe(false);
      const port = index.search({ v: 1, q: "port", limit: 0, aggs: { a: two.a } });
      expect(listed(port, "a")).toEqual(expected(index, 1000, true));
    }
  });
});

describe("aggregations and the work budget", () => {
  it("charge each match per aggregation, so a call over budget fails naming /aggs", () => {
    const small = (budget: number) => {
      const index = new SearchIndex(City, { workBudget: budget });
      index.add(cities(3000).state.sources.filter((s) => s !== undefined) as never[]);
      return index;
    };
    // Two stats (a cardinality would name itself first: each distinct value is charged as a bucket as it comes).
    const args = { v: 1, limit: 0, aggs: { a: { type: "stats", field: "population" }, b: { type: "stats", field: "founded" } } };
    expect(costError(() => small(1_000_000).search(args))).toBeUndefined();
    // 3,000 matches × (1 node + 2 aggregations × aggregatedDoc) is over 6,000 units.
    const error = costError(() => small(3000 * WORK_COSTS.aggregatedDoc).search(args));
    expect(error).toBeDefined();
    expect(error!.path).toBe("/aggs");
    expect(error!.problems[0]!.kind).toMatch(/matchedDoc|aggregatedDoc/);
  });

  it("charge each bucket made, naming the aggregation", () => {
    const index = new SearchIndex(City, { workBudget: 30_000 });
    index.add(cities(3000).state.sources.filter((s) => s !== undefined) as never[]);
    // About 3,000 distinct buckets × 16 units: the buckets run out before the walk's 3,000 × 4.
    const error = costError(() =>
      index.search({ v: 1, limit: 0, aggs: { fine: { type: "histogram", field: "population", interval: 10, minCount: 1 } } }),
    );
    expect(error?.path).toBe("/aggs/fine");
    expect(error!.problems[0]!.kind).toBe("bucket");
  });

  it("end a histogram of more than 1,000 buckets with too-many-buckets and an interval that fits", () => {
    const index = cities(3000);
    const r = index.trySearch({ v: 1, limit: 0, aggs: { pop: { type: "histogram", field: "population", interval: 10 } } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("too-many-buckets");
    expect(r.error.path).toBe("/aggs/pop");
    const interval = Number(/an interval of at least ([0-9.e+]+)/.exec(r.error.toToolResult())![1]);
    const fixed = index.search({ v: 1, limit: 0, aggs: { pop: { type: "histogram", field: "population", interval } } });
    const buckets = (fixed.aggregations!["pop"] as { buckets: unknown[] }).buckets;
    expect(buckets.length).toBeGreaterThan(900);
    expect(buckets.length).toBeLessThanOrEqual(1000);
    const days = index.trySearch({ v: 1, limit: 0, aggs: { f: { type: "dateHistogram", field: "founded", interval: "day" } } });
    expect(!days.ok && days.error.toToolResult()).toContain(`use "interval": "year"`);
  });

  it("refuse a histogram as soon as it passes 1,000 buckets, before the walk and its charges end", () => {
    // Walking all 3,000 cities into 3,000 buckets costs about 60,000 units; the 1,001st bucket comes at about 20,000.
    const index = new SearchIndex(City, { workBudget: 40_000 });
    index.add(cities(3000).state.sources as never[]);
    for (const [agg, fix] of [
      [{ type: "histogram", field: "population", interval: 1 }, /an interval of at least ([0-9.e+]+)/],
      [{ type: "dateHistogram", field: "founded", interval: "day", minCount: 1 }, /use "interval": "year"/],
    ] as const) {
      const r = index.trySearch({ v: 1, limit: 0, aggs: { a: { type: "stats", field: "population" }, fine: agg } });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe("too-many-buckets");
      expect(r.error.path).toBe("/aggs/fine");
      // The interval named fits every value, not only those walked before the refusal.
      expect(r.error.toToolResult()).toMatch(fix);
    }
    const interval = Number(
      /an interval of at least ([0-9.e+]+)/.exec(
        (
          index.trySearch({ v: 1, limit: 0, aggs: { fine: { type: "histogram", field: "population", interval: 1 } } }) as {
            error: { toToolResult(): string };
          }
        ).error.toToolResult(),
      )![1],
    );
    const fixed = new SearchIndex(City);
    fixed.add(cities(3000).state.sources as never[]);
    expect(
      fixed.search({ v: 1, limit: 0, aggs: { fine: { type: "histogram", field: "population", interval } } }).aggregations,
    ).toBeDefined();
  });
});
