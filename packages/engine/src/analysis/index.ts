import type { FieldDefinition } from "@oneindex/schema";
import { newEnglishAnalyzer } from "./english-analyzer.js";
import { keywordAnalyzer } from "./keyword-analyzer.js";
import { newStandardAnalyzer } from "./standard-analyzer.js";
import type { Analyzer } from "./token.js";

export type { Analyzer, Token, TokenSink } from "./token.js";
export { TextAnalyzer, MAX_TOKEN_LENGTH } from "./text-analyzer.js";
export type { TextAnalyzerOptions } from "./text-analyzer.js";
export { foldText } from "./fold.js";
export { SNOWBALL_ENGLISH_STOP_WORDS, LUCENE_ENGLISH_STOP_WORDS } from "./stop-words.js";
export { newEnglishAnalyzer, newStandardAnalyzer, keywordAnalyzer };

/**
 * A new analyser for a field: text fields use their `analyzer` (default `english`); every other kind
 * (keyword, string ids) is exact: one token, the value itself. Text analysers cache stems and
 * character classes, so each index makes its own ({@link analyzersFor}) and never shares them.
 */
export function analyzerFor(field: FieldDefinition): Analyzer {
  if (field.kind !== "text") return keywordAnalyzer;
  return field.analyzer === "standard" ? newStandardAnalyzer() : newEnglishAnalyzer();
}

/** One index's analysers, one per field: fields naming the same analyser share one instance, made for this index alone. */
export function analyzersFor(fields: readonly FieldDefinition[]): Analyzer[] {
  const made = new Map<string, Analyzer>();
  return fields.map((field) => {
    const key = field.kind === "text" ? (field.analyzer ?? "english") : "keyword";
    let analyzer = made.get(key);
    if (analyzer === undefined) made.set(key, (analyzer = analyzerFor(field)));
    return analyzer;
  });
}
