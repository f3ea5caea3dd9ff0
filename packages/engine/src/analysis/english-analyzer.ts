import { stem } from "porter2";
import { SNOWBALL_ENGLISH_STOP_WORDS } from "./stop-words.js";
import { TextAnalyzer } from "./text-analyzer.js";

/** The default analyser of text fields: tokenise, fold, drop Snowball English stop words, Porter2 (Snowball English) stem. */
export const englishAnalyzer = new TextAnalyzer("english", { stopWords: SNOWBALL_ENGLISH_STOP_WORDS, stem });
