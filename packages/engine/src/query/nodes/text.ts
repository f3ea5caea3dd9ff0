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
 * How a `text` node over several fields combines a word's scores in them (SEMANTICS.md, `text`):
 * `weighted-sum` (the default) adds them, each field's weighted by `√(avgdl_f / avgdl_longest)`;
 * `best-field` takes the best one (the engine's scoring before issue 35).
 */
export type TextFieldScoring = "weighted-sum" | "best-field";

/**
 * Each field's weight under `weighted-sum`: `√(avgdl_f / avgdl_max)`, the longest field 1 (so one
 * field, or fields of equal average length, weigh 1 each and score as `match` does). A field with no
 * tokens yet weighs 0 (it matches nothing); all of them without tokens weigh 1.
 */
export function textFieldWeight(field: TermField, longest: number): number {
  return longest > 0 ? Math.sqrt(field.avgLength() / longest) : 1;
}

/**
 * `text`: the text analysed once per field (each field's analyser); query term i is the word at
 * position i, with per field the term that field's analyser gives it (absent where it was dropped, or
 * where it repeats the term of an earlier word in that field: a repeated word counts once). A field
 * named twice counts once. Score `boost · Σ_words Σ_fields w_f · BM25_f(term)` with
 * {@link textFieldWeight}'s `w_f` (`best-field`: `boost · Σ_words max_fields BM25_f(term)`); `and`
 * needs every word in some field, `or` one.
 */
export function prepareText(node: TextNode, ctx: PrepareContext): Weight {
  // Each field's tokens, analysed once per analyser (fields sharing one share its tokens). The
  // lists here are sized when made: this runs on every call, and an array grown by `push` from
  // empty takes 17 slots at once (a single-word search's lists were a fifth of its garbage).
  const names = node.fields;
  const fields: (TermField | undefined)[] = new Array(names.length);
  const tokensOf: (Token[] | undefined)[] = new Array(names.length);
  let positions = 0;
  let longest = 0;
  for (let f = 0; f < names.length; f++) {
    const field = termFieldOf(ctx.state, names[f]!);
    if (field === undefined || !field.isText || named(names, f)) continue;
    fields[f] = field;
    if (field.avgLength() > longest) longest = field.avgLength();
    let tokens: Token[] | undefined;
    for (let g = 0; g < f && tokens === undefined; g++) if (fields[g]?.analyzer === field.analyzer) tokens = tokensOf[g];
    tokens ??= field.analyzer.analyze(node.text);
    tokensOf[f] = tokens;
    for (const tok of tokens) if (tok.position >= positions) positions = tok.position + 1;
  }
  const sum = ctx.textFieldScoring !== "best-field";
  // Per position, its term weights (positions of removed stop words stay empty).
  const words: (TermWeight[] | undefined)[] = new Array(positions);
  let postings = 0;
  let filled = 0;
  let looked = 0;
  for (let f = 0; f < names.length; f++) {
    const field = fields[f];
    const tokens = tokensOf[f];
    if (field === undefined || tokens === undefined) continue;
    looked += tokens.length;
    // A repeated word counts once: a term already taken from an earlier position of this field is skipped.
    const seen = tokens.length > SCAN_REPEATS ? new Set<string>() : undefined;
    for (let t = 0; t < tokens.length; t++) {
      const tok = tokens[t]!;
      if (seen !== undefined ? seen.has(tok.term) : repeats(tokens, t)) continue;
      seen?.add(tok.term);
      const w = new TermWeight(ctx.state, names[f]!, field, tok.term, sum ? { boost: textFieldWeight(field, longest) } : UNBOOSTED);
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
  // Each word's analysis, lookup and weight in each field, which its postings do not count.
  ctx.budget.spend(looked, "queryWord", node);
  const perWord = filled === positions ? (words as TermWeight[][]) : words.filter((w) => w !== undefined);
  return new TextWeight(node, perWord, ctx.state, sum ? "sum" : "max");
}

/** Whether `names[f]` is named earlier in `names` (a field named twice counts once). */
function named(names: readonly string[], f: number): boolean {
  for (let g = 0; g < f; g++) if (names[g] === names[f]) return true;
  return false;
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
    /** How a word's fields combine: `sum` (weighted, in the term weights' boosts) or `max`. */
    private readonly mode: "sum" | "max",
  ) {}

  /** Under `sum` and `or`, one flat disjunction of every word's field terms (word by word, fields in order). */
  private get flat(): boolean {
    return this.mode === "sum" && (this.node.operator === "or" || this.words.length === 1);
  }

  scorer(exec: ExecutionContext): Scorer {
    const width = this.flat ? this.words.reduce((n, fields) => n + fields.length, 0) : this.words.length;
    if (this.node.operator === "or" && width > WIDE_DISJUNCTION) {
      const wide = materialise(this.plan(), this.state, exec);
      if (wide !== undefined) return wide;
    }
    const work = { budget: exec.budget, site: this.node };
    if (this.flat) {
      const terms: Scorer[] = [];
      for (const fields of this.words) for (const w of fields) if (w.exists) terms.push(w.scorer(exec));
      if (terms.length === 0) return new EmptyScorer();
      const all = terms.length === 1 ? terms[0]! : new DisjunctionScorer(terms, "sum", 1, work);
      return this.node.boost === 1 ? all : new ScaledScorer(all, this.node.boost);
    }
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
              this.mode,
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
    if (this.flat) return this.flatPlan();
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

  /** Every word's live field terms as one sum, in the flat scorer's order (its list sized when made: this runs on every call). */
  private flatPlan(): ScorePlan {
    let live = 0;
    for (const fields of this.words) for (const w of fields) if (w.exists) live++;
    if (live === 0) return { kind: "none" };
    const children: ScorePlan[] = new Array(live);
    let i = 0;
    for (const fields of this.words) for (const w of fields) if (w.exists) children[i++] = w.plan();
    return scaledPlan(live === 1 ? children[0]! : disjunctionPlan("sum", children, 1), this.node.boost);
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
    return several === undefined ? one : disjunctionPlan(this.mode, several, 1);
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
      // The same additions in the same order as the scorer: flat over every field term, or word by word.
      let word = 0;
      if (this.flat) for (const e of es) sum += e.value;
      for (const e of es) word = this.mode === "sum" ? word + e.value : Math.max(word, e.value);
      if (!this.flat) sum += word;
      details.push(
        es.length === 1
          ? es[0]!
          : explanation(word, this.mode === "sum" ? "sum over fields, each weighted by √(avgdl / longest avgdl)" : "max over fields", es),
      );
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
