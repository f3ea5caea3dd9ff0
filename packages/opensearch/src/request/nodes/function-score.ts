import type { FunctionScoreNode, ScoreFunction, ScoreMode } from "@oneindex/parser";
import type { TranslateContext } from "../context.js";
import type { DslFunction, DslFunctionScore, DslQuery } from "../dsl.js";
import { translateDecay } from "../functions/decay.js";
import { translateFieldValueFactor } from "../functions/field-value-factor.js";
import { translateWeight } from "../functions/weight.js";

/** Elasticsearch's default and largest `max_boost` (Float.MAX_VALUE): anything at or above it is no cap. */
const FLOAT_MAX = 3.4028234663852886e38;

/** The dispatcher over function kinds. */
function translateFunction(fn: ScoreFunction, ctx: TranslateContext): DslFunction {
  switch (fn.type) {
    case "weight":
      return translateWeight(fn, ctx);
    case "fieldValueFactor":
      return translateFieldValueFactor(fn, ctx);
    case "gauss":
    case "exp":
    case "linear":
      return translateDecay(fn, ctx);
  }
}

/**
 * The `score_mode` to send. A node with one function and no filter of its own ignores its
 * `scoreMode` (SEMANTICS.md; Elasticsearch builds a single-function query, the engine uses
 * `first`). When the translation has given that lone function a filter (the `exists` guard of a
 * `fieldValueFactor` without `missing`), the cluster takes its filtered-functions path, where
 * `avg` would divide the weighted value by the weight again: `first` keeps the engine's value.
 */
function scoreModeFor(node: FunctionScoreNode, functions: readonly DslFunction[]): ScoreMode {
  const lone = node.functions.length === 1 && node.functions[0]!.filter === undefined;
  return lone && functions[0]!.filter !== undefined ? "first" : node.scoreMode;
}

/** `function_score` with every function, its filter and weight, the modes, `max_boost` and `min_score`. */
export function translateFunctionScore(node: FunctionScoreNode, ctx: TranslateContext): DslQuery {
  const functions = node.functions.map((fn) => {
    const out = translateFunction(fn, ctx);
    const filters: DslQuery[] = [];
    if (fn.filter !== undefined) filters.push(ctx.translate(fn.filter));
    if (fn.type === "fieldValueFactor" && fn.missing === undefined) filters.push({ exists: { field: fn.field } });
    if (filters.length === 1) out.filter = filters[0]!;
    if (filters.length > 1) out.filter = { bool: { filter: filters } };
    if (fn.type !== "weight" && fn.weight !== undefined) out.weight = fn.weight;
    return out;
  });
  const body: DslFunctionScore = {
    query: ctx.translate(node.query),
    functions,
    score_mode: scoreModeFor(node, functions),
    boost_mode: node.boostMode,
  };
  if (Number.isFinite(node.maxBoost) && node.maxBoost < FLOAT_MAX) body.max_boost = node.maxBoost;
  if (node.minScore !== undefined) body.min_score = node.minScore;
  return { function_score: body };
}
