import type { RegexAst } from "../tree/query-tree.js";
import { inRanges, type CodePointRange } from "./code-point-ranges.js";

const MATCH = 0;
const SPLIT = 1;
const ACCEPT = 2;

/** What a match state accepts: any code point, or a class (possibly negated). */
type Test = { readonly any: true } | { readonly any: false; readonly ranges: readonly CodePointRange[]; readonly negated: boolean };

function accepts(test: Test, cp: number): boolean {
  if (test.any) return true;
  return inRanges(test.ranges, cp) !== test.negated;
}

/**
 * A pattern's Thompson NFA, and the one operation both matchers are made of: the set of states
 * reached by reading a code point. State `i` has `kind[i]`, successors `out1[i]` (and `out2[i]`
 * for splits), and `test[i]` for match states. State sets are sorted `Int32Array`s of match and
 * accept states (splits are followed at once), so equal sets have equal contents.
 */
export class RegexNfa {
  private readonly kind: number[] = [];
  private readonly out1: number[] = [];
  private readonly out2: number[] = [];
  private readonly test: (Test | undefined)[] = [];
  /** The accept state. */
  readonly accept: number;
  /** The ε-closure of the entry state: the set before any code point is read. */
  readonly start: Int32Array;
  /** Number of states, the accept state included. */
  readonly size: number;
  /** The work of the last {@link step}: the states it tested, visited (splits included) and kept. */
  lastWork = 0;
  private readonly mark: Uint32Array;
  private generation = 0;
  private readonly scratch: Int32Array;
  private readonly stack: Int32Array;

  constructor(ast: RegexAst) {
    this.accept = this.add(ACCEPT, -1, -1);
    const entry = this.build(ast, this.accept);
    this.size = this.kind.length;
    this.mark = new Uint32Array(this.size);
    this.scratch = new Int32Array(this.size);
    this.stack = new Int32Array(this.size * 2 + 2);
    this.generation++;
    this.start = this.scratch.slice(0, this.close(entry, 0)).sort();
  }

  /** The states reached from `states` by reading `cp`, sorted. */
  step(states: Int32Array, cp: number): Int32Array {
    return this.scratch.slice(0, this.stepInto(states, 0, states.length, cp));
  }

  /**
   * The states reached by reading `cp` from the set at `from[offset, offset + length)`, sorted into
   * {@link result}; returns how many there are (valid until the next step).
   */
  stepInto(from: Int32Array, offset: number, length: number, cp: number): number {
    const { kind, out1, test, scratch } = this;
    this.generation++;
    this.lastWork = 0;
    let count = 0;
    for (let k = offset; k < offset + length; k++) {
      const s = from[k]!;
      if (kind[s] === MATCH && accepts(test[s]!, cp)) count = this.close(out1[s]!, count);
    }
    this.lastWork += length + count;
    if (count > 32) scratch.subarray(0, count).sort();
    else {
      for (let i = 1; i < count; i++) {
        const v = scratch[i]!;
        let j = i - 1;
        while (j >= 0 && scratch[j]! > v) {
          scratch[j + 1] = scratch[j]!;
          j--;
        }
        scratch[j + 1] = v;
      }
    }
    return count;
  }

  /** Where {@link stepInto} leaves its states. */
  get result(): Int32Array {
    return this.scratch;
  }

  /** Whether a state set holds the accept state. */
  accepting(states: Int32Array, offset = 0, length = states.length): boolean {
    for (let k = offset; k < offset + length; k++) if (states[k] === this.accept) return true;
    return false;
  }

  /**
   * The code points where some state's test changes (each a class's first code point, ascending,
   * 0 left out): between two of them every test answers alike, so a DFA needs one transition per
   * interval, not per code point.
   */
  boundaries(): number[] {
    const cuts = new Set<number>();
    for (const t of this.test) {
      if (t === undefined || t.any) continue;
      for (const [lo, hi] of t.ranges) {
        if (lo > 0) cuts.add(lo);
        cuts.add(hi + 1);
      }
    }
    return [...cuts].filter((c) => c <= 0x10ffff).sort((a, b) => a - b);
  }

  /** Adds the ε-closure of `from` (its match and accept states) to `scratch`, which holds `count` states; returns the new count. */
  private close(from: number, count: number): number {
    const { kind, out1, out2, mark, stack, scratch } = this;
    const generation = this.generation;
    let top = 0;
    stack[top++] = from;
    let visited = 0;
    while (top > 0) {
      const s = stack[--top]!;
      visited++;
      if (mark[s] === generation) continue;
      mark[s] = generation;
      if (kind[s] === SPLIT) {
        if (mark[out2[s]!] !== generation) stack[top++] = out2[s]!;
        if (mark[out1[s]!] !== generation) stack[top++] = out1[s]!;
      } else {
        scratch[count++] = s;
      }
    }
    this.lastWork += visited;
    return count;
  }

  private add(kind: number, out1: number, out2: number, test?: Test): number {
    this.kind.push(kind);
    this.out1.push(out1);
    this.out2.push(out2);
    this.test.push(test);
    return this.kind.length - 1;
  }

  /** Builds the states of `ast` so that a match continues at `next`; returns the entry state. */
  private build(ast: RegexAst, next: number): number {
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
