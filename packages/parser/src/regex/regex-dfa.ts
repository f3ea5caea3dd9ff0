import type { RegexAst } from "../tree/query-tree.js";
import { RegexNfa } from "./regex-nfa.js";

/** Most DFA states a {@link compileRegexDfa} automaton caches at once by default (Lucene's `maxDeterminizedStates` default). */
export const MAX_DETERMINIZED_STATES = 10_000;
/** Most entries (NFA states in the sets, plus transition slots) its cached states hold together by default: about 16 MB. */
export const MAX_DFA_CACHE_ENTRIES = 2_000_000;

/** First sizes of the set arena and the hash table (both grow by doubling): most patterns on most dictionaries need few states, and a query compiles its pattern each time. */
const INITIAL_ARENA = 64;
const INITIAL_TABLE = 16;

/** A state of a {@link RegexDfa}: whether the code points read so far are a whole match. */
export interface RegexDfaState {
  readonly accepting: boolean;
}

/**
 * A pattern's DFA, built lazily: walk it from `start` with {@link RegexDfa.next}; a term matches
 * when the state after its last code point is `accepting`. Once a walk reaches `dead` no
 * continuation can match, so a walk over a term trie stops there.
 */
export interface RegexDfa {
  readonly start: RegexDfaState;
  /** The state no continuation leaves: nothing more can match. */
  readonly dead: RegexDfaState;
  /** The state after reading `cp` in `state` (a state of this automaton). */
  next(state: RegexDfaState, cp: number): RegexDfaState;
  /**
   * The state after reading the code points of `text` from code unit `from` on (a lone surrogate
   * is one code point), stopping early at `dead`; {@link lastRead} then says how many it read.
   * The same as calling {@link next} for each, without a call per code point.
   */
  run(state: RegexDfaState, text: string, from: number): RegexDfaState;
  /** How many code points the last {@link run} read. */
  readonly lastRead: number;
  /** How many times the cache was full and emptied (for tests). */
  readonly flushes: number;
}

/** Bounds and accounting of a {@link compileRegexDfa} automaton. */
export interface RegexDfaOptions {
  /** Most states cached at once (default {@link MAX_DETERMINIZED_STATES}); past it the cache is emptied and refilled. */
  readonly maxStates?: number;
  /** Most entries the cached states hold together (default {@link MAX_DFA_CACHE_ENTRIES}); past it the cache is emptied too. */
  readonly maxEntries?: number;
  /**
   * Called with the work of each transition computed (NFA states visited) and of each state made
   * (its transition slots), before the automaton keeps the result: a caller's work budget, which
   * may throw to stop the walk (the automaton stays usable).
   */
  readonly onWork?: (steps: number) => void;
}

/**
 * A DFA state: its NFA state set (`arena[offset, offset + length)`, sorted), and its transitions
 * by alphabet class (undefined: not computed yet). Sets live in one growing arena per cache
 * generation rather than one typed array each (many small typed arrays are slow to make and to
 * collect).
 */
class State implements RegexDfaState {
  readonly next: (State | undefined)[];
  constructor(
    public arena: Int32Array,
    readonly offset: number,
    readonly length: number,
    readonly hash: number,
    readonly accepting: boolean,
    classes: number,
  ) {
    this.next = new Array<State | undefined>(classes).fill(undefined);
  }
}

/**
 * Compiles a pattern's syntax tree to a lazily determinised automaton (subset construction on
 * demand, as RE2's DFA): a state is a set of the pattern's Thompson NFA states, interned by its
 * contents, and its transitions are computed the first time they are taken and cached. Code
 * points are first mapped to the classes of the pattern's alphabet partition (the intervals
 * between the boundaries of its characters and classes, within which every test answers alike),
 * so a state has one transition per class, not per code point: `.` alone is one class, `[a-c]x`
 * four.
 *
 * The cache is bounded (`maxStates`, `maxEntries`): when a new state would pass a bound, every
 * cached state is dropped and the automaton goes on from an empty cache, so a pattern whose DFA
 * is exponential (`(a|b)*a(a|b){20}`) still answers, at the cost of recomputing transitions, which
 * `onWork` reports. Answers are those of {@link compileRegex}: whole-term matches.
 */
