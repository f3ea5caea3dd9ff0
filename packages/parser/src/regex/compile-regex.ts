import type { RegexAst } from "../tree/query-tree.js";
import { inRanges, type CodePointRange } from "./code-point-ranges.js";

/** A compiled pattern: whether a whole term matches. */
export interface RegexMatcher {
  /** Whether the whole `term` is in the pattern's language. Time O(term length × states), never backtracking. */
  matches(term: string): boolean;
}

const MATCH = 0;
const SPLIT = 1;
const ACCEPT = 2;

/** What a match state accepts: any code point, or a class (possibly negated). */
type Test = { readonly any: true } | { readonly any: false; readonly ranges: readonly CodePointRange[]; readonly negated: boolean };

/** A Thompson NFA: state `i` has `kind[i]`, successors `out1[i]` (and `out2[i]` for splits), and `test[i]` for match states. */
class Nfa {
  readonly kind: number[] = [];
  readonly out1: number[] = [];
  readonly out2: number[] = [];
  readonly test: (Test | undefined)[] = [];

  add(kind: number, out1: number, out2: number, test?: Test): number {
    this.kind.push(kind);
    this.out1.push(out1);
    this.out2.push(out2);
    this.test.push(test);
    return this.kind.length - 1;
  }

  /** Builds the states of `ast` so that a match continues at `next`; returns the entry state. */
  build(ast: RegexAst, next: number): number {
    switch (ast.type) {
      case "empty":
        return next;
      case "char":
        return this.add(MATCH, next, -1, { any: false, ranges: [[ast.codePoint, ast.codePoint]], negated: false });
      case "any":
        return this.add(MATCH, next, -1, { any: true });
      case "class":
        return this.add(MATCH, next, -1, { any: false, ranges: ast.ranges, negated: ast.negated });
      case "concat": {
        let entry = next;
        for (let i = ast.items.length - 1; i >= 0; i--) entry = this.build(ast.items[i]!, entry);
        return entry;
      }
      case "alt": {
        let entry = this.build(ast.items[ast.items.length - 1]!, next);
        for (let i = ast.items.length - 2; i >= 0; i--) entry = this.add(SPLIT, this.build(ast.items[i]!, next), entry);
        return entry;
      }
      case "repeat": {
        let tail = next;
        if (ast.max === undefined) {
          const loop = this.add(SPLIT, -1, next);
          this.out1[loop] = this.build(ast.item, loop);
          tail = loop;
        } else {
          for (let i = 0; i < ast.max - ast.min; i++) tail = this.add(SPLIT, this.build(ast.item, tail), next);
        }
        let entry = tail;
        for (let i = 0; i < ast.min; i++) entry = this.build(ast.item, entry);
        return entry;
      }
    }
  }
}

function accepts(test: Test, cp: number): boolean {
  if (test.any) return true;
  return inRanges(test.ranges, cp) !== test.negated;
}

/** How many NFA states {@link compileRegex} builds for `ast`, the accept state included (for tests of the parse-time bound). */
export function nfaSize(ast: RegexAst): number {
  const nfa = new Nfa();
  nfa.build(ast, nfa.add(ACCEPT, -1, -1));
  return nfa.kind.length;
}

/** Most DFA states one matcher caches; beyond it, the remaining characters of a term are matched by plain NFA simulation. */
export const MAX_DFA_STATES = 2_000;
/** Most NFA-state entries all cached DFA states of one matcher hold together (bounds memory at about 1 MB per matcher for large patterns). */
export const MAX_DFA_ENTRIES = 250_000;

/** One cached DFA state: a set of NFA states, whether it accepts, and its known transitions. */
interface DfaState {
  readonly states: Int32Array;
  readonly accepting: boolean;
  /** Next DFA state by ASCII code point (−1 unknown, −2 dead). */
  readonly ascii: Int32Array;
  /** Next DFA state for other code points. */
  readonly other: Map<number, number>;
}

const UNKNOWN = -1;
const DEAD = -2;

