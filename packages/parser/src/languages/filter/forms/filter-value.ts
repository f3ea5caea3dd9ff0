import type { FieldDefinition } from "@oneindex/schema";
import type { TermValue } from "../../../tree/query-tree.js";
import { valueKindOf } from "../../../values/check-value.js";
import { quoteSource } from "../../shared/problems.js";
import { typedValue } from "../../shared/typed-value.js";
import type { FilterContext, FilterLiteral } from "../filter-condition.js";
import { EXPECTED, HINTS } from "../../../errors/messages.js";

/**
 * Types a filter literal by the field: strings must be quoted, numbers, integers and booleans
 * must not be, dates may be either; then {@link typedValue} checks the value itself.
 */
export function filterValue(ctx: FilterContext, field: FieldDefinition, fieldName: string, literal: FilterLiteral): TermValue | undefined {
  const kind = valueKindOf(field);
  const at = { offset: literal.offset, length: literal.length };
  if (kind === "string" && literal.form === "bare") {
    ctx.problems.add({
      code: "wrong-type",
      ...at,
      expected: EXPECTED.quotedString(fieldName),
      found: quoteSource(literal.text),
      hint: HINTS.quoteIt(literal.text),
    });
    return undefined;
  }
  if ((kind === "number" || kind === "integer" || kind === "boolean") && literal.form === "string") {
    const words = kind === "boolean" ? "true or false" : kind === "integer" ? "an integer" : "a number";
    ctx.problems.add({
      code: "wrong-type",
      ...at,
      expected: EXPECTED.unquoted(words, fieldName),
      found: `the string ${quoteSource(literal.text)}`,
    });
    return undefined;
  }
  return typedValue(field, fieldName, literal, ctx.problems);
}
