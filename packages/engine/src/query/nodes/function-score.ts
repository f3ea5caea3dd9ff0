import type { FunctionScoreNode, ScoreFunction } from "@oneindex/parser";
import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import {
  applyBoostMode,
  applyModifier,
  capFunctionScore,
  combineFunctions,
  decayFunction,
  effectiveScoreMode,
  haversineKm,
  MS_PER_DAY,
  scaleScore,
} from "../../functions/index.js";
import type { IndexState } from "../../store/index-state.js";
import { NO_MORE } from "../cursors/scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { prepareNode } from "../prepare-node.js";
import { DISTANCE_VALUES, type WorkBudget, type WorkCharge } from "../budget/work-budget.js";
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

/**
 * One function on a doc: writes its value (already times its weight) to `out[at]` and says whether
 * it applies. Through a typed array rather than a returned number, so that a value (a double) is
 * never boxed on its way out of the call.
 */
type FunctionValue = (doc: number, out: Float64Array, at: number, charge: WorkCharge) => boolean;

/**
 * `f` bound to its field's column once, so a doc's value is read straight from the column (a doc
 * with one value, the common case, allocates nothing). The same arithmetic, in the same order, as
 * `fieldValueFactor` and `decayOfValues` over the doc's values.
 */
function functionValue(state: IndexState, f: ScoreFunction): FunctionValue {
  /** A function with the same value on every doc (`undefined`: it applies to none). */
  const constant = (value: number | undefined): FunctionValue =>
    value === undefined
      ? () => false
      : (_doc, out, at) => {
          out[at] = value;
          return true;
        };
  if (f.type === "weight") return constant(f.weight);
  const n = state.table.numbers.get(f.field);
  const store = n === undefined ? undefined : state.stores[n];
  const weight = f.weight ?? 1;
  if (f.type === "fieldValueFactor") {
    const { factor, modifier, missing } = f;
    const of = (v: number): number => scaleScore(weight, applyModifier(modifier, factor * v));
    const ofMissing = missing === undefined ? undefined : of(missing);
    if (store?.kind === "numbers") {
      // The smallest value is the column's min (NaN when missing).
      const column = store.column;
      return (doc, out, at) => {
        const v = column.min[doc];
        if (v === undefined || Number.isNaN(v)) {
          if (ofMissing === undefined) return false;
          out[at] = ofMissing;
        } else out[at] = of(v);
        return true;
      };
    }
    if (store?.kind === "booleans") {
      const column = store.column;
      const ofFalse = of(0);
      const ofTrue = of(1);
      return (doc, out, at) => {
        const b = column.bits[doc] ?? 0;
        if (b & 1) out[at] = ofFalse;
        else if (b & 2) out[at] = ofTrue;
        else if (ofMissing === undefined) return false;
        else out[at] = ofMissing;
        return true;
      };
    }
    return constant(ofMissing);
  }
  const { type: kind, scale, offset, decay } = f;
  const o = f.origin;
  const decayOf = decayFunction(kind, scale, offset, decay);
  const decayed = (nearest: number): number => scaleScore(weight, decayOf(nearest));
  // A doc without a value gets 1 (Elasticsearch: distance 0), before its weight.
  const none = scaleScore(weight, 1);
  if (o.kind === "geo") {
    if (store?.kind !== "geo") return constant(none);
    const column = store.column;
    return (doc, out, at, charge) => {
      // A point's distance is a haversine, charged as the geoDistance aggregation charges it.
      const multi = column.many(doc, charge, DISTANCE_VALUES);
      if (multi !== undefined) {
        let nearest = Infinity;
        for (let i = 0; i < multi.length; i++) {
          const p = multi[i]!;
          const km = Math.abs(haversineKm(o.lat, o.lng, p.lat, p.lng));
          if (km < nearest) nearest = km;
        }
        out[at] = decayed(nearest);
        return true;
      }
      const lat = column.lat[doc];
      out[at] = lat === undefined || Number.isNaN(lat) ? none : decayed(Math.abs(haversineKm(o.lat, o.lng, lat, column.lng[doc]!)));
      return true;
    };
  }
  const unit = o.kind === "date" ? MS_PER_DAY : 1;
  const origin = o.value;
  if (store?.kind === "numbers") {
    const column = store.column;
    return (doc, out, at, charge) => {
      const v = column.min[doc];
      if (v === undefined || Number.isNaN(v)) {
        out[at] = none;
        return true;
      }
      // A doc whose values are all one (min = max), the common case, never looks in the side table.
      const multi = v === column.max[doc] ? undefined : column.many(doc, charge);
      if (multi !== undefined) {
        // The nearest value found by a compare per value, divided by the unit once: the same float
        // as the least of the quotients (division by a positive constant keeps the order), at a
        // third of the time of Math.min over an iterator, which ran past its `value` charge.
        let nearest = Infinity;
        for (let i = 0; i < multi.length; i++) {
          const d = Math.abs(multi[i]! - origin);
          if (d < nearest) nearest = d;
        }
        out[at] = decayed(nearest / unit);
        return true;
      }
      out[at] = decayed(Math.abs((v - origin) / unit));
      return true;
    };
  }
  if (store?.kind === "booleans") {
    const column = store.column;
    return (doc, out, at) => {
      const values = column.values(doc);
      if (values.length === 0) out[at] = none;
      else {
        let nearest = Infinity;
        for (const v of values) nearest = Math.min(nearest, Math.abs((v - origin) / unit));
        out[at] = decayed(nearest);
      }
      return true;
    };
  }
  return constant(none);
}

