import fc from "fast-check";
import { Field } from "@oneindex/schema";
import { uncharged } from "../../src/query/budget/work-budget.js";
import { describe, expect, it } from "vitest";
import { analyzerFor } from "../../src/analysis/index.js";
import { POSITION_GAP, TermField } from "../../src/store/term-field.js";

/** Code-unit order, as the engine's term order is defined (not locale, not code points). */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

describe("TermField's sorted terms", () => {
  it("stay in code-unit order as batches arrive, and never change an array handed out", () => {
    // Terms with astral characters and lone surrogates, where code-unit and code-point order differ.
    const term = fc.string({
      unit: fc.constantFrom("a", "b", "z", "é", "\u{1F600}", "\uFFFF", "\uD800", "\uDC00"),
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(fc.array(fc.array(term, { maxLength: 30 }), { minLength: 1, maxLength: 6 }), (batches) => {
        const field = new TermField(analyzerFor(Field.keyword()), false);
        let doc = 0;
        const handedOut: { array: readonly string[]; before: string[] }[] = [];
        for (const batch of batches) {
          for (const value of batch) field.add(doc++, [value]);
          field.endBatch();
          const { numbers, strings } = field.sortedTerms(uncharged());
          const expected = [...field.terms].sort(byCodeUnits);
          expect(strings).toEqual(expected);
          expect(Array.from(numbers, (n) => field.terms[n])).toEqual(expected);
          handedOut.push({ array: strings, before: [...strings] });
        }
        for (const { array, before } of handedOut) expect(array).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it("keep their arrays while no term arrives", () => {
    const field = new TermField(analyzerFor(Field.keyword()), false);
    field.add(0, ["b", "a"]);
    field.endBatch();
    const first = field.sortedTerms(uncharged());
    field.add(1, ["a"]);
    field.endBatch();
    expect(field.sortedTerms(uncharged()).strings).toBe(first.strings);
    field.add(2, ["c"]);
    field.endBatch();
    expect(field.sortedTerms(uncharged()).strings).not.toBe(first.strings);
    expect(first.strings).toEqual(["a", "b"]);
  });
});

describe("a keyword TermField's repeated values", () => {
  it("count once per doc, by scan or (past 32 distinct) by set, against a model", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 80 }), { minLength: 1, maxLength: 12 }), (docs) => {
        const field = new TermField({ analyze: () => [] } as never, false);
        const model = new Map<string, number>();
        docs.forEach((values, d) => {
          const strings = values.map((v) => `k${v}`);
          field.add(d, strings);
          for (const s of new Set(strings)) model.set(s, (model.get(s) ?? 0) + 1);
          expect(field.lengths[d]).toBe(new Set(strings).size);
        });
        for (const [term, df] of model) expect(field.df[field.dict.get(term)!]).toBe(df);
        expect(field.terms.length).toBe(model.size);
      }),
      { numRuns: 200 },
    );
  });

  it("index a text field the same in one batch as one doc per batch (a batch remembers what each word became)", () => {
    const word = fc.constantFrom("the", "a", "of", "dogs", "dog", "Dog's", "running", "runs", "café", "CAFE", "x1", "don't");
    const text = fc.array(word, { maxLength: 12 }).map((w) => w.join(" "));
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 20 }), (docs) => {
        const analyzer = analyzerFor(Field.text());
        const one = new TermField(analyzer, true);
        const each = new TermField(analyzerFor(Field.text()), true);
        docs.forEach((values, d) => {
          one.add(d, values);
          each.add(d, values);
          each.endBatch();
        });
        one.endBatch();
        /** Per term: df, and per doc its positions. */
        const read = (field: TermField) =>
          new Map(
            field.terms.map((term, t) => {
              const list = field.postingsOf(t);
              const postings: string[] = [];
              for (let i = 0; i < field.df[t]!; i++) postings.push(`${list.doc(i)}:${[...list.positionsOf(i)].join(",")}`);
              return [term, postings.join(" ")] as const;
            }),
          );
        expect(read(one)).toEqual(read(each));
        expect([...one.lengths.subarray(0, docs.length)]).toEqual([...each.lengths.subarray(0, docs.length)]);
        // And as the analyser says: each value's tokens, positions continuing across values past a gap.
        const expected = new Map<string, string[]>();
        docs.forEach((values, d) => {
          const positions = new Map<string, number[]>();
          let base = 0;
          for (const v of values) {
            const tokens = analyzer.analyze(v, base);
            for (const k of tokens) positions.set(k.term, [...(positions.get(k.term) ?? []), k.position]);
            base = Math.max(base, ...tokens.map((k) => k.position + 1)) + POSITION_GAP;
          }
          for (const [term, at] of positions) expected.set(term, [...(expected.get(term) ?? []), `${d}:${at.join(",")}`]);
        });
        expect(read(one)).toEqual(new Map([...expected].map(([term, postings]) => [term, postings.join(" ")])));
      }),
      { numRuns: 200 },
    );
  });
});
