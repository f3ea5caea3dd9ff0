import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import type { IndexState } from "../../store/index-state.js";
import type { TermField } from "../../store/term-field.js";
import { EmptyScorer } from "../cursors/scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { TermScorer } from "../cursors/term-scorer.js";
import { BM25_B, docNorm, idf, normTable, tfNorm, tfNormDescription } from "../scoring/bm25.js";
import type { TermStats } from "../scoring/bm25.js";
import type { ScorePlan } from "../plan/score-plan.js";
import { addHighlightTerm } from "../weight.js";
import type { ExecutionContext, HighlightTerms, Weight } from "../weight.js";

/** Options of a {@link TermWeight}: a boost, and for fuzzy expansions a blended document frequency. */
export interface TermWeightOptions {
  readonly boost: number;
  /** Use this document frequency instead of the term's own (fuzzy's blended statistics). */
  readonly docFreq?: number;
}

/** One term of one field scored with BM25: statistics (idf, avgdl) bound when made. */
export class TermWeight implements Weight {
  readonly termNumber: number | undefined;
  readonly stats: TermStats;
  readonly idf: number;
  readonly docFreq: number;

  constructor(
    private readonly state: IndexState,
    readonly fieldName: string,
    readonly field: TermField,
    readonly term: string,
    readonly options: TermWeightOptions,
  ) {
    this.termNumber = field.dict.get(term);
    this.docFreq = options.docFreq ?? (this.termNumber === undefined ? 0 : field.df[this.termNumber]!);
    this.idf = idf(field.docCount, this.docFreq);
    this.stats = {
      weight: options.boost * this.idf,
      b: BM25_B,
      avgdl: field.avgLength(),
      lengths: field.isText ? field.lengths : undefined,
      norms: field.isText ? normTable(field, BM25_B) : undefined,
    };
  }

  /** Whether any live doc holds the term. */
  get exists(): boolean {
    return this.termNumber !== undefined && this.field.df[this.termNumber]! > 0;
  }

  /** Term cursors need nothing from the execution. */
  scorer(_exec?: ExecutionContext): Scorer {
    if (!this.exists) return new EmptyScorer();
    return new TermScorer(this.field.postingsOf(this.termNumber!), this.state.alive, this.stats);
  }

  plan(): ScorePlan {
    if (!this.exists) return { kind: "none" };
    return { kind: "term", list: this.field.postingsOf(this.termNumber!), stats: this.stats };
  }

  termScorer(): TermScorer | undefined {
    if (!this.exists) return undefined;
    return new TermScorer(this.field.postingsOf(this.termNumber!), this.state.alive, this.stats);
  }

  /** Term cursors need nothing from the execution. */
  explain(doc: number, _exec?: ExecutionContext): Explanation | undefined {
    const s = this.termScorer();
    if (s === undefined || s.advance(doc) !== doc) return undefined;
    const tf = s.tf();
    const norm = tfNorm(tf, docNorm(this.stats, doc));
    const score = s.score();
    const dl = this.field.isText ? this.field.lengths[doc]! : 1;
    return explanation(
      score,
      `weight(${this.fieldName}:${this.term}) = boost ${fmt(this.options.boost)} × idf ${fmt(this.idf)} × tf-norm ${fmt(norm)}`,
      [
        explanation(
          this.idf,
          `idf = ln(1 + (N − n + 0.5) / (n + 0.5)) with N ${this.field.docCount} docs with the field, n ${this.docFreq} docs with the term${this.options.docFreq === undefined ? "" : " (blended)"}`,
        ),
        explanation(norm, tfNormDescription(tf, this.stats, this.field.isText ? dl : undefined)),
      ],
    );
  }

  highlightTerms(out: HighlightTerms): void {
    if (this.field.isText && this.exists) addHighlightTerm(out, this.fieldName, this.term);
  }
}
