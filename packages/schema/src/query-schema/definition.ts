import type { TSchema } from "typebox";
import type { FieldUse } from "../document/field-uses.js";
import type { SchemaContext } from "./schema-context.js";

/**
 * One entry of `$defs`: a node kind over one field type (`term_date`), or a score function over
 * one column type (`decay_geo`). Each lives in its own module under `nodes/` or `functions/` and is
 * listed once in `definitions.ts`, the dispatcher.
 */
export interface SchemaDefinition {
  /** The key in `$defs`, e.g. `term_string`. */
  readonly name: string;
  /** The `type` values this definition accepts (one, except the decay functions' gauss/exp/linear). */
  readonly types: readonly string[];
  /** The field use whose fields the definition's `field` takes; absent when it takes no field and is always offered. */
  readonly use?: FieldUse;
  /** Builds the definition's schema. Only called when the document has a field for `use`. */
  build(ctx: SchemaContext): TSchema;
}
