// Issue 32, items 1 and 2: multi-valued fields and per-range work are charged to the call's work
// budget through the columns' accessors, so each costly call of the issue ends with `too-costly`
// (within a generous bound: timings belong to the bench's hostile part) and an ordinary call of the
// same shape still answers.
import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { SearchIndex } from "../../src/index.js";

const Multi = defineDocument("Multi", {
  id: Field.id({ type: "integer" }),
  xs: Field.number({ filterable: true, array: true }),
  tags: Field.keyword({ array: true }),
});

const Single = defineDocument("Single", {
  id: Field.id({ type: "integer" }),
  x: Field.number({ filterable: true }),
  place: Field.geoPoint({ filterable: true }),
});

/** A generous bound on a refused call (the bench holds the real target, 200 ms). */
const REFUSED_WITHIN_MS = 5_000;

/** `docs` documents of `values` numbers and `values` keywords each. */
const multiDocs = (docs: number, values: number) =>
  Array.from({ length: docs }, (_, d) => ({
    id: d,
    xs: Array.from({ length: values }, (_, i) => (d * 7919 + i * 104_729) % 1_000_000),
    tags: Array.from({ length: values }, (_, i) => `t${(d * 31 + i) % (values * 4)}`),
  }));

function multiIndex(docs: number, values: number, workBudget?: number): SearchIndex<typeof Multi> {
  const index = new SearchIndex(Multi, workBudget === undefined ? {} : { workBudget });
  index.add(multiDocs(docs, values));
  return index;
}

/** The outcome of a call and how long it took. */
function timed(index: SearchIndex<typeof Multi> | SearchIndex<typeof Single>, args: object) {
  const start = performance.now();
  const answer = (index as SearchIndex<typeof Multi>).trySearch(args, { detail: "full" });
  const ms = performance.now() - start;
  return { code: answer.ok ? "ok" : answer.error.code, ms, answer };
}

const ranges = (n: number, width: number) => Array.from({ length: n }, (_, i) => ({ from: i * width, to: (i + 1) * width }));

describe("multi-valued fields are charged per value (issue 32, item 1)", () => {
  const big = multiIndex(500, 10_000);

  it("refuses a bool of 256 range nodes on a 10,000-value number field", () => {
    const should = Array.from({ length: 256 }, (_, i) => ({ type: "range", field: "xs", gte: i * 10, lt: i * 10 + 5 }));
    const { code, ms } = timed(big, { v: 1, query: { type: "bool", should } });
    expect(code).toBe("too-costly");
    expect(ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it("refuses 10 range aggregations of 100 ranges over it", () => {
    const aggs = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`r${i}`, { type: "range", field: "xs", ranges: ranges(100, 10_000) }]),
    );
    const { code, ms } = timed(big, { v: 1, limit: 0, aggs });
    expect(code).toBe("too-costly");
    expect(ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it("refuses terms size 1,000 with 10 stats sub-aggregations over array fields", () => {
    const subs = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`s${i}`, { type: "stats", field: "xs" }]));
    const { code, ms } = timed(big, { v: 1, limit: 0, aggs: { t: { type: "terms", field: "tags", size: 1000, aggs: subs } } });
    expect(code).toBe("too-costly");
    expect(ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it("still answers the same shapes over a few values a document", () => {
    const small = multiIndex(500, 4);
    const should = Array.from({ length: 8 }, (_, i) => ({ type: "range", field: "xs", gte: i * 1000, lt: i * 1000 + 500 }));
    expect(timed(small, { v: 1, query: { type: "bool", should } }).code).toBe("ok");
    const subs = { s: { type: "stats", field: "xs" }, c: { type: "cardinality", field: "xs" } };
    const answer = timed(small, {
      v: 1,
      limit: 0,
      aggs: { r: { type: "range", field: "xs", ranges: ranges(10, 100_000) }, t: { type: "terms", field: "tags", size: 100, aggs: subs } },
    });
    expect(answer.code).toBe("ok");
  });

  it("charges a multi-valued document's values, not just the document", () => {
    // The same call over the same 500 documents costs more when each holds more values.
    const args = { v: 1, limit: 0, aggs: { s: { type: "stats", field: "xs" } } };
    const smallest = (values: number): number => {
      let lo = 1;
      let hi = 100_000_000;
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (multiIndex(50, values, mid).trySearch(args, { detail: "full" }).ok) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    const few = smallest(2);
    const many = smallest(2_000);
    expect(many).toBeGreaterThan(few + 50 * 1_000);
  });
});

describe("range and geoDistance aggregations are charged per range (issue 32, item 2)", () => {
  const index = new SearchIndex(Single);
  index.add(
    Array.from({ length: 100_000 }, (_, d) => ({
      id: d,
      x: (d * 7919) % 100_000,
      place: { lat: ((d * 13) % 180) - 90, lng: ((d * 17) % 360) - 180 },
    })),
  );

  it("refuses 10 range aggregations of 100 ranges over 100,000 documents", () => {
    const aggs = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`r${i}`, { type: "range", field: "x", ranges: ranges(100, 1_000) }]),
    );
    const { code, ms } = timed(index, { v: 1, limit: 0, aggs });
    expect(code).toBe("too-costly");
    expect(ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it("refuses 10 geoDistance aggregations of 100 rings over 100,000 points", () => {
    const aggs = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [
        `g${i}`,
        { type: "geoDistance", field: "place", origin: { lat: 0, lng: 0 }, ranges: ranges(100, 200) },
      ]),
    );
    const { code, ms } = timed(index, { v: 1, limit: 0, aggs });
    expect(code).toBe("too-costly");
    expect(ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it("answers a few ranges and rings over the same documents", () => {
    const answer = timed(index, {
      v: 1,
      limit: 0,
      aggs: {
        r: { type: "range", field: "x", ranges: ranges(5, 20_000) },
        g: { type: "geoDistance", field: "place", origin: { lat: 0, lng: 0 }, ranges: ranges(5, 4_000) },
      },
    });
    expect(answer.code).toBe("ok");
  });
});
