import { TextAnalyzer } from "./text-analyzer.js";

/** A new analyser that tokenises and folds only: no stop words, no stemming (a new one each call, caches its own). */
export function newStandardAnalyzer(): TextAnalyzer {
  return new TextAnalyzer("standard");
}
