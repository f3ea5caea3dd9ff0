import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import type { QueryNode } from "@oneindex/parser";
import type { DslQuery } from "./dsl.js";

/** What a node translator needs: the definition, and the dispatcher for child nodes. */
export interface TranslateContext {
  readonly doc: DocumentDefinition;
  translate(node: QueryNode): DslQuery;
}

/** The definition of a field the parser has already checked. */
export function fieldOf(ctx: TranslateContext, name: string): FieldDefinition {
  const field = ctx.doc.fields[name];
  if (field === undefined)
    throw new TypeError(`field "${name}" is not in document definition ${ctx.doc.name}: was the query parsed for another definition?`);
  return field;
}

/** `{ boost }` when the boost is not 1 (the DSL's default), else nothing. */
export function boostOf(boost: number): { boost?: number } {
  return boost === 1 ? {} : { boost };
}

/**
 * Letters with no Unicode decomposition that Lucene's ASCIIFoldingFilter spells in ASCII (so the
 * index holds `oster` for `Øster`, `strasse` for `Straße`), as the engine's own folding does.
 */
const ASCII_SPELLINGS: Readonly<Record<string, string>> = { ø: "o", ł: "l", đ: "d", æ: "ae", œ: "oe", ß: "ss", þ: "th", ð: "d", ı: "i" };
const UNDECOMPOSABLE = /[øłđæœßþðı]/gu;

/**
 * Case and diacritic folding of a prefix or fuzzy value for a text field, as the index's
 * `lowercase` + `asciifolding` filters fold indexed terms (multi-term queries are not analysed):
 * lower case one code point at a time as Lucene's LowerCaseFilter does (so a final `Σ` is `σ`, not
 * JavaScript's word-final `ς`), marks removed, and the undecomposable Latin letters spelled out.
 */
export function foldForTextField(value: string): string {
  const lowered = Array.from(value.normalize("NFKC"), (ch) => ch.toLowerCase()).join("");
  return lowered
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC")
    .replace(UNDECOMPOSABLE, (c) => ASCII_SPELLINGS[c] ?? c);
}
