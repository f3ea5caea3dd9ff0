import type { DocumentDefinition } from "@oneindex/schema";
import type { FieldRef } from "../shared/fields.js";
import type { ProblemList } from "../shared/problems.js";
import type { WrittenValue } from "../shared/typed-value.js";

/** A span of the filter string. */
export interface Span {
  readonly offset: number;
  readonly length: number;
}

/** A comparison operator (`==` is read as `=`). */
export type FilterOperator = "=" | "!=" | "<" | "<=" | ">" | ">=";

/** A literal: `form` says whether it was quoted; `text` is unescaped. */
export type FilterLiteral = WrittenValue;

/** One condition as written, before it meets the definition: the parser's output, turned into nodes by `forms/build-condition.ts`. */
export type FilterCondition =
  | { readonly form: "compare"; readonly field: FieldRef; readonly op: FilterOperator; readonly value: FilterLiteral }
  /** `open` is the `[`. */
  | {
      readonly form: "in";
      readonly field: FieldRef;
      readonly values: readonly FilterLiteral[];
      readonly negated: boolean;
      readonly open: Span;
    }
  | { readonly form: "exists"; readonly field: FieldRef };

/** What the condition builders need. */
export interface FilterContext {
  readonly doc: DocumentDefinition;
  readonly problems: ProblemList;
}
