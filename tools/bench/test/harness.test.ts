// The harness's own pieces, checked on small inputs (no timing: timings belong to `pnpm bench`).
import { hasDataSet } from "@oneindex/testdata";
import { describe, expect, it } from "vitest";
import { loadCranfield } from "../src/data/cranfield.js";
import { parseWordNetLine, repeatCorpus } from "../src/data/wordnet.js";
import { gaussDecay, haversineKm } from "../src/engines/engine.js";
import { buildTextbookBm25, tokenize } from "../src/engines/textbook-bm25.js";
import { generateQueries, oneEdit } from "../src/measure/queries.js";
import { seededRandom } from "../src/measure/rng.js";
import { median, quantile } from "../src/measure/stats.js";
import { measureRanking } from "../src/measure/ranking.js";
import { editDistance } from "oneindex/internal";

describe("WordNet lines", () => {
  it("reads offset, pos, the hex word count, words with spaces and the gloss", () => {
    const doc = parseWordNetLine(
      "00002137 03 n 02 abstraction 0 abstract_entity 0 010 @ 00001740 n 0000 | a general concept formed by extracting common features  ",
    );
    expect(doc).toEqual({
      id: "n00002137",
      words: ["abstraction", "abstract entity"],
      pos: "n",
      gloss: "a general concept formed by extracting common features",
    });
  });
  it("reads a word count above 9 as hexadecimal and drops adjective markers", () => {
    const words = Array.from({ length: 16 }, (_, i) => `w${i}${i === 0 ? "(a)" : ""} 0`).join(" ");
    const doc = parseWordNetLine(`00000001 00 s 10 ${words} 000 | gloss`);
    expect(doc?.words).toHaveLength(16);
    expect(doc?.words[0]).toBe("w0");
  });
  it("skips the licence header", () => {
    expect(parseWordNetLine("  1 This software and database is being provided")).toBeUndefined();
  });
  it("repeats the corpus with distinct ids", () => {
    const docs = [parseWordNetLine("00000001 00 n 01 a 0 000 | x")!, parseWordNetLine("00000002 00 n 01 b 0 000 | y")!];
    const out = repeatCorpus(docs, 5);
    expect(out.map((d) => d.id)).toEqual(["n00000001", "n00000002", "n00000001~1", "n00000002~1", "n00000001~2"]);
  });
});

describe("statistics", () => {
  it("takes nearest-rank quantiles and true medians", () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(xs, 0.99)).toBe(99);
    expect(quantile(xs, 0.5)).toBe(50);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
  });
});

describe("query generator", () => {
  it("makes exactly one edit, never on the first letter", () => {
    const random = seededRandom(3);
    for (let i = 0; i < 500; i++) {
      const word = "measurement";
      const edited = oneEdit(random, word);
      expect(edited[0]).toBe("m");
      expect(editDistance(word, edited)).toBeLessThanOrEqual(1);
      expect(edited).not.toBe(word);
    }
  });
  it("draws the same queries for the same seed", () => {
    const wordnet = ["a cat that purrs softly", "a dog that barks loudly", "a cat and a dog playing together", "softly spoken words"].map(
      (gloss, i) => ({ id: `n${i}`, words: [`w${i}`], pos: "n", gloss }),
    );
    const cities = [
      { id: "1", name: "San Jose", country: "US", population: 1_000_000, lat: 37.3, lng: -121.9 },
      { id: "2", name: "San Diego", country: "US", population: 1_400_000, lat: 32.7, lng: -117.2 },
    ];
    const quakes = ["5km N of Anza, California", "10km W of Anza, California", "Alaska Peninsula"].map((place, i) => ({
      id: `q${i}`,
      place,
      time: new Date(Date.UTC(2018, 0, 31 + i * 3)).toISOString(),
      timeMs: Date.UTC(2018, 0, 31 + i * 3),
      mag: 1 + i,
      tsunami: false,
      lat: 33,
      lng: -116,
    }));
    const a = generateQueries(wordnet, cities, quakes, 5, 42);
    const b = generateQueries(wordnet, cities, quakes, 5, 42);
    expect(a).toEqual(b);
    expect(a.single.every((q) => q.terms.length === 1 && q.terms[0]!.length >= 4)).toBe(true);
    expect(a.textRange.every((q) => q.terms[0] === "san" && (q.minPopulation ?? 0) > 0)).toBe(true);
    expect(
      a.dateRangeSort.every(
        (q) => ["anza", "california"].includes(q.terms[0]!) && q.timeRange!.toMs - q.timeRange!.fromMs === 3 * 86_400_000,
      ),
    ).toBe(true);
  });
});

describe("decay and distance", () => {
  it("gives the decay at the scale and one at the origin", () => {
    expect(gaussDecay(0, 500)).toBe(1);
    expect(gaussDecay(500, 500)).toBeCloseTo(0.5, 12);
  });
  it("measures a degree of latitude as about 111.2 km", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
  });
});

describe("textbook BM25", () => {
  it("tokenises lower-case alphanumeric runs", () => {
    expect(tokenize("Heat-Transfer, 2D flow.")).toEqual(["heat", "transfer", "2d", "flow"]);
  });
  it("ranks the document with the rarer term first and orders ties by id", () => {
    const index = buildTextbookBm25([
      { id: 2, title: "", author: "", body: "wing flow" },
      { id: 1, title: "", author: "", body: "wing flow" },
      { id: 3, title: "", author: "", body: "wing slipstream" },
    ]);
    expect(index.rank("slipstream wing", 10)).toEqual([3, 1, 2]);
  });
  it.skipIf(!hasDataSet("cranfield"))("reproduces its Cranfield numbers", async () => {
    const cranfield = loadCranfield();
    const q = await measureRanking(cranfield, buildTextbookBm25(cranfield.documents));
    expect(q.dev.ndcg10).toBeCloseTo(0.3415, 3);
    expect(q.test?.ndcg10).toBeCloseTo(0.3205, 3);
  });
});