/**
 * What scoring one doc with `f` costs, in `functionDoc` steps: a geo decay two (the haversine's
 * trigonometry: measured 130–180 ns against 60–110 for a numeric decay or field value factor), a
 * constant weight an eighth, any other one.
 */
function functionSteps(f: ScoreFunction): number {
  if (f.type === "weight") return 1 / 8;
  if (f.type !== "fieldValueFactor" && f.origin.kind === "geo") return 2;
  return 1;
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

class FunctionScoreWeight implements Weight {
  private readonly mode;
  /** Each function bound to its column. */
  private readonly values: readonly FunctionValue[];
  /** The last charge made for a budget (one per execution), so the per-doc path allocates none. */
  private charge: WorkCharge | undefined;
  private chargeOf(budget: WorkBudget): WorkCharge {
    if (this.charge?.budget !== budget) this.charge = { budget, site: this.node };
    return this.charge;
  }

  /** The `functionDoc` steps one doc costs (see {@link functionSteps}). */
  private readonly stepsPerDoc: number;
  constructor(
    readonly node: FunctionScoreNode,
    state: IndexState,
    private readonly query: Weight,
    private readonly filters: readonly (Weight | undefined)[],
  ) {
    this.mode = effectiveScoreMode(node);
    this.values = node.functions.map((f) => functionValue(state, f));
    this.stepsPerDoc = node.functions.reduce((steps, f) => steps + functionSteps(f), 0);
    this.scratchValues = new Float64Array(node.functions.length);
    this.scratchWeights = new Float64Array(node.functions.length);
  }

  /**
   * Writes the values and weights of the functions that apply to `doc` to `values[0, n)` and
   * `weights[0, n)` (and their positions to `indexes`), charging their `functionDoc`s to `budget`;
   * returns n.
   */
  private applying(
    doc: number,
    filterMatches: (i: number) => boolean,
    budget: WorkBudget,
    values: Float64Array,
    weights: Float64Array,
    indexes?: number[],
  ): number {
    const fs = this.node.functions;
    budget.spend(this.stepsPerDoc, "functionDoc", this.node);
    const charge = this.chargeOf(budget);
    let n = 0;
    for (let i = 0; i < fs.length; i++) {
      if (fs[i]!.filter !== undefined && !filterMatches(i)) continue;
      if (!this.values[i]!(doc, values, n, charge)) continue;
      weights[n++] = fs[i]!.weight ?? 1;
      indexes?.push(i);
    }
    return n;
  }

  /** The final score of a doc from its query score, with `filterMatches(i)` telling whether function i's filter matches. */
  combine(
    doc: number,
    queryScore: number,
    filterMatches: (i: number) => boolean,
    budget: WorkBudget,
  ): { score: number; functionScore: number; applied: number; values: number[]; indexes: number[] } {
    const indexes: number[] = [];
    const values = new Float64Array(this.values.length);
    const weights = new Float64Array(this.values.length);
    const n = this.applying(doc, filterMatches, budget, values, weights, indexes);
    const functionScore = capFunctionScore(combineFunctions(this.mode, values, weights, n), this.node.maxBoost);
    return {
      score: applyBoostMode(this.node.boostMode, queryScore, functionScore),
      functionScore,
      applied: n,
      values: Array.from(values.subarray(0, n)),
      indexes,
    };
  }

  /** The per-doc path's scratch: one slot per function. */
  private readonly scratchValues: Float64Array;
  private readonly scratchWeights: Float64Array;

  /** {@link combine}'s score alone, without building the explanation's lists (the per-doc path). */
  scoreOf(doc: number, queryScore: number, filterMatches: (i: number) => boolean, budget: WorkBudget): number {
    const values = this.scratchValues;
    const n = this.applying(doc, filterMatches, budget, values, this.scratchWeights);
    return applyBoostMode(
      this.node.boostMode,
      queryScore,
      capFunctionScore(combineFunctions(this.mode, values, this.scratchWeights, n), this.node.maxBoost),
    );
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
      const t = f.matcher?.(exec);
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
  /** The doc whose score {@link current} holds (-1: none yet). */
  private scored = -1;
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
  /**
   * Moves to `d`, or past it to the first doc whose score reaches `minScore`. Without a `minScore`
   * the functions run only when {@link score} is asked: a cursor under `mustNot` or `filter`, or
   * one only counted, never pays for them.
   */
  private settle(d: number): number {
    const minScore = this.weight.node.minScore;
    if (minScore === undefined) return (this.doc = d);
    while (d !== NO_MORE) {
      this.doc = d;
      this.current = this.weight.scoreOf(d, this.query.score(), this.filterMatches, this.budget);
      this.scored = d;
      if (this.current >= minScore) return d;
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
    if (this.scored !== this.doc) {
      this.current = this.weight.scoreOf(this.doc, this.query.score(), this.filterMatches, this.budget);
      this.scored = this.doc;
    }
    return this.current;
  }
  /** Functions can raise scores without a known bound: never pruned. */
  maxScore(): number {
    return Infinity;
  }
  setMinCompetitive(): void {}
}
