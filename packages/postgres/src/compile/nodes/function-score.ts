import type { BoostMode, FunctionScoreNode, ScoreFunction } from "@oneindex/parser";
import type { CompileContext } from "../context.js";
import { decaySql } from "../functions/decay.js";
import { fieldValueFactorSql } from "../functions/field-value-factor.js";
import { clampedSql } from "../functions/field-value.js";

/** One function's weighted value for the row `t` and query row `q`, or NULL where it does not apply. */
function functionValue(fn: ScoreFunction, ctx: CompileContext): { value: string; weight: string } {
  const weight = fn.weight === undefined ? "1::float8" : ctx.params.add(fn.weight, "float8");
  let raw: string;
  const conditions: string[] = [];
  if (fn.type === "weight") raw = weight;
  else if (fn.type === "fieldValueFactor") {
    const fvf = fieldValueFactorSql(fn, ctx);
    raw = fvf.value;
    if (fvf.applies !== undefined) conditions.push(fvf.applies);
  } else raw = decaySql(fn, ctx);
  const weighted = fn.type === "weight" || fn.weight === undefined ? raw : clampedSql(`(${raw})::numeric * ${weight}::numeric`);
  if (fn.filter !== undefined) conditions.push(`EXISTS (SELECT 1 FROM (${ctx.compile(fn.filter)}) ff WHERE ff.doc = q.doc)`);
  return { value: conditions.length === 0 ? weighted : `CASE WHEN ${conditions.join(" AND ")} THEN ${weighted} END`, weight };
}

/** How the query score meets the combined function value, in numeric (see `clampedSql`). */
const BOOST_MODES: { readonly [M in BoostMode]: (qs: string, f: string) => string } = {
  multiply: (qs, f) => `${qs} * ${f}`,
  replace: (_qs, f) => f,
  sum: (qs, f) => `${qs} + ${f}`,
  avg: (qs, f) => `(${qs} + ${f}) / 2`,
  max: (qs, f) => `greatest(${qs}, ${f})`,
  min: (qs, f) => `least(${qs}, ${f})`,
};

/**
 * `functionScore`: Elasticsearch's `function_score` as the engine computes it (SEMANTICS.md):
 * applying functions combined by `scoreMode` (1 when none applies), capped at `maxBoost`, met with
 * the query score by `boostMode`, documents under `minScore` dropped.
 */
export function compileFunctionScore(node: FunctionScoreNode, ctx: CompileContext): string {
  const query = ctx.compile(node.query);
  const fns = node.functions.map((fn) => functionValue(fn, ctx));
  const values = fns.map((f) => f.value);
  const single = node.functions.length === 1 && node.functions[0]!.filter === undefined;
  const none = values.map((v) => `${v} IS NULL`).join(" AND ");
  // Σ w_i over the applying functions (w_i: the weight, or 1): Elasticsearch's weightSum check for `sum` and `avg`.
  const weightSum = fns.map((f) => `CASE WHEN ${f.value} IS NULL THEN 0::float8 ELSE ${f.weight} END`).join(" + ");
  let combined: string;
  if (values.length === 0) combined = "1::float8";
  else if (single) combined = `coalesce(${values[0]}, 1::float8)`;
  else
    switch (node.scoreMode) {
      case "multiply":
        combined = clampedSql(values.map((v) => `coalesce(${v}, 1::float8)::numeric`).join(" * "));
        break;
      case "sum":
        combined = `CASE WHEN ${none} OR (${weightSum}) = 0 THEN 1::float8 ELSE ${clampedSql(values.map((v) => `coalesce(${v}, 0::float8)::numeric`).join(" + "))} END`;
        break;
      case "avg": {
        combined = `CASE WHEN ${none} OR (${weightSum}) = 0 THEN 1::float8 ELSE ${clampedSql(`(${values.map((v) => `coalesce(${v}, 0::float8)::numeric`).join(" + ")}) / (${weightSum})::numeric`)} END`;
        break;
      }
      case "first":
        combined = `coalesce(${values.join(", ")}, 1::float8)`;
        break;
      case "max":
        combined = `coalesce(greatest(${values.join(", ")}), 1::float8)`;
        break;
      case "min":
        combined = `coalesce(least(${values.join(", ")}), 1::float8)`;
        break;
    }
  const capped = `least(${combined}, ${ctx.params.add(node.maxBoost, "float8")})`;
  const final = clampedSql(BOOST_MODES[node.boostMode]("q.score::numeric", "x.f::numeric"));
  const minScore = node.minScore === undefined ? "" : ` WHERE ${final} >= ${ctx.params.add(node.minScore, "float8")}`;
  return `SELECT q.doc, ${final} AS score FROM (${query}) q JOIN ${ctx.layout.main} t ON t.${ctx.layout.id.columns[0]} = q.doc, LATERAL (SELECT ${capped} AS f) x${minScore}`;
}
