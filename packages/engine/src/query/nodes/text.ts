import type { TextNode } from "@oneindex/parser";
import { scaleScore } from "../../functions/clamp-score.js";
import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import { ConjunctionScorer } from "../cursors/conjunction-scorer.js";
import { DisjunctionScorer } from "../cursors/disjunction-scorer.js";
import { ScaledScorer } from "../cursors/scaled-scorer.js";
import { EmptyScorer } from "../cursors/scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { disjunctionPlan, scaledPlan } from "../plan/score-plan.js";
import { materialise, WIDE_DISJUNCTION } from "../plan/materialise.js";
import type { IndexState } from "../../store/index-state.js";
import type { ScorePlan } from "../plan/score-plan.js";
import type { Token } from "../../analysis/token.js";
import type { TermField } from "../../store/term-field.js";
import { termFieldOf } from "../terms/string-term.js";
import { TermWeight } from "../terms/term-weight.js";
import type { HighlightTerms, PrepareContext, Weight, ExecutionContext } from "../weight.js";

/**
 * `text`: the text analysed once per field (each field's analyser); query term i is the word at
 * position i, with per field the term that field's analyser gives it (absent where it was dropped, or
 * where it repeats the term of an earlier word in that field: a repeated word counts once).
 * Score `boost · Σ_words max_fields BM25_f(term)`; `and` needs every word in some field, `or` one.
 */
export function prepareText(node: TextNode, ctx: PrepareContext): Weight {
  // Each field's tokens, analysed once per analyser (fields sharing one share its tokens). The
  // lists here are sized when made: this runs on every call, and an array grown by `push` from
  // empty takes 17 slots at once (a single-word search's lists were a fifth of its garbage).
  const names = node.fields;
  const fields: (TermField | undefined)[] = new Array(names.length);
  const tokensOf: (Token[] | undefined)[] = new Array(names.length);
  let positions = 0;
  for (let f = 0; f < names.length; f++) {
    const field = termFieldOf(ctx.state, names[f]!);
    if (field === undefined || !field.isText) continue;
    fields[f] = field;
    let tokens: Token[] | undefined;
    for (let g = 0; g < f && tokens === undefined; g++) if (fields[g]?.analyzer === field.analyzer) tokens = tokensOf[g];
    tokens ??= field.analyzer.analyze(node.text);
    tokensOf[f] = tokens;
    for (const tok of tokens) if (tok.position >= positions) positions = tok.position + 1;
  }
  // Per position, its term weights (positions of removed stop words stay empty).
  const words: (TermWeight[] | undefined)[] = new Array(positions);
  let postings = 0;
  let filled = 0;
  for (let f = 0; f < names.length; f++) {
    const field = fields[f];
    const tokens = tokensOf[f];
    if (field === undefined || tokens === undefined) continue;
    // A repeated word counts once: a term already taken from an earlier position of this field is skipped.
    const seen = tokens.length > SCAN_REPEATS ? new Set<string>() : undefined;
    for (let t = 0; t < tokens.length; t++) {
      const tok = tokens[t]!;
      if (seen !== undefined ? seen.has(tok.term) : repeats(tokens, t)) continue;
      seen?.add(tok.term);
      const w = new TermWeight(ctx.state, names[f]!, field, tok.term, UNBOOSTED);
      // The postings its terms will read, charged once here (never per posting on the hot path).
      if (w.termNumber !== undefined) postings += field.df[w.termNumber]!;
      const list = words[tok.position];
      if (list === undefined) {
        words[tok.position] = newList(w, names.length - f);
        filled++;
      } else list.push(w);
    }
  }
  ctx.budget.spend(postings, "posting", node);
  return new TextWeight(node, filled === positions ? (words as TermWeight[][]) : words.filter((w) => w !== undefined), ctx.state);
}

/** Texts of at most this many tokens find repeats by scanning (cheaper than a set for a short query). */
const SCAN_REPEATS = 16;

const UNBOOSTED = { boost: 1 } as const;

/**
 * A list holding `first`, with room for `room` items in all: `push` into a list made by a literal
 * grows it to 17 slots at once, which for a query's few fields is most of the list.
 */
function newList<T>(first: T, room: number): T[] {
  const list = new Array<T>(room);
  list.length = 1;
  list[0] = first;
  return list;
}

