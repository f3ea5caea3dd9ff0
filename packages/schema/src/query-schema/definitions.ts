import type { SchemaDefinition } from "./definition.js";
import { FUNCTION_KIND_NAMES, NODE_KIND_NAMES, type FunctionKind, type NodeKind } from "./kinds.js";
import { decayDate, decayGeo, decayNumber } from "./functions/decay.js";
import { fieldValueFactor } from "./functions/field-value-factor.js";
import { weight } from "./functions/weight.js";
import { aggDateHistogram } from "./aggs/date-histogram.js";
import { aggGeoDistance } from "./aggs/geo-distance.js";
import { aggHistogram } from "./aggs/histogram.js";
import { aggRangeDate, aggRangeNumber } from "./aggs/range.js";
import { aggCardinality, aggStats, METRIC_AGGS } from "./aggs/metric.js";
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
 * The definitions of each node kind of `NODE_KINDS`, in `$defs` and `oneOf` order: the one
 * dispatcher of the schema. A mapped type over the kinds, so a kind added to `NODE_KINDS` without
 * its definitions does not compile. Adding a node kind: one module in `nodes/`, one line there and
 * one here. The definitions are mutually exclusive (distinct `type`, or disjoint `field` enums for
 * the same `type`), so `$defs.node`'s `oneOf` matches at most one.
 */
export const NODE_KIND_DEFINITIONS: { readonly [K in NodeKind]: readonly SchemaDefinition[] } = {
  term: [termString, termInteger, termNumber, termDate, termBoolean],
  phrase: [phrase],
  prefix: [prefix],
  fuzzy: [fuzzy],
  regex: [regex],
  multiFieldTerm: [multiFieldTerm],
  range: [rangeInteger, rangeNumber, rangeDate, rangeKeyword],
  exists: [exists],
  bool: [bool],
  matchAll: [matchAll],
  text: [text],
  strict: [strict],
  functionScore: [functionScore],
};

/** The definitions of each function kind of `FUNCTION_KINDS` (the decay curves share theirs). Mutually exclusive as above. */
export const FUNCTION_KIND_DEFINITIONS: { readonly [K in FunctionKind]: readonly SchemaDefinition[] } = {
  weight: [weight],
  fieldValueFactor: [fieldValueFactor],
  gauss: [decayNumber, decayDate, decayGeo],
  exp: [decayNumber, decayDate, decayGeo],
  linear: [decayNumber, decayDate, decayGeo],
};

/** Every distinct definition of `byKind`, in the kinds' order. */
function listed(byKind: Readonly<Record<string, readonly SchemaDefinition[]>>, kinds: readonly string[]): readonly SchemaDefinition[] {
  return [...new Set(kinds.flatMap((kind) => byKind[kind]!))];
}

/** Every node definition, in `$defs` and `oneOf` order. */
export const NODE_DEFINITIONS: readonly SchemaDefinition[] = listed(NODE_KIND_DEFINITIONS, NODE_KIND_NAMES);

/** Every score-function definition, in `$defs` and `oneOf` order. */
export const FUNCTION_DEFINITIONS: readonly SchemaDefinition[] = listed(FUNCTION_KIND_DEFINITIONS, FUNCTION_KIND_NAMES);

/**
 * Every aggregation definition, in `$defs` and `$defs.agg`'s `oneOf` order. Adding a kind: one
 * module in `aggs/`, one line here. Mutually exclusive as above (`range` over numbers and dates
 * by disjoint field enums).
 */
export const AGG_DEFINITIONS: readonly SchemaDefinition[] = [
  aggTerms,
  aggHistogram,
  aggDateHistogram,
  aggRangeNumber,
  aggRangeDate,
  aggStats,
  aggCardinality,
  aggGeoDistance,
];

/** The aggregation kinds a `terms` aggregation may hold as sub-aggregations (`$defs.sub_agg`): one level, metrics only. */
export const SUB_AGG_TYPES: readonly string[] = METRIC_AGGS;
