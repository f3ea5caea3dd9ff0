import type { RegexAst } from "../../src/tree/query-tree.js";

/**
 * A plain reference model of the dialect's meaning, for differential tests: for each node and
 * start position, the set of end positions it can reach (memoised, so polynomial; never
 * backtracking). Slow and obviously right, unlike the NFA/DFA matcher it checks.
 */
export function referenceMatches(ast: RegexAst, term: string): boolean {
  const cps = Array.from(term, (c) => c.codePointAt(0)!);
  const memo = new Map<RegexAst, Map<number, Set<number>>>();
  const ends = (node: RegexAst, i: number): Set<number> => {
    let byStart = memo.get(node);
    if (byStart === undefined) memo.set(node, (byStart = new Map()));
    const known = byStart.get(i);
    if (known !== undefined) return known;
    const out = new Set<number>();
    byStart.set(i, out); // an empty set guards against cycles through empty repeats
    const cp = cps[i];
    switch (node.type) {
      case "empty":
        out.add(i);
        break;
      case "char":
        if (cp === node.codePoint) out.add(i + 1);
        break;
      case "any":
        if (cp !== undefined) out.add(i + 1);
        break;
      case "class":
        if (cp !== undefined && node.ranges.some(([lo, hi]) => cp >= lo && cp <= hi) !== node.negated) out.add(i + 1);
        break;
      case "concat": {
        let cur = new Set([i]);
        for (const item of node.items) {
          const next = new Set<number>();
          for (const p of cur) for (const q of ends(item, p)) next.add(q);
          cur = next;
        }
        for (const p of cur) out.add(p);
        break;
      }
      case "alt":
        for (const item of node.items) for (const q of ends(item, i)) out.add(q);
        break;
      case "repeat": {
        let cur = new Set([i]);
        if (node.min === 0) out.add(i);
        const max = node.max ?? Number.POSITIVE_INFINITY;
        for (let k = 1; k <= max && cur.size > 0; k++) {
          const next = new Set<number>();
          for (const p of cur) for (const q of ends(node.item, p)) next.add(q);
          let grew = false;
          if (k >= node.min)
            for (const q of next)
              if (!out.has(q)) {
                out.add(q);
                grew = true;
              }
          // Unbounded: stop at the fixpoint (positions are finite).
          if (node.max === undefined && k >= node.min && !grew) break;
          cur = next;
        }
        break;
      }
    }
    return out;
  };
  return ends(ast, 0).has(cps.length);
}
