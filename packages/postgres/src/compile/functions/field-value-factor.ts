import type { FieldValueFactorFunction, FieldValueModifier } from "@oneindex/parser";
import type { CompileContext } from "../context.js";
import { clampedSql, MAX_SCORE_NUMERIC, smallestValue } from "./field-value.js";

/** Each modifier over the numeric `x` (`negativeZero`: whether a zero `x` is −0 in float arithmetic), guarded so PostgreSQL never raises (log of 0 or less); a negative result is clamped to 0 by the caller, as the engine clamps. */
const MODIFIERS: { readonly [M in FieldValueModifier]: (x: string, negativeZero: string) => string } = {
  none: (x) => x,
  log: (x) => `CASE WHEN ${x} > 0 THEN log(${x}) ELSE 0 END`,
  log1p: (x) => `CASE WHEN ${x} + 1 > 0 THEN log(${x} + 1) ELSE 0 END`,
  log2p: (x) => `CASE WHEN ${x} + 2 > 0 THEN log(${x} + 2) ELSE 0 END`,
  ln: (x) => `CASE WHEN ${x} > 0 THEN ln(${x}) ELSE 0 END`,
  ln1p: (x) => `CASE WHEN ${x} + 1 > 0 THEN ln(1 + ${x}) ELSE 0 END`,
  ln2p: (x) => `CASE WHEN ${x} + 2 > 0 THEN ln(2 + ${x}) ELSE 0 END`,
  square: (x) => `${x} * ${x}`,
  sqrt: (x) => `CASE WHEN ${x} > 0 THEN sqrt(${x}) ELSE 0 END`,
  // 1/0 is +∞ (clamped to the largest score) and 1/−0 is −∞ (clamped to 0), as in the engine.
  reciprocal: (x, negativeZero) =>
    `CASE WHEN ${x} = 0 THEN CASE WHEN ${negativeZero} THEN 0 ELSE ${MAX_SCORE_NUMERIC} END WHEN ${x} < 0 THEN 0 ELSE 1 / ${x} END`,
};

/**
 * `fieldValueFactor`: `modifier(factor · v)`, v the smallest value or `missing`, and the condition
 * under which it applies (the document has a value, or `missing` is given).
 */
export function fieldValueFactorSql(fn: FieldValueFactorFunction, ctx: CompileContext): { value: string; applies?: string } {
  const v = smallestValue(ctx, fn.field);
  const value = fn.missing === undefined ? v : `coalesce(${v}, ${ctx.params.add(fn.missing, "float8")})`;
  const x = `(${ctx.params.add(fn.factor, "float8")}::numeric * (${value})::numeric)`;
  // factor · v is −0 when exactly one of them is negative or −0 (a driver sends −0 as "0": its sign travels apart).
  const factorNegative = fn.factor < 0 || Object.is(fn.factor, -0);
  const negativeZero = fn.modifier === "reciprocal" ? `((${value}) < 0) <> ${ctx.params.add(factorNegative, "bool")}` : "false";
  return {
    value: clampedSql(MODIFIERS[fn.modifier](x, negativeZero)),
    ...(fn.missing === undefined ? { applies: `${v} IS NOT NULL` } : {}),
  };
}