/**
 * Compiles a pattern's syntax tree to a matcher. The pattern's Thompson NFA is simulated with
 * state sets (Pike's method without captures), and the sets met are cached as the states of a
 * lazily built DFA (at most {@link MAX_DFA_STATES}), so matching many terms against one pattern
 * costs about one table lookup per character. Either way each code point of the term is read
 * once and each NFA state visited at most once per code point: linear in the term's length.
 */
export function compileRegex(ast: RegexAst): RegexMatcher {
  const nfa = new Nfa();
  const accept = nfa.add(ACCEPT, -1, -1);
  const start = nfa.build(ast, accept);
  const size = nfa.kind.length;
  const { kind, out1, out2, test } = nfa;
  const mark = new Uint32Array(size);
  let generation = 0;
  const scratch = new Int32Array(size);
  const stack = new Int32Array(size * 2 + 2);

  /** Adds the ε-closure of `from` (its match and accept states) to `list`, which holds `count` states; returns the new count. */
  const close = (from: number, list: Int32Array, count: number): number => {
    let top = 0;
    stack[top++] = from;
    while (top > 0) {
      const s = stack[--top]!;
      if (mark[s] === generation) continue;
      mark[s] = generation;
      if (kind[s] === SPLIT) {
        if (mark[out2[s]!] !== generation) stack[top++] = out2[s]!;
        if (mark[out1[s]!] !== generation) stack[top++] = out1[s]!;
      } else {
        list[count++] = s;
      }
    }
    return count;
  };

  /** The states reached from `states` by reading `cp`, sorted (so equal sets have equal keys). */
  const step = (states: Int32Array, cp: number): Int32Array => {
    generation++;
    let count = 0;
    for (let k = 0; k < states.length; k++) {
      const s = states[k]!;
      if (kind[s] === MATCH && accepts(test[s]!, cp)) count = close(out1[s]!, scratch, count);
    }
    return scratch.slice(0, count).sort();
  };

  const dfa: DfaState[] = [];
  const byKey = new Map<string, number>();
  let entries = 0;
  const dfaState = (states: Int32Array): number => {
    const key = states.join(",");
    const known = byKey.get(key);
    if (known !== undefined) return known;
    if (states.length === 0) return DEAD;
    if (dfa.length >= MAX_DFA_STATES || entries + states.length > MAX_DFA_ENTRIES) return UNKNOWN;
    entries += states.length;
    dfa.push({ states, accepting: states.includes(accept), ascii: new Int32Array(128).fill(UNKNOWN), other: new Map() });
    byKey.set(key, dfa.length - 1);
    return dfa.length - 1;
  };
  generation++;
  const startStates = scratch.slice(0, close(start, scratch, 0)).sort();
  const startIndex = dfaState(startStates);

  return {
    matches(term: string): boolean {
      if (startIndex === DEAD) return false;
      if (startIndex === UNKNOWN) return simulate(startStates, term, 0);
      let d = startIndex;
      let i = 0;
      while (i < term.length) {
        const cp = term.codePointAt(i)!;
        i += cp > 0xffff ? 2 : 1;
        const here = dfa[d]!;
        let next = cp < 128 ? here.ascii[cp]! : (here.other.get(cp) ?? UNKNOWN);
        if (next === UNKNOWN) {
          const states = step(here.states, cp);
          next = dfaState(states);
          if (next === UNKNOWN) return simulate(states, term, i);
          if (cp < 128) here.ascii[cp] = next;
          else here.other.set(cp, next);
        }
        if (next === DEAD) return false;
        d = next;
      }
      return dfa[d]!.accepting;
    },
  };

  /** Plain NFA simulation from `states` at `i` (the DFA cache is full). */
  function simulate(from: Int32Array, term: string, i: number): boolean {
    let states = from;
    while (i < term.length) {
      if (states.length === 0) return false;
      const cp = term.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      states = step(states, cp);
    }
    return states.includes(accept);
  }
}
