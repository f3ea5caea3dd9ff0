import type { FieldDefinition } from "@oneindex/schema";
import { englishAnalyzer } from "./english-analyzer.js";
import { keywordAnalyzer } from "./keyword-analyzer.js";
import { standardAnalyzer } from "./standard-analyzer.js";
import type { Analyzer } from "./token.js";

export type { Analyzer, Token } from "./token.js";
export { TextAnalyzer, MAX_TOKEN_LENGTH } from "./text-analyzer.js";
export type { TextAnalyzerOptions } from "./text-analyzer.js";
export { foldText } from "./fold.js";
export { SNOWBALL_ENGLISH_STOP_WORDS, LUCENE_ENGLISH_STOP_WORDS } from "./stop-words.js";
export { englishAnalyzer, standardAnalyzer, keywordAnalyzer };

/**
 * The analyser of a field: text fields use their `analyzer` (default `english`); every other kind
 * (keyword, string ids) is exact: one token, the value itself.
 */
export function analyzerFor(field: FieldDefinition): Analyzer {
  if (field.kind !== "text") return keywordAnalyzer;
  return field.analyzer === "standard" ? standardAnalyzer : englishAnalyzer;
}
