import type { SchemaDefinition } from "./definition.js";
import { decayDate, decayGeo, decayNumber } from "./functions/decay.js";
import { fieldValueFactor } from "./functions/field-value-factor.js";
import { weight } from "./functions/weight.js";
import { aggDateHistogram } from "./aggs/date-histogram.js";
import { aggGeoDistance } from "./aggs/geo-distance.js";
import { aggHistogram } from "./aggs/histogram.js";
import { aggRangeDate, aggRangeNumber } from "./aggs/range.js";
import { aggMetric, METRIC_AGGS } from "./aggs/metric.js";
import { aggTerms } from "./aggs/terms.js";
import { bool } from "./nodes/bool.js";
import { exists } from "./nodes/exists.js";
import { functionScore } from "./nodes/function-score.js";
import { fuzzy } from "./nodes/fuzzy.js";
import { matchAll } from "./nodes/match-all.js";
import { multiFieldTerm } from "./nodes/multi-field-term.js";
import { phrase } from "./nodes/phrase.js";
import { prefix } from "./nodes/prefix.js";
import { rangeDate, rangeInteger, rangeKeyword, rangeNumber } from "./nodes/range.js";
import { regex } from "./nodes/regex.js";
import { strict } from "./nodes/strict.js";
import { termBoolean, termDate, termInteger, termNumber, termString } from "./nodes/term.js";
import { text } from "./nodes/text.js";

/**
 * Every node definition, in `$defs` and `oneOf` order. Adding a node kind: one module in `nodes/`,
 * one line here. The definitions are mutually exclusive (distinct `type`, or disjoint `field` enums
 * for the same `type`), so `$defs.node`'s `oneOf` matches at most one.
 */
export const NODE_DEFINITIONS: readonly SchemaDefinition[] = [
  termString,
  termInteger,
  termNumber,
  termDate,
  termBoolean,
  phrase,
  prefix,
  fuzzy,
  regex,
  multiFieldTerm,
  rangeInteger,
  rangeNumber,
  rangeDate,
  rangeKeyword,
  exists,
  bool,
  matchAll,
  text,
  strict,
  functionScore,
];

/** Every score-function definition, in `$defs` and `oneOf` order. Mutually exclusive as above. */
export const FUNCTION_DEFINITIONS: readonly SchemaDefinition[] = [weight, fieldValueFactor, decayNumber, decayDate, decayGeo];

/**
 * Every aggregation definition, in `$defs` and `$defs.agg`'s `oneOf` order. Adding a kind: one
 * module in `aggs/`, one line here. Mutually exclusive as above (`range` over numbers and dates
 * by disjoint field enums).
 */
export const AGG_DEFINITIONS: readonly SchemaDefinition[] = [aggTerms, aggHistogram, aggDateHistogram, aggRangeNumber, aggRangeDate, aggMetric, aggGeoDistance];

/** The aggregation kinds a `terms` aggregation may hold as sub-aggregations (`$defs.sub_agg`): one level, metrics only. */
export const SUB_AGG_TYPES: readonly string[] = METRIC_AGGS;
