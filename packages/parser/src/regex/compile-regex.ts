import type { RegexAst } from "../tree/query-tree.js";
import { RegexNfa } from "./regex-nfa.js";

/** A compiled pattern: whether a whole term matches. */
export interface RegexMatcher {
  /** Whether the whole `term` is in the pattern's language. Time O(term length × states), never backtracking. */
  matches(term: string): boolean;
}

/** How many NFA states {@link compileRegex} builds for `ast`, the accept state included (for tests of the parse-time bound). */
export function nfaSize(ast: RegexAst): number {
  return new RegexNfa(ast).size;
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
  const nfa = new RegexNfa(ast);
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
    dfa.push({ states, accepting: nfa.accepting(states), ascii: new Int32Array(128).fill(UNKNOWN), other: new Map() });
    byKey.set(key, dfa.length - 1);
    return dfa.length - 1;
  };
  const startStates = nfa.start;
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
          const states = nfa.step(here.states, cp);
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
      states = nfa.step(states, cp);
    }
    return nfa.accepting(states);
  }
}
