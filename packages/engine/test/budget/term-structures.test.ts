// Issue 32, item 3 (and issue 35's first-search sort): the term structures built on a query's first
// need (the sorted term list, the fuzzy/regex trie, the one-edit hashes) are charged to that call
// before they are built, so a hostile first call on a huge dictionary, or the first after a write,
// ends with `too-costly` at once instead of building for a second; the sorted term list is made at
// the end of a batch, so no search sorts the whole dictionary.
import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { isQueryCostError, SearchIndex } from "../../src/index.js";
import { uncharged, WORK_COSTS, WorkBudget } from "../../src/query/budget/work-budget.js";
import { TermField, TRIE_UNIT_COST } from "../../src/store/term-field.js";
import { Random } from "../reference/random.js";

const Doc = defineDocument("Doc", {
  id: Field.id({ type: "integer" }),
  key: Field.keyword(),
});

/** A generous bound on a refused call (the bench holds the real target, 200 ms). */
const REFUSED_WITHIN_MS = 5_000;

function letters(random: Random, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += String.fromCharCode(97 + Math.floor(random.next() * 26));
  return s;
}

/** `docs` unique keys of `length` characters (a random run of 20 repeated: as costly to index, quicker to make). */
function keyIndex(docs: number, length: number): SearchIndex<typeof Doc> {
  const random = new Random(32);
  const index = new SearchIndex(Doc);
  index.add(
    Array.from({ length: docs }, (_, id) => {
      const run = letters(random, Math.min(20, length));
      return { id, key: run.repeat(Math.ceil(length / run.length)).slice(0, length) };
    }),
  );
  return index;
}

function timed(index: SearchIndex<typeof Doc>, query: object) {
  const start = performance.now();
  const answer = index.trySearch({ v: 1, query });
  return { code: answer.ok ? "ok" : answer.error.code, ms: performance.now() - start, answer };
}

const QUERIES = {
  fuzzy1: { type: "fuzzy", field: "key", value: "abcdefghij", maxEdits: 1 },
  fuzzy2: { type: "fuzzy", field: "key", value: "abcdefghij", maxEdits: 2 },
  regex: { type: "regex", field: "key", pattern: "ab.*z" },
};

describe("term structures are charged to the call that builds them (issue 32, item 3)", () => {
  it("refuses at once the first fuzzy and regex calls over 100,000 unique 120-character keywords, and after a write", () => {
    const index = keyIndex(100_000, 120);
    for (const [name, query] of Object.entries(QUERIES)) {
      const { code, ms, answer } = timed(index, query);
      expect(code, name).toBe("too-costly");
      expect(ms, name).toBeLessThan(REFUSED_WITHIN_MS);
      expect(!answer.ok && answer.error.message).toContain("term index");
    }
    index.add([{ id: 100_001, key: "one more" }]);
    for (const [name, query] of Object.entries(QUERIES)) expect(timed(index, query).code, `${name} after add`).toBe("too-costly");
    // Prefix and keyword ranges read the sorted list, made at the end of the batch: they answer.
    expect(timed(index, { type: "prefix", field: "key", value: "ab" }).code).toBe("ok");
    expect(timed(index, { type: "range", field: "key", gte: "ab", lt: "ac" }).code).toBe("ok");
  });

  it("answers them on an ordinary dictionary, before and after writes", () => {
    const index = keyIndex(3_000, 12);
    for (let round = 0; round < 3; round++) {
      for (const [name, query] of Object.entries(QUERIES)) expect(timed(index, query).code, `${name}, round ${round}`).toBe("ok");
      index.add([{ id: 10_000 + round, key: `abcdefghi${"xyz"[round]}` }]);
    }
    const found = index.search({ v: 1, query: QUERIES.fuzzy1 });
    expect(found.hits.map((h) => h.id)).toContain(10_000);
  });

  it("charges the trie by the dictionary's code units: a budget below them refuses, one above answers", () => {
    const random = new Random(7);
    const keys = Array.from({ length: 2_000 }, () => letters(random, 20));
    const units = keys.reduce((n, k) => n + k.length, 0);
    const answers = (workBudget: number) => {
      const index = new SearchIndex(Doc, { workBudget });
      index.add(keys.map((key, id) => ({ id, key })));
      return index.trySearch({ v: 1, query: QUERIES.fuzzy2 }).ok;
    };
    const trie = units * TRIE_UNIT_COST * WORK_COSTS.termIndex;
    expect(answers(trie / 2)).toBe(false);
    expect(answers(trie * 2)).toBe(true);
  });
});

describe("a trie is kept across writes, the terms added since checked one by one", () => {
  it("answers fuzzy and regex after small writes as an index built at once does", () => {
    const random = new Random(11);
    const words = Array.from({ length: 400 }, () => letters(random, 3 + Math.floor(random.next() * 6)));
    const docs = Array.from({ length: 1_200 }, (_, id) => ({
      id,
      key: words[Math.floor(random.next() * words.length)]! + (id % 7 === 0 ? letters(random, 2) : ""),
    }));
    const live = new SearchIndex(Doc);
    live.add(docs.slice(0, 1_000));
    const queries = [
      ...words.slice(0, 12).map((w) => ({ type: "fuzzy", field: "key", value: w, maxEdits: 2 })),
      ...words.slice(12, 20).map((w) => ({ type: "fuzzy", field: "key", value: w, maxEdits: 1, prefixLength: 1 })),
      { type: "regex", field: "key", pattern: "a.*" },
      { type: "regex", field: "key", pattern: "[b-d]+e?" },
    ];
    const answers = (index: SearchIndex<typeof Doc>) =>
      queries.map((query) => index.search({ v: 1, query, limit: 50 }).hits.map((h) => [h.id, h.score.toFixed(9)]));
    answers(live); // builds the tries over the first 1,000 documents
    for (let at = 1_000; at < 1_200; at += 20) live.add(docs.slice(at, at + 20));
    const fresh = new SearchIndex(Doc);
    fresh.add(docs);
    expect(answers(live)).toEqual(answers(fresh));
  });
});

