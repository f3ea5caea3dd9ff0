import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import type { FieldUse } from "@oneindex/schema/internal";
import { resolveField, type FieldRef } from "../shared/fields.js";
import type { ProblemList } from "../shared/problems.js";
import { EXPECTED, quote } from "../../errors/messages.js";
import type { WrittenValue } from "../shared/typed-value.js";

/** A span of the strict string. */
export interface Span {
  readonly offset: number;
  readonly length: number;
}

/**
 * What a strict value is, syntactically, before it meets the document definition: the parser's
 * output for one `field:value` or bare value, turned into a node by `forms/build-value.ts`.
 */
export type StrictValue =
  | { readonly form: "word"; readonly text: string; readonly at: Span }
  | { readonly form: "phrase"; readonly text: string; readonly slop?: number; readonly at: Span }
  | { readonly form: "prefix"; readonly text: string; readonly at: Span }
  | { readonly form: "fuzzy"; readonly text: string; readonly maxEdits: number; readonly at: Span }
  /** `at` covers the slashes; the pattern starts at `at.offset + 1`. */
  | { readonly form: "regex"; readonly pattern: string; readonly at: Span }
  /** `*`. */
  | { readonly form: "exists"; readonly at: Span }
  /** `[a TO b]`, `{a TO b}`, mixed, or `>= a` (one bound); an absent bound is open (`*`). `at` is the opener or operator. */
  | {
      readonly form: "range";
      readonly low?: WrittenValue;
      readonly high?: WrittenValue;
      readonly lowInclusive: boolean;
      readonly highInclusive: boolean;
      readonly at: Span;
    };

/** What a strict value searches: a named field, or the default fields (bare terms and `*:`). */
export type Target = { readonly kind: "field"; readonly ref: FieldRef } | { readonly kind: "default" };

/** What the form builders need to know: the definition, where problems go, and the default fields. */
export interface StrictContext {
  readonly doc: DocumentDefinition;
  readonly problems: ProblemList;
  /** Full-text fields: where bare words go. */
  readonly textFields: readonly string[];
  /** The full-text fields, or for a document without any, its keyword fields. */
  readonly defaultFields: readonly string[];
}

/** The named field when it can take one of `uses`; records the problem (with the nearest usable field) otherwise. */
export function fieldFor(
  ctx: StrictContext,
  target: Target & { kind: "field" },
  uses: readonly FieldUse[],
  what: string,
): FieldDefinition | undefined {
  return resolveField(ctx.doc, target.ref, uses, what, ctx.problems);
}

/** Records `no-default-field` when a bare value has nowhere to go; true when it did. */
export function noDefaultFields(ctx: StrictContext, at: Span, source: string): boolean {
  if (ctx.defaultFields.length > 0) return false;
  ctx.problems.add({ code: "no-default-field", ...at, expected: EXPECTED.noDefaultField, found: quote(source) });
  return true;
}
