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
  if (field === undefined) throw new TypeError(`field "${name}" is not in document definition ${ctx.doc.name}: was the query parsed for another definition?`);
  return field;
}

/** `{ boost }` when the boost is not 1 (the DSL's default), else nothing. */
export function boostOf(boost: number): { boost?: number } {
  return boost === 1 ? {} : { boost };
}

/**
 * Case and diacritic folding of a prefix or fuzzy value for a text field, as the index's
 * lowercase + asciifolding filters fold indexed terms (multi-term queries are not analysed).
 */
export function foldForTextField(value: string): string {
  return value.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "").normalize("NFC");
}
