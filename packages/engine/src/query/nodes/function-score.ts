import type { FunctionScoreNode, ScoreFunction } from "@oneindex/parser";
import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import { applyBoostMode, capFunctionScore, combineFunctions, decayOfValues, effectiveScoreMode, fieldValueFactor, haversineKm, MS_PER_DAY, scaleScore } from "../../functions/index.js";
import type { IndexState } from "../../index/index-state.js";
import { NO_MORE } from "../cursors/scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { prepareNode } from "../prepare-node.js";
import type { WorkBudget } from "../budget/work-budget.js";
import type { ScorePlan } from "../plan/score-plan.js";
import type { DocMatcher, HighlightTerms, PrepareContext, Weight, ExecutionContext } from "../weight.js";

/** `functionScore`: Elasticsearch's `function_score` over its `query` (math in src/functions). */
export function prepareFunctionScore(node: FunctionScoreNode, ctx: PrepareContext): Weight {
  return new FunctionScoreWeight(
    node,
    ctx.state,
    prepareNode(node.query, ctx),
    node.functions.map((f) => (f.filter === undefined ? undefined : prepareNode(f.filter, ctx))),
  );
}

/** One function's value on a doc (already times its weight), or undefined when it does not apply. */
function functionValue(state: IndexState, f: ScoreFunction, doc: number): number | undefined {
  switch (f.type) {
    case "weight":
      return f.weight;
    case "fieldValueFactor": {
      const v = fieldValueFactor(numericValues(state, f.field, doc), f.factor, f.modifier, f.missing);
      return v === undefined ? undefined : scaleScore(f.weight ?? 1, v);
    }
    case "gauss":
    case "exp":
    case "linear": {
      const o = f.origin;
      const n = state.table.numbers.get(f.field);
      const store = n === undefined ? undefined : state.stores[n];
      let distances: number[] = [];
      if (o.kind === "geo") {
        if (store?.kind === "geo") distances = store.column.points(doc).map((p) => haversineKm(o.lat, o.lng, p.lat, p.lng));
      } else {
        const scale = o.kind === "date" ? MS_PER_DAY : 1;
        distances = numericValues(state, f.field, doc).map((v) => (v - o.value) / scale);
      }
      return scaleScore(f.weight ?? 1, decayOfValues(f.type, distances, f.scale, f.offset, f.decay));
    }
  }
}

/** A function in words, for explanations. */
function describeFunction(f: ScoreFunction): string {
  const weight = f.weight === undefined || f.type === "weight" ? "" : ` × weight ${fmt(f.weight)}`;
  switch (f.type) {
    case "weight":
      return `weight ${fmt(f.weight)}${f.filter === undefined ? "" : " (filter matches)"}`;
    case "fieldValueFactor":
      return `fieldValueFactor ${f.modifier}(${fmt(f.factor)} × ${f.field})${f.missing === undefined ? "" : `, missing ${fmt(f.missing)}`}${weight}`;
    default: {
      const o = f.origin;
      const origin = o.kind === "geo" ? `(${o.lat}, ${o.lng})` : o.kind === "date" ? o.text : fmt(o.value);
      return `${f.type} decay of ${f.field} from ${origin}, scale ${fmt(f.scale)}${o.kind === "geo" ? " km" : o.kind === "date" ? " days" : ""}, offset ${fmt(f.offset)}, decay ${fmt(f.decay)}${weight}`;
    }
  }
}

/** A doc's values of a numeric, date (epoch ms) or boolean (0/1) field. */
function numericValues(state: IndexState, field: string, doc: number): readonly number[] {
  const n = state.table.numbers.get(field);
  const store = n === undefined ? undefined : state.stores[n];
  if (store?.kind === "numbers") return store.column.values(doc);
  if (store?.kind === "booleans") return store.column.values(doc);
  return [];
}

class FunctionScoreWeight implements Weight {
  private readonly mode;
  constructor(
    readonly node: FunctionScoreNode,
    private readonly state: IndexState,
    private readonly query: Weight,
    private readonly filters: readonly (Weight | undefined)[],
  ) {
    this.mode = effectiveScoreMode(node);
  }

  /** Fills `values` and `weights` (and `indexes`) with the functions that apply to `doc`, charging one `functionDoc` per function to `budget`. */
  private applying(doc: number, filterMatches: (i: number) => boolean, budget: WorkBudget, values: number[], weights: number[], indexes?: number[]): void {
    const fs = this.node.functions;
    budget.spend(fs.length, "functionDoc", this.node);
    for (let i = 0; i < fs.length; i++) {
      if (fs[i]!.filter !== undefined && !filterMatches(i)) continue;
      const v = functionValue(this.state, fs[i]!, doc);
      if (v === undefined) continue;
      values.push(v);
      weights.push(fs[i]!.weight ?? 1);
      indexes?.push(i);
    }
  }

