import type { BoolNode } from "@oneindex/parser";
import { scaleScore } from "../../functions/clamp-score.js";
import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import { AllScorer } from "../cursors/all-scorer.js";
import { ConjunctionScorer } from "../cursors/conjunction-scorer.js";
import { DisjunctionScorer } from "../cursors/disjunction-scorer.js";
import { materialise, WIDE_DISJUNCTION } from "../plan/materialise.js";
import { ExclusionScorer } from "../cursors/exclusion-scorer.js";
import { ReqOptScorer } from "../cursors/req-opt-scorer.js";
import { ScaledScorer } from "../cursors/scaled-scorer.js";
import { EmptyScorer } from "../cursors/scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { disjunctionPlan, plansOf, scaledPlan } from "../plan/score-plan.js";
import type { ScorePlan } from "../plan/score-plan.js";
import { prepareNode } from "../prepare-node.js";
import type { DocMatcher, HighlightTerms, PrepareContext, Weight, ExecutionContext } from "../weight.js";

/**
 * `bool`: all `must` and `filter`, no `mustNot`, at least `minimumShouldMatch` `should`; scores
 * `boost · (Σ must + Σ matching should)`. No clauses at all: every doc with score `boost`.
 */
export function prepareBool(node: BoolNode, ctx: PrepareContext): Weight {
  return new BoolWeight(
    node,
    ctx,
    node.must.map((n) => prepareNode(n, ctx)),
    node.should.map((n) => prepareNode(n, ctx)),
    node.mustNot.map((n) => prepareNode(n, ctx)),
    node.filter.map((n) => prepareNode(n, ctx)),
  );
}

class BoolWeight implements Weight {
  constructor(
    private readonly node: BoolNode,
    private readonly ctx: PrepareContext,
    private readonly must: readonly Weight[],
    private readonly should: readonly Weight[],
    private readonly mustNot: readonly Weight[],
    private readonly filter: readonly Weight[],
  ) {}

  /** At least one should must match when there is no must or filter clause, even if the node says 0 (Lucene's pure disjunction). */
  private get minimumShouldMatch(): number {
    const declared = this.node.minimumShouldMatch;
    return declared === 0 && this.should.length > 0 && this.must.length + this.filter.length === 0 ? 1 : declared;
  }

  private get empty(): boolean {
    return this.must.length + this.should.length + this.mustNot.length + this.filter.length === 0;
  }

  scorer(exec: ExecutionContext): Scorer {
    const { state } = this.ctx;
    if (this.empty) return new AllScorer(state.alive, state.maxDoc, this.node.boost);
    const msm = this.minimumShouldMatch;
    if (msm > this.should.length) return new EmptyScorer();
    const work = { budget: exec.budget, site: this.node };
    const scoring = this.must.map((w) => w.scorer(exec));
    const nonScoring = this.filter.map((w) => w.scorer(exec));
    let base: Scorer | undefined;
    if (msm > 0) {
      scoring.push(
        msm === 1
          ? this.anyOf(this.should, exec)
          : new DisjunctionScorer(
              this.should.map((w) => w.scorer(exec)),
              "sum",
              msm,
              work,
            ),
      );
      base = scoring.length + nonScoring.length === 1 ? scoring[0]! : new ConjunctionScorer(scoring, nonScoring, work);
    } else {
      if (scoring.length + nonScoring.length === 0) base = new AllScorer(state.alive, state.maxDoc, 0);
      else if (scoring.length === 1 && nonScoring.length === 0) base = scoring[0]!;
      else base = new ConjunctionScorer(scoring, nonScoring, work);
      if (this.should.length > 0) base = new ReqOptScorer(base, this.anyOf(this.should, exec), work);
    }
    if (this.mustNot.length > 0) {
      const excluded = this.mustNot.length === 1 ? this.mustNot[0]!.scorer(exec) : this.anyOf(this.mustNot, exec);
      base = new ExclusionScorer(base, excluded, work);
    }
    return this.node.boost === 1 ? base : new ScaledScorer(base, this.node.boost);
  }

