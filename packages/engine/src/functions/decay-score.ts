/** The shape of a decay function: how fast the score falls with distance from the origin. */
export type DecayKind = "gauss" | "exp" | "linear";

/**
 * Elasticsearch's decay functions (`DecayFunctionBuilder`'s Gauss, Exponential and Linear scorers),
 * in float64. With `d = max(0, distance − offset)`:
 *
 * - gauss: `exp(d² · ln(decay) / scale²)` (Elasticsearch writes it `exp(−d² / 2σ²)` with `σ² = −scale² / (2 ln decay)`)
 * - exp: `exp(d · ln(decay) / scale)`
 * - linear: `max(0, (s − d) / s)` with `s = scale / (1 − decay)`
 *
 * Each gives 1 at `d = 0` and exactly `decay` at `distance = scale + offset`. `distance` is already in
 * the function's units (the field's own, days, or kilometres); negative distances are taken as their
 * magnitude. The caller gives a document without a value 1 (Elasticsearch's distance 0).
 *
 * Always a number in [0, 1], never NaN: within the offset (`d = 0`) it is exactly 1; where
 * Elasticsearch's form meets an overflow or underflow (`scale²` or `d²` beyond float64, e.g. scale
 * 1e-200, or a distance of 1e300) it is computed from the ratio `r = d / scale` instead —
 * `decay^(r²)`, `decay^r`, `max(0, 1 − r · (1 − decay))` — the same value in exact arithmetic.
 */
export function decayScore(kind: DecayKind, distance: number, scale: number, offset: number, decay: number): number {
  return decayFunction(kind, scale, offset, decay)(distance);
}

/**
 * {@link decayScore} with its parameters bound: what depends only on `scale` and `decay` (the
 * logarithm, Elasticsearch's processed scale) is computed once, so scoring a document is one
 * subtraction and one `exp`. The same expressions in the same order, so the same floats.
 */
export function decayFunction(kind: DecayKind, scale: number, offset: number, decay: number): (distance: number) => number {
  const lnDecay = Math.log(decay);
  switch (kind) {
    case "gauss": {
      // Elasticsearch: processScale = 0.5 · scale² / ln(decay); evaluate = exp(0.5 · d² / processScale).
      const processed = (0.5 * scale * scale) / lnDecay;
      const viaRatio = processed === 0 || !Number.isFinite(processed);
      return (distance) => {
        const d = Math.max(0, Math.abs(distance) - offset);
        if (d === 0) return 1;
        const half = 0.5 * d * d;
        if (viaRatio || !Number.isFinite(half)) {
          const r = d / scale;
          return Math.exp(lnDecay * r * r);
        }
        return Math.exp(half / processed);
      };
    }
    case "exp": {
      // Elasticsearch: processScale = ln(decay) / scale; evaluate = exp(processScale · d).
      const processed = lnDecay / scale;
      const viaRatio = processed === 0 || !Number.isFinite(processed);
      return (distance) => {
        const d = Math.max(0, Math.abs(distance) - offset);
        if (d === 0) return 1;
        return viaRatio ? Math.exp(lnDecay * (d / scale)) : Math.exp(processed * d);
      };
    }
    case "linear": {
      // Elasticsearch: processScale = scale / (1 − decay); evaluate = max(0, (processScale − d) / processScale).
      const processed = scale / (1 - decay);
      const viaRatio = !Number.isFinite(processed);
      return (distance) => {
        const d = Math.max(0, Math.abs(distance) - offset);
        if (d === 0) return 1;
        return viaRatio ? Math.max(0, 1 - (d / scale) * (1 - decay)) : Math.max(0, (processed - d) / processed);
      };
    }
  }
}