  /** The final score of a doc from its query score, with `filterMatches(i)` telling whether function i's filter matches. */
  combine(doc: number, queryScore: number, filterMatches: (i: number) => boolean, budget: WorkBudget): { score: number; functionScore: number; applied: number; values: number[]; indexes: number[] } {
    const indexes: number[] = [];
    const values: number[] = [];
    this.applying(doc, filterMatches, budget, values, [], indexes);
    const weights = indexes.map((i) => this.node.functions[i]!.weight ?? 1);
    const functionScore = capFunctionScore(combineFunctions(this.mode, values, weights), this.node.maxBoost);
    return { score: applyBoostMode(this.node.boostMode, queryScore, functionScore), functionScore, applied: values.length, values, indexes };
  }

  private readonly scratchValues: number[] = [];
  private readonly scratchWeights: number[] = [];

  /** {@link combine}'s score alone, without building the explanation's lists (the per-doc path). */
  scoreOf(doc: number, queryScore: number, filterMatches: (i: number) => boolean, budget: WorkBudget): number {
    const values = this.scratchValues;
    const weights = this.scratchWeights;
    values.length = 0;
    weights.length = 0;
    this.applying(doc, filterMatches, budget, values, weights);
    return applyBoostMode(this.node.boostMode, queryScore, capFunctionScore(combineFunctions(this.mode, values, weights), this.node.maxBoost));
  }

  scorer(exec: ExecutionContext): Scorer {
    return new FunctionScoreScorer(
      this,
      exec.budget,
      this.query.scorer(exec),
      this.filters.map((w) => w?.scorer(exec)),
    );
  }

  /** The query's plan rescored doc by doc, when every function filter can test a doc (or there is none). */
  plan(exec: ExecutionContext): ScorePlan | undefined {
    const child = this.query.plan?.(exec);
    if (child === undefined) return undefined;
    const tests: (DocMatcher | undefined)[] = [];
    for (const f of this.filters) {
      if (f === undefined) {
        tests.push(undefined);
        continue;
      }
      const t = f.matcher?.();
      if (t === undefined) return undefined;
      tests.push(t);
    }
    const minScore = this.node.minScore;
    return {
      kind: "rescore",
      child,
      rescore: (doc, score) => {
        const s = this.scoreOf(doc, score, (i) => tests[i]!(doc), exec.budget);
        return minScore === undefined || s >= minScore ? s : undefined;
      },
    };
  }

  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    const q = this.query.explain(doc, exec);
    if (q === undefined) return undefined;
    const r = this.combine(doc, q.value, (i) => this.filters[i]!.explain(doc, exec) !== undefined, exec.budget);
    if (this.node.minScore !== undefined && !(r.score >= this.node.minScore)) return undefined;
    return explanation(r.score, `functionScore = ${this.node.boostMode}(query ${fmt(q.value)}, functions ${fmt(r.functionScore)})`, [
      q,
      explanation(
        r.functionScore,
        `${this.mode} of ${r.applied} applying functions, capped at maxBoost ${fmt(this.node.maxBoost)}`,
        r.values.map((v, k) => explanation(v, describeFunction(this.node.functions[r.indexes[k]!]!))),
      ),
    ]);
  }

  highlightTerms(out: HighlightTerms): void {
    this.query.highlightTerms(out);
  }
}

class FunctionScoreScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  private current = 0;
  constructor(
    private readonly weight: FunctionScoreWeight,
    private readonly budget: WorkBudget,
    private readonly query: Scorer,
    private readonly filters: readonly (Scorer | undefined)[],
  ) {
    this.cost = query.cost;
  }
  private filterMatches = (i: number): boolean => {
    const f = this.filters[i]!;
    if (f.doc < this.doc) f.advance(this.doc);
    return f.doc === this.doc;
  };
  private settle(d: number): number {
    const minScore = this.weight.node.minScore;
    while (d !== NO_MORE) {
      this.doc = d;
      this.current = this.weight.scoreOf(d, this.query.score(), this.filterMatches, this.budget);
      if (minScore === undefined || this.current >= minScore) return d;
      d = this.query.next();
    }
    return (this.doc = NO_MORE);
  }
  next(): number {
    return this.settle(this.query.next());
  }
  advance(target: number): number {
    return this.settle(this.query.advance(target));
  }
  score(): number {
    return this.current;
  }
  /** Functions can raise scores without a known bound: never pruned. */
  maxScore(): number {
    return Infinity;
  }
  setMinCompetitive(): void {}
}
