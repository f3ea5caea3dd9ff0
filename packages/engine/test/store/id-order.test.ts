import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { IdOrder } from "../../src/store/id-order.js";
import { SearchIndex } from "../../src/index.js";
import { defineDocument, Field } from "@oneindex/schema";

describe("IdOrder", () => {
  it("agrees with comparing the ids, for ranked docs and for docs added after the ranking", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 20 }),
        (first, later) => {
          const ids: string[] = [...first];
          const order = IdOrder.of(ids);
          ids.push(...later);
          expect(order.ranked).toBe(first.length);
          for (let a = 0; a < ids.length; a++) for (let b = 0; b < ids.length; b++) expect(order.before(a, b)).toBe(ids[a]! < ids[b]!);
        },
      ),
    );
  });

  it("ranked in steps (each merging the docs since into the previous ranking) agrees with ranking at once", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 3 }), { maxLength: 12 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (batches, copy) => {
          let ids: string[] = [];
          let order: IdOrder | undefined;
          for (const batch of batches) {
            ids.push(...batch);
            // The index copies its id list to exact size now and then: the order must read the copy.
            if (copy) ids = ids.slice();
            order = IdOrder.of(ids, order);
          }
          const whole = IdOrder.of(ids);
          for (let a = 0; a < ids.length; a++)
            for (let b = 0; b < ids.length; b++) {
              expect(order!.before(a, b)).toBe(whole.before(a, b));
              expect(order!.before(a, b)).toBe(ids[a]! < ids[b]!);
            }
        },
      ),
    );
  });

  // Every path of the sort of new docs: ids already ascending, packed integer keys, and the comparator sort.
  const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u));
  const stringIds = fc.oneof(
    fc.string({ maxLength: 5 }),
    fc.string({ unit: codeUnit, maxLength: 4 }), // lone surrogates and any code unit
    fc.string({ unit: "binary", maxLength: 3 }), // astral code points: pairs of surrogates
    fc.constantFrom("", "a", "a~1", "\u{1F600}", "\uFFFF", "\uD800"),
  );
  const numberIds = fc.oneof(
    fc.nat({ max: 50 }),
    fc.integer({ min: -1000, max: 1000 }),
    fc.constantFrom(0, 2 ** 53 - 1, 2 ** 40, 2 ** 33 + 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  const lists = <T extends string | number>(id: fc.Arbitrary<T>) =>
    fc.oneof(
      fc.array(id, { maxLength: 60 }),
      fc.array(id, { maxLength: 60 }).map((a) => a.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))), // ascending, repeats included
      fc.array(id, { minLength: 1, maxLength: 20 }).map((a) => [...a, ...a, ...a]), // the same ids again (deleted and re-added)
    );

  /** Whether the order says what comparing the ids with `<` says, for every pair (equal ids neither before the other). */
  function expectAgrees(ids: readonly (string | number)[], order: IdOrder): void {
    for (let a = 0; a < ids.length; a++) for (let b = 0; b < ids.length; b++) expect(order.before(a, b)).toBe(ids[a]! < ids[b]!);
  }

  it("agrees with a plain comparator sort for strings (by UTF-16 code units) and numbers, in one ranking or in steps", () => {
    for (const id of [stringIds, numberIds] as fc.Arbitrary<string | number>[])
      fc.assert(
        fc.property(lists(id), fc.nat(), (ids, cut) => {
          expectAgrees(ids, IdOrder.of(ids));
          const at = ids.length === 0 ? 0 : cut % ids.length;
          expectAgrees(ids, IdOrder.of(ids, IdOrder.of(ids.slice(0, at))));
        }),
        { numRuns: 300 },
      );
  });

  it("ranks many ascending, packed-integer, too-large or shuffled ids as a comparator sort does", () => {
    const n = 1 << 16;
    const check = (ids: readonly (string | number)[]) => {
      const order = IdOrder.of(ids);
      const sorted = Array.from({ length: n }, (_, i) => i).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : a - b));
      let wrong = 0;
      for (let i = 1; i < n; i++) {
        const a = sorted[i - 1]!;
        const b = sorted[i]!;
        if (ids[a] === ids[b] ? order.before(a, b) || order.before(b, a) : !order.before(a, b) || order.before(b, a)) wrong++;
      }
      expect(wrong).toBe(0);
    };
    const scrambled = (i: number) => (i * 7919) % n;
    check(Array.from({ length: n }, (_, i) => i)); // ascending
    check(Array.from({ length: n }, (_, i) => scrambled(i) * 4096 + (i % 3))); // packed keys, repeats
    check(Array.from({ length: n }, (_, i) => 2 ** 52 - scrambled(i))); // too large to pack
    check(Array.from({ length: n }, (_, i) => `n${String(scrambled(i) % 1000).padStart(8, "0")}~${i % 7}`));
  });

  it("ranks numbers numerically", () => {
    const order = IdOrder.of([10, 9, 100, 1]);
    expect([0, 1, 2, 3].sort((a, b) => (order.before(a, b) ? -1 : order.before(b, a) ? 1 : 0))).toEqual([3, 1, 0, 2]);
  });

  it("stays fresh until the unranked docs outgrow an eighth of the ranked ones", () => {
    const order = IdOrder.of(Array.from({ length: 1024 }, (_, i) => i));
    expect(order.fresh(1024 + 128)).toBe(true);
    expect(order.fresh(1024 + 129)).toBe(false);
    expect(IdOrder.of([]).fresh(64)).toBe(true);
    expect(IdOrder.of([]).fresh(65)).toBe(false);
  });
});

describe("ties by id across batches", () => {
  const Doc = defineDocument("Doc", { id: Field.id(), tag: Field.keyword() });
  it("a constant-score query returns the smallest ids first however the docs arrived", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 7 }),
        (nums, batches) => {
          const index = new SearchIndex(Doc);
          const ids = nums.map((n) => `d${n}`);
          const size = Math.ceil(ids.length / batches);
          for (let i = 0; i < ids.length; i += size) {
            index.add(ids.slice(i, i + size).map((id) => ({ id, tag: "x" })));
            // A query between batches ranks the docs so far; later ones arrive unranked.
            index.search({ v: 1, query: { type: "term", field: "tag", value: "x" }, limit: 1 });
          }
          const got = index.search({ v: 1, query: { type: "term", field: "tag", value: "x" }, limit: 10 }).hits.map((h) => h.id);
          expect(got).toEqual([...ids].sort().slice(0, 10));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the tie order is ranked by writes, never by a search", () => {
  it("a search after a build or a batch of writes ranks nothing (issue 35: the first search after a build)", () => {
    const Doc = defineDocument("Doc", { id: Field.id(), tag: Field.keyword() });
    const index = new SearchIndex(Doc);
    const rank = vi.spyOn(IdOrder, "of");
    try {
      index.add(Array.from({ length: 2000 }, (_, i) => ({ id: `d${(i * 7919) % 2000}`, tag: i % 3 === 0 ? "a" : "b" })));
      expect(rank).toHaveBeenCalledTimes(1);
      for (let batch = 0; batch < 40; batch++) {
        rank.mockClear();
        index.add(Array.from({ length: 50 }, (_, i) => ({ id: `e${batch}-${i}`, tag: "a" })));
        const ranked = rank.mock.calls.length;
        index.search({ v: 1, query: { type: "term", field: "tag", value: "a" }, limit: 5 });
        expect(rank.mock.calls.length, `batch ${batch}`).toBe(ranked);
      }
    } finally {
      rank.mockRestore();
    }
  });
});