describe("a trie and hashes a query built are kept up to date by the writes (issue 32)", () => {
  const free = () => ({ budget: new WorkBudget(0), site: undefined });
  const fill = (field: TermField, from: number, to: number, random: Random) => {
    for (let d = from; d < to; d++) field.add(d, [letters(random, 8)]);
    field.endBatch();
  };

  it("rebuilds the trie and reads the new terms into the hashes at the end of a batch, so the next query builds nothing", () => {
    const field = new TermField({ analyze: () => [] } as never, false);
    const random = new Random(13);
    fill(field, 0, 4_000, random);
    // No query has needed them yet: the batch built neither, so reading them costs.
    expect(() => field.searchTrie(free())).toThrow(/term index/);
    expect(() => field.termHashes(free())).toThrow(/term index/);
    field.searchTrie(uncharged());
    field.termHashes(uncharged());
    // A batch of a quarter more terms: past the eighth a query would rebuild at, so the batch rebuilds.
    fill(field, 4_000, 5_000, random);
    const view = field.searchTrie(free());
    expect(view.pendingFrom).toBe(field.terms.length);
    expect(view.trie.strings).toEqual([...field.terms].sort());
    expect(() => field.termHashes(free())).not.toThrow();
    // A small batch leaves the trie as it was (its terms are checked one by one) and still feeds the hashes.
    fill(field, 5_000, 5_010, random);
    expect(field.searchTrie(free()).pendingTo - field.searchTrie(free()).pendingFrom).toBe(10);
    expect(() => field.termHashes(free())).not.toThrow();
  });

  it("builds nothing at a write after a query was refused before building", () => {
    const field = new TermField({ analyze: () => [] } as never, false);
    const random = new Random(17);
    fill(field, 0, 2_000, random);
    expect(() => field.termHashes({ budget: new WorkBudget(1), site: undefined })).toThrow(/term index/);
    expect(() => field.searchTrie({ budget: new WorkBudget(1), site: undefined })).toThrow(/term index/);
    fill(field, 2_000, 3_000, random);
    expect(() => field.termHashes(free())).toThrow(/term index/);
    expect(() => field.searchTrie(free())).toThrow(/term index/);
  });
});

describe("the term order is ready at the end of a batch (issue 35)", () => {
  it("sorts a batch's terms in at its end, so the first search sorts nothing", () => {
    const field = new TermField({ analyze: () => [] } as never, false);
    const random = new Random(3);
    for (let d = 0; d < 5_000; d++) field.add(d, [letters(random, 8)]);
    field.endBatch();
    // Nothing left to sort or merge: a budget of 0 is enough to read the order.
    const order = field.sortedTerms({ budget: new WorkBudget(0), site: undefined });
    expect(order.strings.length).toBe(field.terms.length);
    expect([...order.strings]).toEqual([...field.terms].sort());
    // A query read the order since the last batch: a small batch is merged in at its end as well.
    field.add(5_000, ["zzz"]);
    field.endBatch();
    expect(field.sortedTerms({ budget: new WorkBudget(0), site: undefined }).strings).toContain("zzz");
    // Two small batches with no read between: the second is left to the next reader, which pays for it.
    field.add(5_001, ["zzz1"]);
    field.endBatch();
    field.add(5_002, ["zzz2"]);
    field.endBatch();
    expect(() => field.sortedTerms({ budget: new WorkBudget(1), site: undefined })).toThrow(/term index/);
  });
});

describe("a regex is charged the postings of the terms it matches, as a prefix is", () => {
  it("refuses `.*` over a text field whose postings exceed the budget, and answers a narrow pattern", () => {
    const Text = defineDocument("Text", { id: Field.id({ type: "integer" }), body: Field.text() });
    const random = new Random(5);
    const words = Array.from({ length: 500 }, () => letters(random, 6));
    const docs = Array.from({ length: 2_000 }, (_, id) => ({
      id,
      body: Array.from({ length: 30 }, () => words[Math.floor(random.next() * words.length)]!).join(" "),
    }));
    // Room for the trie, its walk and a few postings, not for all 2,000 docs × up to 30 distinct words.
    const index = new SearchIndex(Text, { workBudget: 40_000 });
    index.add(docs);
    const all = index.trySearch({ v: 1, query: { type: "regex", field: "body", pattern: ".*" } });
    expect(all.ok).toBe(false);
    expect(!all.ok && isQueryCostError(all.error) && all.error.problems[0]!.kind).toBe("posting");
    const one = index.trySearch({ v: 1, query: { type: "regex", field: "body", pattern: words[0]! } });
    expect(one.ok).toBe(true);
  });
});
