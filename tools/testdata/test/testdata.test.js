import assert from "node:assert/strict";
import { test } from "node:test";
import { averagePrecisionAt, hasDataSet, loadCranfield, ndcgAt, reciprocalRankAt } from "../src/index.js";

test("metrics on a hand-worked ranking", () => {
  const judged = new Map([
    ["a", 3],
    ["b", 0],
    ["c", 1],
  ]);
  // DCG = 7/log2(2) + 0 + 1/log2(4) = 7.5; IDCG = 7 + 1/log2(3)
  assert.ok(Math.abs(ndcgAt(["a", "b", "c"], judged) - 7.5 / (7 + 1 / Math.log2(3))) < 1e-12);
  assert.equal(reciprocalRankAt(["b", "c"], judged), 0.5);
  assert.equal(averagePrecisionAt(["a", "b", "c"], judged), (1 + 2 / 3) / 2);
});

test("the Cranfield collection loads with both splits", {
  skip: hasDataSet("cranfield") ? false : "no shared data here (set ONEINDEX_DATA_DIR)",
}, () => {
  const c = loadCranfield();
  assert.equal(c.documents.length, 1400);
  assert.ok(c.dev.queries.length > 100 && c.test.queries.length > 100);
  assert.ok(c.dev.qrels.size > 100);
});
