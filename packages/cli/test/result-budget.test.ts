import { describe, expect, it } from "vitest";
import { fitResults } from "../src/index.js";

const hit = (id: number, size: number) => ({ id: String(id), score: 1 / (id + 1), document: { id: String(id), body: "x".repeat(size) } });
const results = (sizes: number[]) => ({ hits: sizes.map((s, i) => hit(i, s)), total: { value: 1000, relation: "gte" as const } });

describe("fitResults", () => {
  it("returns results that fit unchanged", () => {
    const r = results([10, 20, 30]);
    expect(fitResults(r, 10_000)).toBe(r);
  });

  it("keeps the leading hits that fit, in order, and says how to ask for the rest", () => {
    const r = results([100, 100, 100, 100, 100]);
    const fitted = fitResults(r, 800);
    expect("cut" in fitted).toBe(true);
    const cut = (fitted as { cut: { hitsReturned: number; hitsOmitted: number; maxResultChars: number; message: string } }).cut;
    expect(fitted.hits.map((h) => h.id)).toEqual(r.hits.slice(0, cut.hitsReturned).map((h) => h.id));
    expect(cut.hitsReturned).toBeGreaterThan(0);
    expect(cut.hitsReturned + cut.hitsOmitted).toBe(5);
    expect(cut.maxResultChars).toBe(800);
    expect(cut.message).toContain(`"offset": ${cut.hitsReturned}`);
    expect(fitted.total).toEqual(r.total);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(800);
    // One more hit would not have fit.
    const more = { ...fitted, hits: r.hits.slice(0, cut.hitsReturned + 1) };
    expect(JSON.stringify(more).length).toBeGreaterThan(800);
  });

  it("keeps the first hit even when it alone is too large", () => {
    const fitted = fitResults(results([5000, 10]), 500);
    expect(fitted.hits.map((h) => h.id)).toEqual(["0"]);
    expect((fitted as { cut: { hitsOmitted: number } }).cut.hitsOmitted).toBe(1);
  });

  it("carries the aggregations whole, and gives the hits the room left", () => {
    const aggregations = {
      byCustomer: {
        buckets: [
          { key: "acme", count: 3 },
          { key: "globex", count: 2 },
        ],
        otherCount: 0,
      },
      totals: { count: 5, min: 1, max: 9, avg: 5, sum: 25 },
    };
    const plain = results([100, 100, 100, 100, 100]);
    // Room for every hit without the aggregations, not with them.
    const budget = JSON.stringify(plain).length + 10;
    expect(fitResults(plain, budget)).toBe(plain);
    const r = { ...plain, aggregations };
    const fitted = fitResults(r, budget);
    expect((fitted as { aggregations?: unknown }).aggregations).toEqual(aggregations);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(budget);
    const cut = (fitted as { cut: { hitsReturned: number } }).cut;
    expect(cut.hitsReturned).toBeLessThan(5);
    expect(JSON.stringify({ ...fitted, hits: r.hits.slice(0, cut.hitsReturned + 1) }).length).toBeGreaterThan(budget);
  });
});
