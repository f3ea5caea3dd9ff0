import type { FieldValueFactorFunction } from "@oneindex/parser";
import type { TranslateContext } from "../context.js";
import type { DslFunction } from "../dsl.js";

/**
 * `field_value_factor`. Without `missing`, a document lacking the field makes Elasticsearch fail
 * the request while the engine skips the function for it: the translator adds an `exists` filter
 * (see `translateFunctionScore`), which gives the engine's meaning.
 */
export function translateFieldValueFactor(fn: FieldValueFactorFunction, _ctx: TranslateContext): DslFunction {
  return {
    field_value_factor: {
      field: fn.field,
      ...(fn.factor === 1 ? {} : { factor: fn.factor }),
      ...(fn.modifier === "none" ? {} : { modifier: fn.modifier }),
      ...(fn.missing === undefined ? {} : { missing: fn.missing }),
    },
  };
}
