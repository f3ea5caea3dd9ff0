import { stem } from "porter2";
import { SNOWBALL_ENGLISH_STOP_WORDS } from "./stop-words.js";
import { TextAnalyzer } from "./text-analyzer.js";

/**
 * A new default analyser of text fields: tokenise, fold, drop Snowball English stop words, Porter2
 * (Snowball English) stem. A new one each call, so its caches belong to whoever made it (an index).
 */
export function newEnglishAnalyzer(): TextAnalyzer {
  return new TextAnalyzer("english", { stopWords: SNOWBALL_ENGLISH_STOP_WORDS, stem });
}
