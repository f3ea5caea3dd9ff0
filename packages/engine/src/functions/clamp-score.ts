/** The largest score: every score is in [0, MAX_SCORE] (SEMANTICS.md, "Finite scores"). */
export const MAX_SCORE = Number.MAX_VALUE;

/** `x` as a score: above {@link MAX_SCORE} (an overflow to Infinity) it is MAX_SCORE; at most 0 (−0 included, or NaN, which no formula should give) it is 0. */
export function clampScore(x: number): number {
  return x > 0 ? (x > MAX_SCORE ? MAX_SCORE : x) : 0;
}

/** `boost · x` as a score, `x` clamped first: a boost of 0 over an overflowed score is 0, never 0 · ∞ = NaN. */
export function scaleScore(boost: number, x: number): number {
  return clampScore(boost * (x > MAX_SCORE ? MAX_SCORE : x));
}