/** Whether token `t`'s term is an earlier token's. */
function repeats(tokens: readonly Token[], t: number): boolean {
  const term = tokens[t]!.term;
  for (let u = 0; u < t; u++) if (tokens[u]!.term === term) return true;
  return false;
}

class TextWeight implements Weight {
  constructor(
    private readonly node: TextNode,
    /** Per query word, its term weight in each field. */
    private readonly words: readonly (readonly TermWeight[])[],
    private readonly state: IndexState,
  ) {}

  scorer(exec: ExecutionContext): Scorer {
    if (this.node.operator === "or" && this.words.length > WIDE_DISJUNCTION) {
      const wide = materialise(this.plan(), this.state, exec);
      if (wide !== undefined) return wide;
    }
    const work = { budget: exec.budget, site: this.node };
    const perWord: Scorer[] = [];
    for (const fields of this.words) {
      const live = fields.filter((w) => w.exists);
      if (live.length === 0) {
        if (this.node.operator === "and") return new EmptyScorer();
        continue;
      }
      perWord.push(
        live.length === 1
          ? live[0]!.scorer(exec)
          : new DisjunctionScorer(
              live.map((w) => w.scorer(exec)),
              "max",
              1,
              work,
            ),
      );
    }
    if (perWord.length === 0) return new EmptyScorer();
    const combined =
      perWord.length === 1
        ? perWord[0]!
        : this.node.operator === "and"
          ? new ConjunctionScorer(perWord, [], work)
          : new DisjunctionScorer(perWord, "sum", 1, work);
    return this.node.boost === 1 ? combined : new ScaledScorer(combined, this.node.boost);
  }

  /** The scorer's disjunctions as a plan; `and` over several words is a conjunction and has none. */
  plan(_exec?: ExecutionContext): ScorePlan | undefined {
    // Plain loops and lists sized when made: this runs once per query on the hot path.
    const words = this.words;
    if (words.length > 1 && this.node.operator === "and") {
      // A conjunction has no plan, unless a word with no live term empties it.
      for (const fields of words) if (!fields.some((w) => w.exists)) return { kind: "none" };
      return undefined;
    }
    let one: ScorePlan | undefined;
    let perWord: ScorePlan[] | undefined;
    let count = 0;
    for (let i = 0; i < words.length; i++) {
      const word = this.wordPlan(words[i]!);
      if (word === undefined) {
        if (this.node.operator === "and") return { kind: "none" };
        continue;
      }
      if (count === 0) one = word;
      else (perWord ??= newList(one!, words.length - i + 1)).push(word);
      count++;
    }
    if (one === undefined) return { kind: "none" };
    const combined = perWord === undefined ? one : disjunctionPlan("sum", perWord, 1);
    return scaledPlan(combined, this.node.boost);
  }

  /** A word's plan: the best of its live terms' (undefined when none is live). */
  private wordPlan(fields: readonly TermWeight[]): ScorePlan | undefined {
    let one: ScorePlan | undefined;
    let several: ScorePlan[] | undefined;
    for (let i = 0; i < fields.length; i++) {
      const w = fields[i]!;
      if (!w.exists) continue;
      if (one === undefined) one = w.plan();
      else (several ??= newList(one, fields.length - i + 1)).push(w.plan());
    }
    return several === undefined ? one : disjunctionPlan("max", several, 1);
  }

  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    const details: Explanation[] = [];
    let sum = 0;
    for (const fields of this.words) {
      const es = fields.map((w) => w.explain(doc, exec)).filter((e): e is Explanation => e !== undefined);
      if (es.length === 0) {
        if (this.node.operator === "and") return undefined;
        continue;
      }
      const best = es.reduce((a, e) => Math.max(a, e.value), 0);
      sum += best;
      details.push(es.length === 1 ? es[0]! : explanation(best, "max over fields", es));
    }
    if (details.length === 0) return undefined;
    return explanation(
      scaleScore(this.node.boost, sum),
      `text("${this.node.text}", ${this.node.operator}) = boost ${fmt(this.node.boost)} × sum over ${details.length} matching words`,
      details,
    );
  }

  highlightTerms(out: HighlightTerms): void {
    for (const fields of this.words) for (const w of fields) w.highlightTerms(out);
  }
}
