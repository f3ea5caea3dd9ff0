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
});
