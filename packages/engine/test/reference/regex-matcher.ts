import type { RegexAst } from "@oneindex/parser";

/**
 * Whether `ast` matches the whole of `text`, by brute force: the set of code-point indexes where a
 * sub-pattern can end, given where it can start (no backtracking, no RegExp). Deliberately simple
 * and independent of the parser's NFA.
 */
export function regexMatchesWhole(ast: RegexAst, text: string): boolean {
  const cps = Array.from(text, (c) => c.codePointAt(0)!);
  return ends(ast, cps, new Set([0])).has(cps.length);
}

function ends(ast: RegexAst, cps: readonly number[], starts: ReadonlySet<number>): Set<number> {
  switch (ast.type) {
    case "empty":
      return new Set(starts);
    case "char":
      return step(cps, starts, (c) => c === ast.codePoint);
    case "any":
      return step(cps, starts, () => true);
    case "class":
      return step(cps, starts, (c) => ast.ranges.some(([lo, hi]) => c >= lo && c <= hi) !== ast.negated);
    case "concat": {
      let current = new Set(starts);
      for (const item of ast.items) current = ends(item, cps, current);
      return current;
    }
    case "alt": {
      const out = new Set<number>();
      for (const item of ast.items) for (const e of ends(item, cps, starts)) out.add(e);
      return out;
    }
    case "repeat": {
      const out = new Set<number>();
      let current = new Set(starts);
      if (ast.min === 0) for (const s of current) out.add(s);
      const max = ast.max ?? Infinity;
      const seen = new Set<string>();
      for (let k = 1; k <= max && current.size > 0; k++) {
        current = ends(ast.item, cps, current);
        if (k >= ast.min) for (const e of current) out.add(e);
        // Unbounded (or long) repeats: stop once the reachable set stops changing.
        // (Only sets from k ≥ min are remembered: everything they lead to has then been added.)
        if (k >= ast.min) {
          const key = [...current].sort((x, y) => x - y).join(",");
          if (seen.has(key)) break;
          seen.add(key);
        }
      }
      return out;
    }
  }
}

function step(cps: readonly number[], starts: ReadonlySet<number>, accepts: (c: number) => boolean): Set<number> {
  const out = new Set<number>();
  for (const s of starts) if (s < cps.length && accepts(cps[s]!)) out.add(s + 1);
  return out;
}
