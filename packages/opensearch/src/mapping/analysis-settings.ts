import type { AnalyzerName } from "@oneindex/schema";

/** The analyser name used in the index for each of the embedded engine's analysers. */
export const ANALYZER_NAMES: Readonly<Record<AnalyzerName, string>> = {
  english: "oneindex_english",
  standard: "oneindex_standard",
};

/**
 * Analysis settings as close to the embedded engine's analysers as stock components allow:
 * the standard tokenizer (Unicode word boundaries), lowercase, ASCII folding, the possessive `'s`
 * removed and other apostrophes dropped (`don't` → `dont`, as the engine folds words), and for
 * English the `_english_` stop list and the Porter2 stemmer. The stemmer's language is `porter2`:
 * the stemmer filter's `english` is Lucene's PorterStemFilter (Porter v1, the `porter_stem`
 * filter), while the engine stems with Porter2 (Snowball English). The differences are in the README.
 */
export function analysisSettings(): Record<string, unknown> {
  return {
    analyzer: {
      [ANALYZER_NAMES.english]: {
        type: "custom",
        tokenizer: "standard",
        filter: [
          "lowercase",
          "asciifolding",
          "oneindex_possessive",
          "oneindex_apostrophes",
          "oneindex_english_stop",
          "oneindex_english_stemmer",
        ],
      },
      [ANALYZER_NAMES.standard]: {
        type: "custom",
        tokenizer: "standard",
        filter: ["lowercase", "asciifolding", "oneindex_possessive", "oneindex_apostrophes"],
      },
    },
    filter: {
      oneindex_english_stop: { type: "stop", stopwords: "_english_" },
      oneindex_english_stemmer: { type: "stemmer", language: "porter2" },
      oneindex_possessive: { type: "stemmer", language: "possessive_english" },
      oneindex_apostrophes: { type: "pattern_replace", pattern: "['\u2019]", replacement: "" },
    },
  };
}
