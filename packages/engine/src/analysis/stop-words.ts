/**
 * English stop words: Lucene's `EnglishAnalyzer.ENGLISH_STOP_WORDS_SET` (the 33 words Elasticsearch's
 * `_english_` list also uses). Matched after folding, before stemming.
 */
export const LUCENE_ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no",
  "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this",
  "to", "was", "will", "with",
]);
