import { fieldLayout } from "../../layout/table-layout.js";
import type { CompileContext } from "../context.js";

/** The largest finite float8: where the engine clamps an overflowing score. */
export const MAX_SCORE = "1.7976931348623157e308::float8";

/**
 * A numeric expression back to float8, clamped to `[0, MAX]` as the engine clamps every score.
 * Score arithmetic that can leave float8's range (boosts, weights, function values, sums) is done in
 * `numeric`, where it cannot overflow, because PostgreSQL raises an error on a float8 overflow
 * where JavaScript gives Infinity. `numeric` must not be NULL (`greatest` and `least` skip NULLs).
 */
export function clampedSql(numeric: string): string {
  return `greatest(0::numeric, least(${MAX_SCORE_NUMERIC}, ${numeric}))::float8`;
}

/**
 * `Number.MAX_VALUE` exactly, as a numeric literal: `float8::numeric` keeps only 15 significant
 * digits, and its rounding of the largest float8 lies above it, which casting back refuses.
 */
export const MAX_SCORE_NUMERIC = `179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368::numeric`;

/** `exp(x)` that is 0 where PostgreSQL would raise an underflow error. */
export function safeExp(x: string): string {
  return `(CASE WHEN ${x} < -745 THEN 0::float8 ELSE exp(${x}) END)`;
}

/** The smallest value of a numeric, date or boolean field of the row `t` as float8 (booleans 1/0, dates epoch ms); NULL when missing. */
export function smallestValue(ctx: CompileContext, field: string): string {
  const layout = fieldLayout(ctx.layout, field);
  const column = `t.${layout.columns[0]}`;
  const asFloat = (v: string) => (layout.field.kind === "boolean" ? `(${v})::int::float8` : `(${v})::float8`);
  return layout.field.array ? `(SELECT min(${asFloat("x")}) FROM unnest(${column}) AS u(x))` : asFloat(column);
}
