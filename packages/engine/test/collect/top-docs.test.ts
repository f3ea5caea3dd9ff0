/**
 * The term-at-a-time collector keeps the best k by score, ties by id ascending, and sorts them best
 * first: short pages kept sorted as they fill, long ones (up to a 10,000 window) in a heap drained
 * at the end; docs offered one by one or as a run give the same page.
 */
import { describe, expect, it } from "vitest";
import { ExecutionScratch } from "../../src/query/execution-scratch.js";
import { IdOrder } from "../../src/store/id-order.js";
import { Random } from "../reference/random.js";

describe("TopDocs", () => {
  it("keeps and sorts the best k as a full sort would, for short and long pages, with ties", () => {
    const r = new Random(11);
    // One index's scratch, so each page reuses (and empties) the collector the previous one left.
    const scratch = new ExecutionScratch();
    for (const [n, k] of [
      [50, 10],
      [500, 32],
      [500, 33],
      [3000, 1000],
      [20, 40],
      [1, 1],
      [40, 0],
    ] as const) {
      const ids = Array.from({ length: n }, (_, d) => `id${String(r.int(0, 1e6)).padStart(7, "0")}-${d}`);
      const order = IdOrder.of(ids);
      // Few distinct scores, so many ties break by id.
      const scores = Array.from({ length: n }, () => r.int(0, 20) / 4);
      const want = Array.from({ length: n }, (_, d) => d)
        .sort((a, b) => scores[b]! - scores[a]! || (ids[a]! < ids[b]! ? -1 : 1))
        .slice(0, k);
      const shuffled = r.subset(
        Array.from({ length: n }, (_, i) => i),
        n,
        n,
      );
      const top = scratch.topDocs(k, order);
      for (const d of shuffled) top.offer(d, scores[d]!);
      const count = top.sortKept();
      expect(Array.from(top.keptDocs.subarray(0, count)), `offer: n ${n}, k ${k}`).toEqual(want);
      expect(Array.from(top.keptScores.subarray(0, count))).toEqual(want.map((d) => scores[d]!));
      // As a run (a stream's buffers, read from an offset), in increasing doc order as streams give it.
      const docs = Int32Array.from([-1, ...Array.from({ length: n }, (_, i) => i)]);
      const run = Float64Array.from([99, ...scores]);
      const again = scratch.topDocs(k, order);
      again.offerRun(docs, run, 1, n + 1);
      const c2 = again.sortKept();
      expect(Array.from(again.keptDocs.subarray(0, c2)), `offerRun: n ${n}, k ${k}`).toEqual(want);
    }
  });
});
