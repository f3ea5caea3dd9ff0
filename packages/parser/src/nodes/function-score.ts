import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { at, checkKeys, INVALID, NON_NEGATIVE, prop, UNBOUNDED, readArray, readEnum, readNumber } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import { checkFunction } from "../functions/check-function.js";
import type { JsonObject } from "../json/json-value.js";
import type { BoostMode, FunctionScoreNode, QueryNode, ScoreFunction, ScoreMode } from "../tree/query-tree.js";
import { addItem, itemMark, takeItems } from "../json/item-stack.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";

const KEYS: ReadonlySet<string> = new Set(["type", "query", "functions", "scoreMode", "boostMode", "maxBoost", "minScore"]);
const SCORE_MODES: readonly ScoreMode[] = ["multiply", "sum", "avg", "first", "max", "min"];
const BOOST_MODES: readonly BoostMode[] = ["multiply", "replace", "sum", "avg", "max", "min"];
const HABITS = { ...ELASTICSEARCH_HABITS.nodeProperties, ...KIND_PROPERTY_HABITS.functionScore };

/**
 * `{type:"functionScore", query?, functions: [1..32], scoreMode?, boostMode?, maxBoost?, minScore?}`.
 * Defaults: query `matchAll`, scoreMode and boostMode `multiply`, maxBoost unbounded (Infinity).
 */
export function checkFunctionScore(ctx: CheckContext, obj: JsonObject, path: string, depth: number): FunctionScoreNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys("functionScore", KEYS), HABITS);
  const rawQuery = prop(ctx, obj.query, "query", path, EXPECTED.node);
  let query: QueryNode | undefined;
  if (rawQuery !== undefined && rawQuery !== INVALID) query = ctx.checkNode(ctx, rawQuery, at(path, "query"), depth + 1);
  const items = readArray(ctx, obj.functions, "functions", path, {
    required: true,
    minItems: 1,
    maxItems: QUERY_LIMITS.maxFunctions,
    what: EXPECTED.scoreFunctions,
  });
  const mark = itemMark();
  if (items !== undefined) {
    const base = at(path, "functions");
    for (let i = 0; i < items.length; i++) {
      const fn = checkFunction(ctx, items[i]!, at(base, i), depth);
      if (fn !== undefined) addItem(fn);
    }
  }
  const functions = takeItems<ScoreFunction>(mark);
  const scoreMode = readEnum(ctx, obj.scoreMode, "scoreMode", path, SCORE_MODES) ?? QUERY_DEFAULTS.scoreMode;
  const boostMode = readEnum(ctx, obj.boostMode, "boostMode", path, BOOST_MODES) ?? QUERY_DEFAULTS.boostMode;
  const maxBoost = readNumber(ctx, obj.maxBoost, "maxBoost", path, { bounds: NON_NEGATIVE }) ?? QUERY_DEFAULTS.maxBoost;
  const minScore = readNumber(ctx, obj.minScore, "minScore", path, { bounds: UNBOUNDED });
  if (ctx.errors !== start) return undefined;
  return {
    type: "functionScore",
    query: query ?? { type: "matchAll", boost: QUERY_DEFAULTS.boost, origin: { path } },
    functions,
    scoreMode,
    boostMode,
    maxBoost,
    ...(minScore !== undefined ? { minScore } : {}),
    origin: { path },
  };
}
