import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import type { IndexState } from "../../store/index-state.js";
import type { TermField } from "../../store/term-field.js";
import { ConjunctionScorer } from "../cursors/conjunction-scorer.js";
import { EmptyScorer, NO_MORE } from "../cursors/scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { TermScorer } from "../cursors/term-scorer.js";
import { BM25_B, bm25, docNorm, idf, tfNorm } from "../scoring/bm25.js";
import type { TermStats } from "../scoring/bm25.js";
import { addHighlightTerm } from "../weight.js";
import type { ExecutionContext } from "../weight.js";
import type { HighlightTerms, Weight } from "../weight.js";
import type { WorkSite } from "../budget/work-budget.js";
import { phraseFrequency } from "./phrase-frequency.js";
import type { PhraseScratch, PhraseWork } from "./phrase-frequency.js";

/** Terms of a text field at relative positions within `slop`, scored `boost · Σidf · pf / (pf + k1 · norm)`. */
export class PhraseWeight implements Weight {
  /** Distinct terms and, per phrase term, its distinct-term index. */
  private readonly distinct: string[] = [];
  private readonly group: number[] = [];
  private readonly termNumbers: (number | undefined)[] = [];
  readonly sumIdf: number;
  private readonly stats: TermStats;

  constructor(
    private readonly state: IndexState,
    readonly fieldName: string,
    readonly field: TermField,
    /** The phrase's terms and their positions in the query (from 0, stop-word gaps kept). */
    readonly terms: readonly string[],
    readonly rel: readonly number[],
    readonly slop: number,
    readonly boost: number,
    /** The node the phrase came from (a `phrase`, or a `term` or `multiFieldTerm` whose text analysed to several tokens): cost errors name it. */
    readonly site: WorkSite,
  ) {
    let sum = 0;
    for (const t of terms) {
      let g = this.distinct.indexOf(t);
      if (g < 0) {
        g = this.distinct.length;
        this.distinct.push(t);
        this.termNumbers.push(field.dict.get(t));
      }
      this.group.push(g);
      const n = this.termNumbers[g];
      sum += idf(field.docCount, n === undefined ? 0 : field.df[n]!);
    }
    this.sumIdf = sum;
    this.stats = { weight: boost * sum, b: BM25_B, avgdl: field.avgLength(), lengths: field.lengths };
  }

  scorer(exec: ExecutionContext): Scorer {
    const cursors: TermScorer[] = [];
    for (const n of this.termNumbers) {
      if (n === undefined || this.field.df[n] === 0) return new EmptyScorer();
      cursors.push(new TermScorer(this.field.postingsOf(n), this.state.alive, this.stats));
    }
    return new PhraseScorer(cursors, this, { budget: exec.budget, site: this.site }, exec.scratch.phrase);
  }

  /** Phrase frequency of the doc the cursors are on; the positions decoded and the matching are charged to `work`. */
  frequency(cursors: readonly TermScorer[], work: PhraseWork, scratch: PhraseScratch): number {
    let decoded = 0;
    const byGroup = cursors.map((c) => {
      const positions = c.list.positionsOf(c.i);
      decoded += positions.length;
      return positions;
    });
    work.budget.spend(decoded, "position", work.site);
    const positions = this.group.map((g) => byGroup[g]!);
    return phraseFrequency(positions, this.rel, this.group, this.slop, work, scratch);
  }

  /** An upper bound of the phrase's scores. */
  get maxScore(): number {
    return this.stats.weight;
  }

  score(pf: number, doc: number): number {
    return bm25(this.stats.weight, pf, docNorm(this.stats, doc));
  }

  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    const s = this.scorer(exec);
    if (!(s instanceof PhraseScorer) || s.advance(doc) !== doc) return undefined;
    const pf = s.pf;
    return explanation(
      s.score(),
      `weight(${this.fieldName}:"${this.terms.join(" ")}"~${this.slop}) = boost ${fmt(this.boost)} × Σidf ${fmt(this.sumIdf)} × tf-norm ${fmt(tfNorm(pf, docNorm(this.stats, doc)))}`,
      [
        explanation(this.sumIdf, `Σidf over ${this.terms.length} phrase terms, N ${this.field.docCount}`),
        explanation(
          pf,
          `phrase frequency (Σ 1 / (1 + match length) over matches, slop ${this.slop}), dl ${this.field.lengths[doc]}, avgdl ${fmt(this.stats.avgdl)}`,
        ),
      ],
    );
  }

  highlightTerms(out: HighlightTerms): void {
    for (let g = 0; g < this.distinct.length; g++)
      if (this.termNumbers[g] !== undefined) addHighlightTerm(out, this.fieldName, this.distinct[g]!);
  }
}

/** Docs holding every term, kept when the phrase frequency is above 0. */
class PhraseScorer implements Scorer {
  doc = -1;
  pf = 0;
  readonly cost: number;
  private readonly conjunction: ConjunctionScorer;
  constructor(
    private readonly cursors: TermScorer[],
    private readonly weight: PhraseWeight,
    /** The call's budget, and this phrase's node. */
    private readonly work: PhraseWork,
    /** The index's phrase-matching buffers. */
    private readonly scratch: PhraseScratch,
  ) {
    this.conjunction = new ConjunctionScorer(cursors, [], work);
    this.cost = this.conjunction.cost;
  }
  private check(d: number): number {
    while (d !== NO_MORE) {
      this.pf = this.weight.frequency(this.cursors, this.work, this.scratch);
      if (this.pf > 0) return (this.doc = d);
      d = this.conjunction.next();
    }
    return (this.doc = NO_MORE);
  }
  next(): number {
    return this.check(this.conjunction.next());
  }
  advance(target: number): number {
    return this.check(this.conjunction.advance(target));
  }
  score(): number {
    return this.weight.score(this.pf, this.doc);
  }
  /** pf / (pf + k1 · norm) < 1, so boost · Σidf bounds the score. */
  maxScore(): number {
    return this.weight.maxScore;
  }
  setMinCompetitive(): void {}
}
