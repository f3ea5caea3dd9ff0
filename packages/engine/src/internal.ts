/**
 * `@oneindex/engine/internal`: helpers the OneIndex backends share with the engine so that they
 * answer alike (calendar bucket keys and their advice). Unstable: any release may change or remove
 * them, so code outside this repository should use the public entry, `@oneindex/engine`.
 */
export { coarserDateInterval, INTERVAL_MS, isoOfEpochMs, nextBucketStart } from "./aggregate/date-keys.js";
