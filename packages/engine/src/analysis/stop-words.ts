/**
 * The `english` analyser's stop words: the Snowball English stop list (snowballstem.org, published
 * with the Porter2 stemmer the analyser uses), matched after folding and before stemming.
 *
 * Contractions are listed as the tokeniser spells them (apostrophes dropped, a trailing `'s`
 * removed: `don't` → `dont`, `that's` → `that`). Seven `'d`/`'ll` forms are left out because they
 * would collide with real words once the apostrophe is gone: `i'd` (id), `she'd` (shed), `we'd`
 * (wed), `i'll` (ill), `he'll` (hell), `she'll` (shell), `we'll` (well).
 */
export const SNOWBALL_ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  "i", "me", "my", "myself", "we", "our", "ours", "ourselves", "you", "your", "yours", "yourself",
  "yourselves", "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself",
  "they", "them", "their", "theirs", "themselves", "what", "which", "who", "whom", "this", "that",
  "these", "those", "am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had",
  "having", "do", "does", "did", "doing", "would", "should", "could", "ought",
  "im", "youre", "theyre", "ive", "youve", "weve", "theyve", "youd", "hed", "theyd", "youll",
  "theyll", "isnt", "arent", "wasnt", "werent", "hasnt", "havent", "hadnt", "doesnt", "dont", "didnt",
  "wont", "wouldnt", "shant", "shouldnt", "cant", "cannot", "couldnt", "mustnt",
  "a", "an", "the", "and", "but", "if", "or", "because", "as", "until", "while", "of", "at", "by",
  "for", "with", "about", "against", "between", "into", "through", "during", "before", "after",
  "above", "below", "to", "from", "up", "down", "in", "out", "on", "off", "over", "under", "again",
  "further", "then", "once", "here", "there", "when", "where", "why", "how", "all", "any", "both",
  "each", "few", "more", "most", "other", "some", "such", "no", "nor", "not", "only", "own", "same",
  "so", "than", "too", "very",
]);

/**
 * Lucene's `EnglishAnalyzer.ENGLISH_STOP_WORDS_SET` (Elasticsearch's `_english_`), 33 words. Not the
 * default: on Cranfield dev it scores below the Snowball list (see the README); kept for callers who
 * build a {@link TextAnalyzer} that behaves as Elasticsearch's `english` does.
 */
export const LUCENE_ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no",
  "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this",
  "to", "was", "will", "with",
]);
