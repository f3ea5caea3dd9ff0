// Every score is a finite number in [0, Number.MAX_VALUE] (SEMANTICS.md, "Finite scores"), whatever
// extreme numbers a call holds: decay scales of 1e-200, boosts of 1e308, weights of 0, subnormals.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Item, itemIndex } from "../helpers.js";
import type { Explanation } from "../../src/index.js";
import { SearchIndex } from "../../src/index.js";

const EXTREMES = [0, 5e-324, 1e-300, 1e-200, 1e-10, 0.5, 1, 3, 1e10, 1e200, 1e300, 1e308, Number.MAX_VALUE];
const extreme = fc.constantFrom(...EXTREMES);
const positive = fc.constantFrom(...EXTREMES.filter((x) => x > 0));

const decay = fc.record({
  type: fc.constantFrom("gauss", "exp", "linear"),
  field: fc.constantFrom("price", "qty"),
  origin: fc.constantFrom(0, 7.5, 10, -1e300, 1e300, 5e-324),
  scale: positive,
  offset: extreme,
  decay: fc.constantFrom(5e-324, 1e-300, 0.5, 0.999999, 1 - 2 ** -53),
  weight: extreme,
});
const factor = fc.record({
  type: fc.constant("fieldValueFactor"),
  field: fc.constantFrom("price", "qty", "ok"),
  factor: fc.constantFrom(...EXTREMES, -1, -1e308),
  modifier: fc.constantFrom("none", "log", "log1p", "log2p", "ln", "ln1p", "ln2p", "square", "sqrt", "reciprocal"),
  missing: fc.constantFrom(0, -1, 1e308),
  weight: extreme,
});
const weight = fc.record({ type: fc.constant("weight"), weight: extreme });
const fn = fc
  .oneof(decay, factor, weight)
  .chain((f) =>
    fc
      .option(fc.constant({ type: "term", field: "ok", value: true }), { nil: undefined })
      .map((filter) => (filter === undefined ? f : { ...f, filter })),
  );
const inner = fc.oneof(
  fc.record({ type: fc.constant("term"), field: fc.constant("title"), value: fc.constantFrom("steel", "copper"), boost: extreme }),
  fc.record({ type: fc.constant("text"), text: fc.constant("steel beams copper"), fields: fc.constant(["title", "body"]), boost: extreme }),
  fc.record({ type: fc.constant("matchAll"), boost: extreme }),
);
const query = fc
  .record({
    type: fc.constant("functionScore"),
    query: fc.array(inner, { minLength: 1, maxLength: 3 }).chain((should) => extreme.map((boost) => ({ type: "bool", should, boost }))),
    functions: fc.array(fn, { minLength: 1, maxLength: 4 }),
    scoreMode: fc.constantFrom("multiply", "sum", "avg", "first", "max", "min"),
    boostMode: fc.constantFrom("multiply", "replace", "sum", "avg", "max", "min"),
    maxBoost: fc.option(extreme, { nil: undefined }),
    minScore: fc.option(fc.constantFrom(0, 1, 1e308), { nil: undefined }),
  })
  .map((q) => JSON.parse(JSON.stringify(q)) as object);

function finite(e: Explanation): boolean {
  return Number.isFinite(e.value) && e.value >= 0 && e.details.every(finite);
}

describe("finite scores", () => {
  it("gauss with scale 1e-200 scores the document at the origin 1, first", () => {
    const index = itemIndex();
    const r = index.search(
      {
        v: 1,
        query: { type: "functionScore", functions: [{ type: "gauss", field: "price", origin: 10, scale: 1e-200 }], boostMode: "replace" },
      },
      { detail: "full" },
    );
    expect(r.hits.map((h) => [h.id, h.score])).toEqual([
      ["a", 1],
      ["b", 0],
      ["c", 0],
      ["d", 0],
    ]);
  });

  it("weight 0 over boosts of 1e308 squared scores 0, not NaN (null in JSON)", () => {
    const index = itemIndex();
    const r = index.search(
      {
        v: 1,
        query: {
          type: "functionScore",
          query: { type: "bool", must: [{ type: "term", field: "title", value: "steel", boost: 1e308 }], boost: 1e308 },
          functions: [{ type: "weight", weight: 0 }],
        },
      },
      { detail: "full", explain: true },
    );
    expect(r.hits.map((h) => h.score)).toEqual([0, 0]);
    expect(JSON.stringify(r.hits)).not.toContain("null");
    for (const h of r.hits) expect(h.explanation!.value).toBe(0);
    // Without the weight the overflow is clamped, not Infinity.
    const big = index.search(
      { v: 1, query: { type: "bool", must: [{ type: "term", field: "title", value: "steel", boost: 1e308 }], boost: 1e308 } },
      { detail: "full" },
    );
    expect(big.hits.map((h) => h.score)).toEqual([Number.MAX_VALUE, Number.MAX_VALUE]);
  });

  it("random function scores with extreme numbers: every score and explanation finite and ≥ 0, ranking deterministic", () => {
    const index = itemIndex();
    const other = new SearchIndex(Item);
    other.add([...[...Array(4)].map((_, i) => ({ id: `z${i}`, price: [0, 1e-300, 1e300, -1e300][i]!, title: "steel" }))]);
    fc.assert(
      fc.property(query, (q) => {
        for (const ix of [index, other]) {
          const args = { v: 1, query: q, limit: 20 };
          const r = ix.search(args, { detail: "full", explain: true });
          for (const h of r.hits) {
            expect(Number.isFinite(h.score) && h.score >= 0, `${JSON.stringify(q)}: ${h.id} ${h.score}`).toBe(true);
            expect(finite(h.explanation!), JSON.stringify(h.explanation)).toBe(true);
            expect(h.explanation!.value).toBe(h.score);
          }
          // Best first, ties by id: the order follows from the scores.
          for (let i = 1; i < r.hits.length; i++) {
            const a = r.hits[i - 1]!;
            const b = r.hits[i]!;
            expect(a.score > b.score || (a.score === b.score && a.id < b.id)).toBe(true);
          }
          expect(ix.search(args, { detail: "full" }).hits.map((h) => [h.id, h.score])).toEqual(r.hits.map((h) => [h.id, h.score]));
        }
      }),
      { numRuns: 400 },
    );
  });
});
