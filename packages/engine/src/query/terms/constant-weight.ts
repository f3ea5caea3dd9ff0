import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import type { IndexState } from "../../store/index-state.js";
import type { TermField } from "../../store/term-field.js";
import { DocSetScorer, scanDocs } from "../cursors/doc-set-scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import type { ScorePlan, UnionLists } from "../plan/score-plan.js";
import { WorkBudget, type WorkCharge, type WorkSite } from "../budget/work-budget.js";
import { addHighlightTerm } from "../weight.js";
import type { DocMatcher, ExecutionContext, HighlightTerms, Weight } from "../weight.js";
import { unionDocs } from "./union-docs.js";

/** How a {@link ConstantWeight} finds its docs. */
export interface ConstantDocs {
  /** The sorted live docs, or a function making them on first need (charging the call that needs them). */
  readonly docs: Uint32Array | ((exec: ExecutionContext) => Uint32Array);
  /** A cheap per-doc test (column values) charging the call's budget: a filter checks candidates with it and never lists the docs. */
  readonly test?: (exec: ExecutionContext) => DocMatcher;
  /** The posting lists whose union the docs are (made on first need): term-at-a-time reads them instead of a listed set. */
  readonly lists?: () => UnionLists;
}

/**
 * A set of docs with a constant score (prefix, regex, range, exists, typed terms). The sorted doc
 * list is made only when a cursor needs it.
 */
export class ConstantWeight implements Weight {
  private listed: Uint32Array | undefined;
  private readonly make: ((exec: ExecutionContext) => Uint32Array) | undefined;

  constructor(
    private readonly source: ConstantDocs,
    private readonly value: number,
    private readonly description: string,
    /** The terms matched, for highlights (text fields only): listed when highlights are asked for. */
    private readonly highlight?: { readonly field: string; readonly terms: () => readonly string[] },
  ) {
    if (typeof source.docs === "function") this.make = source.docs;
    else this.listed = source.docs;
  }

  /** The sorted live docs (listed on first need, charged to that call). */
  docs(exec: ExecutionContext): Uint32Array {
    return (this.listed ??= this.make!(exec));
  }

  scorer(exec: ExecutionContext): Scorer {
    return new DocSetScorer(this.docs(exec), this.value);
  }

  plan(exec: ExecutionContext): ScorePlan {
    const lists = this.source.lists;
    if (lists !== undefined && this.listed === undefined) return { kind: "union", lists: lists(), value: this.value };
    return { kind: "docs", docs: this.docs(exec), value: this.value };
  }

  matcher(exec: ExecutionContext): DocMatcher | undefined {
    return this.source.test?.(exec);
  }

  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    const test = this.source.test;
    const matches = test !== undefined ? test(exec)(doc) : new DocSetScorer(this.docs(exec), this.value).advance(doc) === doc;
    if (!matches) return undefined;
    return explanation(this.value, `${this.description}, constant score ${fmt(this.value)}`);
  }

  highlightTerms(out: HighlightTerms): void {
    if (this.highlight === undefined) return;
    for (const t of this.highlight.terms()) addHighlightTerm(out, this.highlight.field, t);
  }
}

/**
 * A constant-score set defined by a per-doc column test made for a call's charge (`testFor`: the
 * values a test reads beyond a doc's first are charged through the column's accessors): listed
 * (one scan of the doc space, each doc charged as a `value`) only if a cursor needs it.
 */
export function columnTestWeight(
  state: IndexState,
  testFor: (charge: WorkCharge) => DocMatcher,
  value: number,
  description: string,
  site: WorkSite,
): ConstantWeight {
  const alive = state.alive;
  // One test for the weight's life, charging the budget of the execution running it: made once, so
  // the hot per-doc closures stay the ones the engine optimised (a test made per execution ran
  // filters ~1.4× slower), and pointed at each execution's budget as it starts (calls never interleave).
  const charge: { budget: WorkBudget; readonly site: WorkSite } = { budget: WorkBudget.unlimited(), site };
  const test = testFor(charge);
  const live: DocMatcher = (d) => alive[d] === 1 && test(d);
  return new ConstantWeight(
    {
      docs: (exec) => {
        charge.budget = exec.budget;
        exec.budget.spend(state.maxDoc, "value", site);
        return scanDocs(alive, state.maxDoc, test);
      },
      test: (exec) => {
        charge.budget = exec.budget;
        return live;
      },
    },
    value,
    description,
  );
}

/** The live docs holding any of a field's terms (prefix, regex, keyword range), with a constant score; on a text field, `highlightField` names the field the terms highlight. */
export function termUnionWeight(
  state: IndexState,
  field: TermField,
  termNumbers: readonly number[],
  value: number,
  description: string,
  highlightField?: string,
): ConstantWeight {
  const highlight =
    highlightField === undefined
      ? undefined
      : { field: highlightField, terms: () => (field.isText ? termNumbers.map((t) => field.terms[t]!) : []) };
  return new ConstantWeight(
    { docs: () => unionDocs(state, field, termNumbers), lists: () => field.postingsOfTerms(termNumbers) },
    value,
    description,
    highlight,
  );
}
