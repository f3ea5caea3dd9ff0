import type { FieldDefinition } from "@oneindex/schema";
import type { TermValue } from "../../tree/query-tree.js";
import { checkValue, valueKindOf } from "../../values/check-value.js";
import type { ProblemList } from "./problems.js";
import { EXPECTED, quote } from "../../errors/messages.js";

/** A value written in a string language, with how it was written and where. */
export interface WrittenValue {
  /** `string` for a quoted string, `bare` for anything unquoted (numbers, dates, words, true/false). */
  readonly form: "string" | "bare";
  readonly text: string;
  readonly offset: number;
  readonly length: number;
}

/**
 * Types a written value by the field's kind with {@link checkValue} (`fromText`: numbers, int64
 * integers, real dates, booleans). Records the mismatch and returns undefined when it does not fit.
 */
export function typedValue(field: FieldDefinition, fieldName: string, value: WrittenValue, problems: ProblemList): TermValue | undefined {
  const kind = valueKindOf(field);
  if (kind === undefined) return undefined;
  const check = checkValue(kind, value.text, { fromText: true });
  if (check.ok) return check.value;
  problems.add({
    code: check.code,
    offset: value.offset,
    length: value.length,
    expected: EXPECTED.forField(check.expected, fieldName),
    found: check.code === "wrong-type" ? quote(value.text) : check.found,
  });
  return undefined;
}