export function compileRegexDfa(ast: RegexAst, options: RegexDfaOptions = {}): RegexDfa {
  const maxStates = options.maxStates ?? MAX_DETERMINIZED_STATES;
  const maxEntries = options.maxEntries ?? MAX_DFA_CACHE_ENTRIES;
  const onWork = options.onWork;
  const nfa = new RegexNfa(ast);
  // Class c holds the code points from cuts[c − 1] (0 for c = 0) up to cuts[c] − 1; its representative is its first.
  const cuts = Int32Array.from(nfa.boundaries());
  const classes = cuts.length + 1;
  const representative = new Int32Array(classes);
  for (let c = 1; c < classes; c++) representative[c] = cuts[c - 1]!;
  const classOf = (cp: number): number => {
    let lo = 0;
    let hi = cuts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cuts[mid]! <= cp) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const ascii = new Int32Array(128);
  for (let cp = 0; cp < 128; cp++) ascii[cp] = classOf(cp);

  const dead = new State(new Int32Array(0), 0, 0, 0, false, classes);
  dead.next.fill(dead);
  // The cached states (the start state aside), and an open-addressing table of their indexes + 1 by
  // hash (a Map was several times slower for this).
  let cached: State[] = [];
  let table = new Int32Array(INITIAL_TABLE);
  let arena = new Int32Array(INITIAL_ARENA);
  let used = 0;
  let entries = 0;
  let flushes = 0;

  /** A new cached state for the set `from[0, length)`. */
  const keep = (from: Int32Array, length: number, hash: number): State => {
    if (used + length > arena.length) {
      const grown = new Int32Array(Math.max(arena.length * 2, used + length));
      grown.set(arena.subarray(0, used));
      arena = grown;
      for (const s of cached) s.arena = grown;
    }
    const into = arena;
    for (let i = 0; i < length; i++) into[used + i] = from[i]!;
    const state = new State(into, used, length, hash, nfa.accepting(from, 0, length), classes);
    used += length;
    cached.push(state);
    if (cached.length * 2 > table.length) {
      table = new Int32Array(table.length * 2);
      for (let i = 0; i < cached.length; i++) place(cached[i]!.hash, i + 1);
    } else place(hash, cached.length);
    entries += length + classes;
    return state;
  };
  const flush = (): void => {
    // Cut the old states' links so that states still held by a walk do not keep the old graph alive.
    for (const s of cached) s.next.fill(undefined);
    cached = [];
    table = new Int32Array(INITIAL_TABLE);
    arena = new Int32Array(INITIAL_ARENA);
    used = 0;
    entries = 0;
    flushes++;
    if (start !== dead) start.next.fill(undefined);
  };
  /** Puts `entry` (a cached index + 1) in the table's first free slot from `hash`. */
  const place = (hash: number, entry: number): void => {
    const mask = table.length - 1;
    let slot = hash & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = entry;
  };
  /** The state of the set `set[0, length)`: a cached one, or a new one. */
  const intern = (set: Int32Array, length: number): State => {
    if (length === 0) return dead;
    const hash = hashOf(set, length);
    if (start.hash === hash && start.length === length && sameSet(start.arena, start.offset, set, length)) return start;
    const mask = table.length - 1;
    for (let slot = hash & mask; table[slot] !== 0; slot = (slot + 1) & mask) {
      const known = cached[table[slot]! - 1]!;
      if (known.hash === hash && known.length === length && sameSet(known.arena, known.offset, set, length)) return known;
    }
    if (cached.length + 1 >= maxStates || entries + length + classes > maxEntries) flush();
    onWork?.(classes);
    return keep(set, length, hash);
  };

  // The start state keeps its own set (not in the arena), so it outlives flushes unchanged.
  const startSet = nfa.start;
  const start =
    startSet.length === 0
      ? dead
      : new State(startSet, 0, startSet.length, hashOf(startSet, startSet.length), nfa.accepting(startSet), classes);

  /** The transition of `state` on class `c`, computed and cached (its work told to `onWork`). */
  const step = (state: State, c: number): State => {
    const count = nfa.stepInto(state.arena, state.offset, state.length, representative[c]!);
    // The step's own work, and hashing (and comparing) its result to find the state.
    onWork?.(nfa.lastWork + 2 * count);
    const target = intern(nfa.result, count);
    state.next[c] = target;
    return target;
  };
  let lastRead = 0;

  return {
    start,
    dead,
    get flushes() {
      return flushes;
    },
    next(from: RegexDfaState, cp: number): RegexDfaState {
      const state = from as State;
      const c = cp < 128 ? ascii[cp]! : classOf(cp);
      return state.next[c] ?? step(state, c);
    },
    run(from: RegexDfaState, text: string, at: number): RegexDfaState {
      let state = from as State;
      let read = 0;
      let i = at;
      while (i < text.length && state !== dead) {
        // A pair is one code point; a lone surrogate is one too (codePointAt gives it as is).
        const cp = text.codePointAt(i)!;
        i += cp > 0xffff ? 2 : 1;
        read++;
        const c = cp < 128 ? ascii[cp]! : classOf(cp);
        state = state.next[c] ?? step(state, c);
      }
      lastRead = read;
      return state;
    },
    get lastRead() {
      return lastRead;
    },
  };
}

/** A hash of the state set `set[0, length)` (FNV-1a over its ints). */
function hashOf(set: Int32Array, length: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < length; i++) h = Math.imul(h ^ set[i]!, 0x01000193);
  // 30 bits: a small integer, which a Map hashes without boxing.
  return h & 0x3fffffff;
}

/** Whether `a[offset, offset + length)` equals `b[0, length)`. */
function sameSet(a: Int32Array, offset: number, b: Int32Array, length: number): boolean {
  for (let i = 0; i < length; i++) if (a[offset + i] !== b[i]) return false;
  return true;
}
