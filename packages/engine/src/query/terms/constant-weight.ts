import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import { DocSetScorer } from "../cursors/doc-set-scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { addHighlightTerm } from "../weight.js";
import type { HighlightTerms, Weight } from "../weight.js";

/** A materialised set of docs with a constant score (prefix, regex, range, exists, typed terms). */
export class ConstantWeight implements Weight {
  constructor(
    private readonly docs: Uint32Array,
    private readonly value: number,
    private readonly description: string,
    /** The terms matched, for highlights (text fields only). */
    private readonly highlight?: { readonly field: string; readonly terms: readonly string[] },
  ) {}

  scorer(): Scorer {
    return new DocSetScorer(this.docs, this.value);
  }

  explain(doc: number): Explanation | undefined {
    const s = this.scorer();
    if (s.advance(doc) !== doc) return undefined;
    return explanation(this.value, `${this.description}, constant score ${fmt(this.value)}`);
  }

  highlightTerms(out: HighlightTerms): void {
    if (this.highlight === undefined) return;
    for (const t of this.highlight.terms) addHighlightTerm(out, this.highlight.field, t);
  }
}
