/**
 * The sort-by-fields collector keeps the best k of docs offered in any order (improving, worsening,
 * random: the orders that fill, cut and select differently) and hands back the page from any
 * offset best first, as a full sort would; reusing one index's scratch between pages.
 */
import { describe, expect, it } from "vitest";
import type { SortKeyColumn } from "../../src/collect/sort-key-column.js";
import { ExecutionScratch } from "../../src/query/execution-scratch.js";
import { IdOrder } from "../../src/store/id-order.js";
import { Random } from "../reference/random.js";

describe("TopSorted", () => {
  it("keeps the best k and sorts the page from its offset, for any offer order", () => {
    const r = new Random(7);
    const scratch = new ExecutionScratch();
    for (const [n, k] of [
      [3000, 10],
      [3000, 1000],
      [3000, 2990],
      [3000, 5000],
      [40, 1],
      [40, 0],
      [17, 16],
    ] as const) {
      const ids = Array.from({ length: n }, (_, d) => `id${String(r.int(0, 1e6)).padStart(7, "0")}-${d}`);
      const order = IdOrder.of(ids);
      // Few distinct values and some missing (NaN), so ties fall to the second key and the id.
      const a = Array.from({ length: n }, () => (r.chance(0.1) ? Number.NaN : r.int(0, 30)));
      const b = Array.from({ length: n }, () => (r.chance(0.2) ? undefined : `v${r.int(0, 5)}`));
      const keys: SortKeyColumn[] = [
        { kind: "number", desc: true, read: (d) => a[d]! },
        { kind: "value", desc: false, read: (d) => b[d] },
      ];
      const cmp = (x: number, y: number): number => {
        const ax = a[x]!;
        const ay = a[y]!;
        if (Number.isNaN(ax) !== Number.isNaN(ay)) return Number.isNaN(ax) ? 1 : -1;
        if (ax !== ay && !Number.isNaN(ax)) return ay - ax;
        const bx = b[x];
        const by = b[y];
        if (bx !== by) return bx === undefined ? 1 : by === undefined ? -1 : bx < by ? -1 : 1;
        return ids[x]! < ids[y]! ? -1 : 1;
      };
      const all = Array.from({ length: n }, (_, d) => d).sort(cmp);
      const want = all.slice(0, k);
      const offers = [all, [...all].reverse(), r.subset(all, n, n)];
      for (const [o, offered] of offers.entries()) {
        const from = r.int(0, Math.max(0, Math.min(n, k) - 1));
        const top = scratch.topSorted(k, keys, order);
        for (const d of offered) top.offer(d, d / 2);
        const count = top.sortKept(from);
        const label = `n ${n}, k ${k}, order ${o}, from ${from}`;
        expect(count, label).toBe(want.length);
        const got = Array.from(top.keptDocs.subarray(0, count));
        expect(got.slice(from), label).toEqual(want.slice(from));
        expect(
          [...got.slice(0, from)].sort((x, y) => x - y),
          label,
        ).toEqual([...want.slice(0, from)].sort((x, y) => x - y));
        expect(Array.from(top.keptScores.subarray(from, count)), label).toEqual(want.slice(from).map((d) => d / 2));
      }
    }
  });
});