  /** Docs any of `clauses` matches, scored by the sum: term at a time when wide and plannable, else merged by cursors. */
  private anyOf(clauses: readonly Weight[], exec: ExecutionContext): Scorer {
    if (clauses.length > WIDE_DISJUNCTION) {
      const parts = plansOf(clauses, exec);
      const wide = parts === undefined ? undefined : materialise(disjunctionPlan("sum", parts, 1), this.ctx.state, exec);
      if (wide !== undefined) return wide;
    }
    return new DisjunctionScorer(
      clauses.map((w) => w.scorer(exec)),
      "sum",
      1,
      { budget: exec.budget, site: this.node },
    );
  }

  /** Only `should` clauses (at least one matching), or one `must` alone: a disjunction plan. */
  plan(exec: ExecutionContext): ScorePlan | undefined {
    if (this.empty) return undefined;
    const msm = this.minimumShouldMatch;
    if (msm > this.should.length) return { kind: "none" };
    if (this.mustNot.length + this.filter.length > 0) return this.filteredPlan(exec);
    if (this.must.length === 1 && this.should.length === 0) {
      const p = this.must[0]!.plan?.(exec);
      return p === undefined ? undefined : scaledPlan(p, this.node.boost);
    }
    if (this.must.length > 0 || msm !== 1) return undefined;
    const parts = plansOf(this.should, exec);
    return parts === undefined ? undefined : scaledPlan(disjunctionPlan("sum", parts, 1), this.node.boost);
  }

  /** One `must` whose docs `filter` and `mustNot` clauses test one by one (column tests): the must's plan, checked doc by doc. */
  private filteredPlan(exec: ExecutionContext): ScorePlan | undefined {
    if (this.must.length !== 1 || this.should.length > 0) return undefined;
    const child = this.must[0]!.plan?.(exec);
    if (child === undefined) return undefined;
    const required: DocMatcher[] = [];
    const excluded: DocMatcher[] = [];
    for (const w of this.filter) {
      const t = w.matcher?.(exec);
      if (t === undefined) return undefined;
      required.push(t);
    }
    for (const w of this.mustNot) {
      const t = w.matcher?.(exec);
      if (t === undefined) return undefined;
      excluded.push(t);
    }
    const boost = this.node.boost;
    return {
      kind: "rescore",
      child,
      rescore: (doc, score) => {
        for (const t of required) if (!t(doc)) return undefined;
        for (const t of excluded) if (t(doc)) return undefined;
        return boost === 1 ? score : scaleScore(boost, score);
      },
    };
  }

  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    const { state } = this.ctx;
    if (state.alive[doc] !== 1) return undefined;
    if (this.empty)
      return explanation(this.node.boost, `bool with no clauses matches every document, constant score ${fmt(this.node.boost)}`);
    const details: Explanation[] = [];
    let sum = 0;
    for (const w of this.must) {
      const e = w.explain(doc, exec);
      if (e === undefined) return undefined;
      details.push(e);
      sum += e.value;
    }
    for (const w of this.filter) {
      const e = w.explain(doc, exec);
      if (e === undefined) return undefined;
      details.push(explanation(0, "filter clause matches (scores nothing)", [e]));
    }
    for (const w of this.mustNot) if (w.explain(doc, exec) !== undefined) return undefined;
    let matched = 0;
    for (const w of this.should) {
      const e = w.explain(doc, exec);
      if (e === undefined) continue;
      matched++;
      details.push(e);
      sum += e.value;
    }
    if (matched < this.minimumShouldMatch) return undefined;
    return explanation(
      scaleScore(this.node.boost, sum),
      `bool = boost ${fmt(this.node.boost)} × sum of ${details.length} matching clauses (${matched} of ${this.should.length} should, minimum ${this.minimumShouldMatch})`,
      details,
    );
  }

  highlightTerms(out: HighlightTerms): void {
    for (const w of [...this.must, ...this.should, ...this.filter]) w.highlightTerms(out);
  }
}
