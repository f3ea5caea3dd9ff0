import { decayScore, type DecayKind } from "./decay-score.js";

/**
 * A decay function's value for one document, before its weight, from the distances of its values to
 * the origin (already in the function's units): the nearest value counts (Elasticsearch's default
 * `multi_value_mode` `min`), and a document without a value gets 1 (Elasticsearch treats it as
 * distance 0).
 */
export function decayOfValues(kind: DecayKind, distances: readonly number[], scale: number, offset: number, decay: number): number {
  if (distances.length === 0) return 1;
  let nearest = Infinity;
  for (const d of distances) nearest = Math.min(nearest, Math.abs(d));
  return decayScore(kind, nearest, scale, offset, decay);
}

/** Milliseconds in a day: date decay functions measure distance in days. */
export const MS_PER_DAY = 86_400_000;
