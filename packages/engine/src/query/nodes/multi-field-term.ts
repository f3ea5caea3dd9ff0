import type { MultiFieldTermNode } from "@oneindex/parser";
import { scaleScore } from "../../functions/clamp-score.js";
import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import { DisjunctionScorer } from "../cursors/disjunction-scorer.js";
import { ScaledScorer } from "../cursors/scaled-scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { disjunctionPlan, plansOf } from "../plan/score-plan.js";
import type { ScorePlan } from "../plan/score-plan.js";
import { stringTermWeight } from "../terms/string-term.js";
import type { WorkSite } from "../budget/work-budget.js";
import type { HighlightTerms, PrepareContext, Weight, ExecutionContext } from "../weight.js";

/** `multiFieldTerm`: a string `term` in each field; the best field's score (dis_max, tie breaker 0) × boost. */
export function prepareMultiFieldTerm(node: MultiFieldTermNode, ctx: PrepareContext): Weight {
  return new DisMaxWeight(
    node.fields.map((f) => stringTermWeight(ctx.state, f, node.value, 1, node)),
    node.boost,
    `multiFieldTerm(${node.fields.join(",")}:${node.value})`,
    node,
  );
}

/** The best of several weights' scores, times a boost. */
export class DisMaxWeight implements Weight {
  constructor(
    private readonly parts: readonly Weight[],
    private readonly boost: number,
    private readonly description: string,
    /** The node named when its merging runs out of budget. */
    private readonly site: WorkSite,
  ) {}
  scorer(exec: ExecutionContext): Scorer {
    return new ScaledScorer(
      new DisjunctionScorer(
        this.parts.map((p) => p.scorer(exec)),
        "max",
        1,
        { budget: exec.budget, site: this.site },
      ),
      this.boost,
    );
  }
  plan(exec: ExecutionContext): ScorePlan | undefined {
    const parts = plansOf(this.parts, exec);
    return parts === undefined ? undefined : disjunctionPlan("max", parts, this.boost);
  }
  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    const details = this.parts.map((p) => p.explain(doc, exec)).filter((e): e is Explanation => e !== undefined);
    if (details.length === 0) return undefined;
    const best = details.reduce((a, e) => Math.max(a, e.value), 0);
    return explanation(
      scaleScore(this.boost, best),
      `${this.description} = boost ${fmt(this.boost)} × max over fields ${fmt(best)}`,
      details,
    );
  }
  highlightTerms(out: HighlightTerms): void {
    for (const p of this.parts) p.highlightTerms(out);
  }
}
