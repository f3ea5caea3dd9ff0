import { TextAnalyzer } from "./text-analyzer.js";

/** Tokenise and fold only: no stop words, no stemming. */
export const standardAnalyzer = new TextAnalyzer("standard");
