import type { RegexAst } from "@oneindex/parser";
import type { RegexDfa, RegexDfaState } from "@oneindex/parser/internal";
import type { TermTrie } from "../../store/term-trie.js";

/** Trie edges followed between two calls of `spend` (charging is cheap, but not free per edge). */
const CHARGE_EVERY = 4096;

/**
 * The terms of a sorted dictionary that a pattern's DFA matches whole (`visit` gets sorted
 * indexes; those of terms with lone surrogates after the others). The dictionary's trie (see
 * {@link TermTrie}) is walked depth first with the DFA state of each node's prefix, and the walk
 * goes into a node only when its state is not the dead one: the intersection of the pattern's
 * automaton with the dictionary, as Lucene's `CompiledAutomaton` intersects the terms index, so
 * the work is the prefixes the pattern can still match, not the dictionary's size. The pattern's
 * literal prefix (`prefix`, code points every match starts with) is found by binary search
 * instead of scanning siblings. Below a node with a single term under it (`onlyTerm`), the rest
 * of that term is read from its string rather than from the trie. Terms with lone surrogates (not
 * in the trie) are run through the DFA one by one.
 *
 * `spend` is told the work done, in trie edges followed and code points read (in chunks); it may
 * throw to stop the walk. The DFA reports its own work (its `onWork`).
 */
export function regexTermIndexes(
  trie: TermTrie,
  dfa: RegexDfa,
  prefix: readonly number[],
  spend: (steps: number) => void,
  visit: (index: number) => void,
): void {
  const dead = dfa.dead;
  const { cp, term, children, onlyTerm, strings } = trie;
  let steps = 0;
  // Down the literal prefix (`units`: the code units of the path so far).
  let node = 0;
  let state = dfa.start;
  let units = 0;
  for (let d = 0; d < prefix.length && node >= 0 && state !== dead; d++) {
    state = dfa.next(state, prefix[d]!);
    node = trie.child(node, prefix[d]!);
    units += prefix[d]! > 0xffff ? 2 : 1;
    steps++;
  }
  if (node >= 0 && state !== dead) {
    if (state.accepting && term[node]! >= 0) visit(term[node]!);
    // The children of a node on the path still to visit: x up to stop, from state `state` at
    // `units` code units deep (saved on the way down, only when siblings remain).
    const states: RegexDfaState[] = [];
    const xs: number[] = [];
    const stops: number[] = [];
    const depths: number[] = [];
    let x = children[node]!;
    let stop = children[node + 1]!;
    for (;;) {
      if (x === stop) {
        if (states.length === 0) break;
        state = states.pop()!;
        x = xs.pop()!;
        stop = stops.pop()!;
        units = depths.pop()!;
        continue;
      }
      const child = x++;
      if (++steps >= CHARGE_EVERY) {
        spend(steps);
        steps = 0;
      }
      const c = cp[child]!;
      const next = dfa.next(state, c);
      if (next === dead) continue;
      const t = term[child]!;
      if (t >= 0 && next.accepting) visit(t);
      const first = children[child]!;
      const end = children[child + 1]!;
      if (first === end) continue;
      const below = units + (c > 0xffff ? 2 : 1);
      const only = onlyTerm[child]!;
      if (only >= 0) {
        // The one term below (none ends here, as the node has children): read the rest of its string rather than its chain of nodes.
        if (dfa.run(next, strings[only]!, below).accepting) visit(only);
        steps += dfa.lastRead;
        continue;
      }
      if (x !== stop) {
        states.push(state);
        xs.push(x);
        stops.push(stop);
        depths.push(units);
      }
      state = next;
      units = below;
      x = first;
      stop = end;
    }
  }
  // Terms with lone surrogates: each code point (a lone surrogate is one) through the DFA.
  for (const index of trie.illFormed) {
    const s = strings[index]!;
    if (wholeMatch(dfa, s)) visit(index);
    steps += wholeSteps;
  }
  spend(steps);
}

/** The code points {@link wholeMatch} read last. */
let wholeSteps = 0;

/** Whether the whole of `s` takes `dfa` from its start to an accepting state (code point by code point; the steps taken in {@link wholeSteps}). */
function wholeMatch(dfa: RegexDfa, s: string): boolean {
  const dead = dfa.dead;
  let at = dfa.start;
  let steps = 0;
  for (let i = 0; i < s.length && at !== dead; ) {
    const c = s.codePointAt(i)!;
    i += c > 0xffff ? 2 : 1;
    at = dfa.next(at, c);
    steps++;
  }
  wholeSteps = steps;
  return at.accepting;
}

/**
 * The terms numbered `from` to `to − 1` of `terms` that the whole pattern matches, checked one by
 * one (the terms a trie does not hold yet, see `TermField.searchTrie`); each code point read is
 * passed to `spend`.
 */
export function regexTermsOneByOne(
  terms: readonly string[],
  from: number,
  to: number,
  dfa: RegexDfa,
  spend: (steps: number) => void,
  visit: (term: number) => void,
): void {
  let steps = 0;
  for (let t = from; t < to; t++) {
    if (wholeMatch(dfa, terms[t]!)) visit(t);
    steps += wholeSteps;
  }
  spend(steps);
}

/** The code points every match of `ast` starts with (the literal characters that open it; often none). */
export function literalPrefix(ast: RegexAst): number[] {
  const out: number[] = [];
  collect(ast, out);
  return out;
}

/** Appends the literal prefix of `ast` to `out`; whether `ast` is all literal (so what follows it extends the prefix). */
function collect(ast: RegexAst, out: number[]): boolean {
  switch (ast.type) {
    case "empty":
      return true;
    case "char":
      out.push(ast.codePoint);
      return true;
    case "concat":
      for (const item of ast.items) if (!collect(item, out)) return false;
      return true;
    default:
      return false;
  }
}
