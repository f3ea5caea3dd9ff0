/**
 * The term-at-a-time collector keeps the best k by score, ties by id ascending, and sorts them best
 * first: short pages by insertion, long ones (up to a 10,000 window) by draining its heap.
 */
import { describe, expect, it } from "vitest";
import { TopDocs } from "../../src/collect/top-docs.js";
import { IdOrder } from "../../src/index/id-order.js";
import { Random } from "../reference/random.js";

describe("TopDocs", () => {
  it("keeps and sorts the best k as a full sort would, for short and long pages, with ties", () => {
    const r = new Random(11);
    for (const [n, k] of [[50, 10], [500, 32], [500, 33], [3000, 1000], [20, 40], [1, 1]] as const) {
      const ids = Array.from({ length: n }, (_, d) => `id${String(r.int(0, 1e6)).padStart(7, "0")}-${d}`);
      const order = IdOrder.of(ids);
      // Few distinct scores, so many ties break by id.
      const scores = Array.from({ length: n }, () => r.int(0, 20) / 4);
      const top = TopDocs.shared(k, order);
      for (const d of r.subset(Array.from({ length: n }, (_, i) => i), n, n)) top.offer(d, scores[d]!);
      const count = top.sortKept();
      const got = Array.from(top.keptDocs.subarray(0, count));
      const want = Array.from({ length: n }, (_, d) => d)
        .sort((a, b) => scores[b]! - scores[a]! || (ids[a]! < ids[b]! ? -1 : 1))
        .slice(0, k);
      expect(got, `n ${n}, k ${k}`).toEqual(want);
    }
  });
});
