import type { RegexAst } from "../tree/query-tree.js";

function saturate(n: number, cap: number): number {
  return n > cap ? cap + 1 : n;
}

/**
 * The number of states {@link compileRegex} builds for `ast` (match and split states; the final
 * accept state not counted), saturating at `cap + 1` so huge nested repeats cannot overflow.
 */
export function nfaStateCount(ast: RegexAst, cap: number): number {
  switch (ast.type) {
    case "empty":
      return 0;
    case "char":
    case "any":
    case "class":
      return 1;
    case "concat": {
      let total = 0;
      for (const item of ast.items) total = saturate(total + nfaStateCount(item, cap), cap);
      return total;
    }
    case "alt": {
      let total = ast.items.length - 1;
      for (const item of ast.items) total = saturate(total + nfaStateCount(item, cap), cap);
      return total;
    }
    case "repeat": {
      const inner = nfaStateCount(ast.item, cap);
      if (ast.max === undefined) return saturate(ast.min * inner + inner + 1, cap);
      return saturate(ast.min * inner + (ast.max - ast.min) * (inner + 1), cap);
    }
  }
}
