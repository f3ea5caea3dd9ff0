import type { FieldValueModifier } from "@oneindex/parser";
import { clampScore } from "./clamp-score.js";

/**
 * A `fieldValueFactor` modifier applied to `x = factor · value`, as Elasticsearch's
 * `FieldValueFactorFunction.Modifier`: `log` is log10, `log1p` log10(1 + x), `log2p` log10(2 + x),
 * `ln` natural, `ln1p` ln(1 + x), `ln2p` ln(2 + x), `square` x², `sqrt` √x, `reciprocal` 1/x.
 *
 * Where Elasticsearch fails the request, a function score never makes a query fail (see
 * SEMANTICS.md): a negative or NaN result (the log of 0 or of a negative number, the square root of
 * a negative number, −∞) is 0, and +∞ (an overflow, the reciprocal of 0) is `Number.MAX_VALUE`.
 */
export function applyModifier(modifier: FieldValueModifier, x: number): number {
  return clampScore(modify(modifier, x));
}

function modify(modifier: FieldValueModifier, x: number): number {
  switch (modifier) {
    case "none":
      return x;
    case "log":
      return Math.log10(x);
    case "log1p":
      return Math.log10(x + 1);
    case "log2p":
      return Math.log10(x + 2);
    case "ln":
      return Math.log(x);
    case "ln1p":
      return Math.log1p(x);
    case "ln2p":
      return Math.log1p(x + 1);
    case "square":
      return x * x;
    case "sqrt":
      return Math.sqrt(x);
    case "reciprocal":
      return 1 / x;
  }
}
