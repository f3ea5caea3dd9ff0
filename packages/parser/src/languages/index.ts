/**
 * The three string languages: `q` (what a person types), `strict` (Lucene-like field:value
 * queries) and `filter` (conditions). Each parses a string into the same checked query nodes as
 * query JSON, or into problems carrying the string's path and the character offset. None throws.
 * Grammars: the "String languages" section of the parser README; decisions: its DESIGN.md.
 */
import type { DocumentDefinition } from "@oneindex/schema";
import { parseFilter } from "./filter/parse-filter.js";
import { parseQ } from "./q/parse-q.js";
import type { LanguageResult } from "./shared/language-result.js";
import { parseStrict } from "./strict/parse-strict.js";

export type { LanguageResult } from "./shared/language-result.js";

/** Parses a `q` string. Fails only on limits (length, term and node counts). */
export function parseQLanguage(doc: DocumentDefinition, text: string, path: string): LanguageResult {
  return parseQ(doc, text, path);
}

/** Parses a `strict` string (Lucene-like). */
export function parseStrictLanguage(doc: DocumentDefinition, text: string, path: string): LanguageResult {
  return parseStrict(doc, text, path);
}

/** Parses a `filter` string. Its nodes never score. */
export function parseFilterLanguage(doc: DocumentDefinition, text: string, path: string): LanguageResult {
  return parseFilter(doc, text, path);
}
