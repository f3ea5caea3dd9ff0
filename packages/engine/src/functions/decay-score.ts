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
 */
export function decayScore(kind: DecayKind, distance: number, scale: number, offset: number, decay: number): number {
  const d = Math.max(0, Math.abs(distance) - offset);
  switch (kind) {
    case "gauss": {
      // Elasticsearch: processScale = 0.5 · scale² / ln(decay); evaluate = exp(0.5 · d² / processScale).
      const processed = (0.5 * scale * scale) / Math.log(decay);
      return Math.exp((0.5 * d * d) / processed);
    }
    case "exp": {
      // Elasticsearch: processScale = ln(decay) / scale; evaluate = exp(processScale · d).
      const processed = Math.log(decay) / scale;
      return Math.exp(processed * d);
    }
    case "linear": {
      // Elasticsearch: processScale = scale / (1 − decay); evaluate = max(0, (processScale − d) / processScale).
      const processed = scale / (1 - decay);
      return Math.max(0, (processed - d) / processed);
    }
  }
}
