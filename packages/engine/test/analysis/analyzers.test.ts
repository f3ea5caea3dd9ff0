import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Field } from "@oneindex/schema";
import {
  analyzerFor,
  newEnglishAnalyzer,
  foldText,
  keywordAnalyzer,
  MAX_TOKEN_LENGTH,
  newStandardAnalyzer,
  SNOWBALL_ENGLISH_STOP_WORDS,
  type Analyzer,
  type Token,
} from "../../src/analysis/index.js";
import { PORTER2_VOCABULARY } from "./porter2-vocabulary.js";
const englishAnalyzer = newEnglishAnalyzer();
const standardAnalyzer = newStandardAnalyzer();

const terms = (tokens: Token[]) => tokens.map((t) => t.term);

describe("tokeniser", () => {
  it("keeps UTF-16 offsets into the original text, including astral and combining characters", () => {
    const text = "  Café, 𝐀lpha—e\u0301cole  naïve!";
    const tokens = standardAnalyzer.analyze(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(["Café", "𝐀lpha", "e\u0301cole", "naïve"]);
    expect(terms(tokens)).toEqual(["cafe", "alpha", "ecole", "naive"]);
    expect(tokens.map((t) => t.position)).toEqual([0, 1, 2, 3]);
  });

  it("splits on hyphens and punctuation, keeps numbers with a decimal point and drops thousands commas", () => {
    expect(terms(standardAnalyzer.analyze("high-speed flow at Mach 3.5, 1,000 ft; a.b 7,")).slice()).toEqual([
      "high",
      "speed",
      "flow",
      "at",
      "mach",
      "3.5",
      "1000",
      "ft",
      "a",
      "b",
      "7",
    ]);
  });

  it("drops a possessive 's and other apostrophes inside words, but not quotes around them", () => {
    const text = "John's don’t O'Neil 'quoted' ends'";
    expect(terms(standardAnalyzer.analyze(text))).toEqual(["john", "dont", "oneil", "quoted", "ends"]);
    const [john] = standardAnalyzer.analyze(text);
    expect(text.slice(john!.start, john!.end)).toBe("John's");
  });

  it("folds NFKC compatibility forms, case and diacritics, and letters without a decomposition", () => {
    expect(terms(standardAnalyzer.analyze("ﬁle ＡＢＣ Øresund Łódź straße Æsir ÉCOLE"))).toEqual([
      "file",
      "abc",
      "oresund",
      "lodz",
      "strasse",
      "aesir",
      "ecole",
    ]);
    expect(foldText("Ærø ÉCOLE")).toBe("aero ecole");
    // Greek: final sigma folds to σ, so upper- and lower-case spellings give one term; İ loses its dot.
    expect(terms(standardAnalyzer.analyze("ΟΔΟΣ οδος İstanbul"))).toEqual(["οδοσ", "οδοσ", "istanbul"]);
  });

  it("splits runs longer than the maximum token length", () => {
    const tokens = standardAnalyzer.analyze("x".repeat(MAX_TOKEN_LENGTH * 2 + 3));
    expect(tokens.map((t) => t.term.length)).toEqual([MAX_TOKEN_LENGTH, MAX_TOKEN_LENGTH, 3]);
  });

  it("handles pathological input without throwing: long number chains, apostrophe chains, lone marks and surrogates", () => {
    const numbers = englishAnalyzer.analyze("1.".repeat(100_000));
    expect(numbers.every((t) => t.end - t.start <= MAX_TOKEN_LENGTH)).toBe(true);
    expect(numbers.length).toBeGreaterThan(700);
    expect(englishAnalyzer.analyze("a'".repeat(100_000)).length).toBeGreaterThan(700);
    expect(englishAnalyzer.analyze("\u0301".repeat(10))).toEqual([]);
    expect(terms(standardAnalyzer.analyze("ab\ud800cd \udc00x"))).toEqual(["ab", "cd", "x"]);
  });

  it("hands a sink the tokens analyze returns, in order, for every analyser, and the words it knows", () => {
    const analyzers = [englishAnalyzer, newStandardAnalyzer(), keywordAnalyzer];
    /** A sink that keeps each folded word's term (or that it was dropped) and, with `remember`, takes a word seen before itself. */
    const collect = (analyzer: Analyzer, text: string, base: number, remember: boolean, words: Map<string, string>) => {
      const got: { term: string; position: number }[] = [];
      analyzer.tokens(text, base, {
        known: (word, position) => {
          const term = remember ? words.get(word) : undefined;
          if (term === undefined) return false;
          if (term !== "") got.push({ term, position });
          return true;
        },
        dropped: (word) => words.set(word, ""),
        token: (term, position, start, end, word) => {
          words.set(word, term);
          got.push({ term, position });
          expect(start).toBeLessThanOrEqual(end);
        },
      });
      return got;
    };
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), fc.nat({ max: 1000 }), (text, base) => {
        for (const analyzer of analyzers) {
          const want = analyzer.analyze(text, base).map(({ term, position }) => ({ term, position }));
          expect(collect(analyzer, text, base, false, new Map())).toEqual(want);
          const words = new Map<string, string>();
          collect(analyzer, text, base, true, words);
          expect(collect(analyzer, text, base, true, words)).toEqual(want); // every word known the second time
        }
      }),
    );
    const words = new Map<string, string>();
    expect(collect(englishAnalyzer, "The dogs' running dogs", 5, true, words)).toEqual([
      { term: "dog", position: 6 },
      { term: "run", position: 7 },
      { term: "dog", position: 8 },
    ]);
    expect(words).toEqual(
      new Map([
        ["the", ""],
        ["dogs", "dog"],
        ["running", "run"],
      ]),
    );
  });

  it("starts positions at positionBase", () => {
    expect(standardAnalyzer.analyze("one two", 100).map((t) => t.position)).toEqual([100, 101]);
  });

  it("never throws and keeps offsets consistent on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), fc.string({ unit: "binary", maxLength: 40 }), (a, b) => {
        for (const text of [a, b, a + b]) {
          let previousEnd = 0;
          let previousPosition = -1;
          for (const t of englishAnalyzer.analyze(text)) {
            expect(t.start).toBeGreaterThanOrEqual(previousEnd);
            expect(t.end).toBeGreaterThan(t.start);
            expect(t.end).toBeLessThanOrEqual(text.length);
            expect(t.end - t.start).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
            expect(t.position).toBeGreaterThan(previousPosition);
            expect(t.term.length).toBeGreaterThan(0);
            previousEnd = t.end;
            previousPosition = t.position;
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("english analyser", () => {
  it("drops Snowball's English stop words and keeps their positions as gaps", () => {
    const tokens = englishAnalyzer.analyze("What is the flow of the air over a wing");
    expect(terms(tokens)).toEqual(["flow", "air", "wing"]);
    expect(tokens.map((t) => t.position)).toEqual([3, 6, 9]);
  });

  it("drops contractions as the tokeniser spells them, but not the real words some would collide with", () => {
    expect(terms(englishAnalyzer.analyze("don't they've can't shell well ill"))).toEqual(["shell", "well", "ill"]);
  });

  it("stems with Porter2, matching its published vocabulary", () => {
    const vocabulary = Object.entries(PORTER2_VOCABULARY).filter(([word]) => !SNOWBALL_ENGLISH_STOP_WORDS.has(word));
    expect(vocabulary.length).toBeGreaterThan(120);
    for (const [word, stem] of vocabulary) {
      expect([word, terms(englishAnalyzer.analyze(word))[0]]).toEqual([word, stem]);
    }
  });

  it("stems folded words, so case and accents do not change the term", () => {
    expect(terms(englishAnalyzer.analyze("Consolidated CONSOLIDATING consolidàted"))).toEqual(["consolid", "consolid", "consolid"]);
  });

  it("folds prefix and fuzzy values without stemming or tokenising", () => {
    expect(englishAnalyzer.normalize("Aérodynamic Flows")).toBe("aerodynamic flows");
  });
});

describe("analyzerFor", () => {
  it("chooses english by default, standard when asked, and exact for keywords", () => {
    expect(analyzerFor(Field.text()).name).toBe("english");
    expect(analyzerFor(Field.text({ analyzer: "standard" })).name).toBe("standard");
    expect(analyzerFor(Field.keyword()).name).toBe("keyword");
  });

  it("keyword analysis is one exact token", () => {
    expect(keywordAnalyzer.analyze("Acme Corp's", 5)).toEqual([{ term: "Acme Corp's", position: 5, start: 0, end: 11 }]);
    expect(keywordAnalyzer.normalize("ÉCOLE")).toBe("ÉCOLE");
  });

  it("standard analysis neither stems nor drops stop words", () => {
    expect(terms(standardAnalyzer.analyze("The running flows"))).toEqual(["the", "running", "flows"]);
  });
});
