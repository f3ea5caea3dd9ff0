/**
 * Pure function-score math, exactly as Elasticsearch's `function_score` computes it (in float64).
 * No index state: the engine's executor and the reference evaluator both call these.
 */
export { decayFunction, decayScore } from "./decay-score.js";
export type { DecayKind } from "./decay-score.js";
export { haversineKm, EARTH_MEAN_RADIUS_KM } from "./haversine.js";
export { applyModifier } from "./apply-modifier.js";
export { combineFunctions, effectiveScoreMode } from "./combine-functions.js";
export { applyBoostMode, capFunctionScore } from "./apply-boost-mode.js";
export { fieldValueFactor } from "./field-value-factor.js";
export { decayOfValues, MS_PER_DAY } from "./decay-of-values.js";
export { clampScore, scaleScore, MAX_SCORE } from "./clamp-score.js";
