import type { AnalyzerName } from "@oneindex/schema";

/** The analyser name used in the index for each of the embedded engine's analysers. */
export const ANALYZER_NAMES: Readonly<Record<AnalyzerName, string>> = {
  english: "oneindex_english",
  standard: "oneindex_standard",
};

/**
 * Analysis settings as close to the embedded engine's analysers as stock components allow:
 * the standard tokenizer (Unicode word boundaries), lowercase, ASCII folding, and for English the
 * `_english_` stop list and the Porter2 ("english") stemmer. The differences are in the README.
 */
export function analysisSettings(): Record<string, unknown> {
  return {
    analyzer: {
      [ANALYZER_NAMES.english]: {
        type: "custom",
        tokenizer: "standard",
        filter: ["lowercase", "asciifolding", "oneindex_english_stop", "oneindex_english_stemmer"],
      },
      [ANALYZER_NAMES.standard]: {
        type: "custom",
        tokenizer: "standard",
        filter: ["lowercase", "asciifolding"],
      },
    },
    filter: {
      oneindex_english_stop: { type: "stop", stopwords: "_english_" },
      oneindex_english_stemmer: { type: "stemmer", language: "english" },
    },
  };
}
