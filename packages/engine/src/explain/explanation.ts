import { clampScore } from "../functions/clamp-score.js";

/** A readable score breakdown, as Lucene's `Explanation`: a value, what it is, and the values it is made of. */
export interface Explanation {
  readonly value: number;
  readonly description: string;
  readonly details: readonly Explanation[];
}

/** Builds an explanation node; its value is clamped as every score is (finite, in [0, MAX_SCORE]). */
export function explanation(value: number, description: string, details: readonly Explanation[] = []): Explanation {
  return { value: clampScore(value), description, details };
}

/** A number for descriptions: at most 6 significant digits. */
export function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : String(Number(x.toPrecision(6)));
}
