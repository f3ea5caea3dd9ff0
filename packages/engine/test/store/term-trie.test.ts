import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TermTrie } from "../../src/store/term-trie.js";

/** Every node's path (its code points from the root) and the sorted indexes of the terms in its subtree. */
function subtrees(trie: TermTrie): { path: string; terms: number[] }[] {
  const out: { path: string; terms: number[] }[] = [];
  const visit = (u: number, path: string): number[] => {
    const terms = trie.term[u]! >= 0 ? [trie.term[u]!] : [];
    for (let c = trie.children[u]!; c < trie.children[u + 1]!; c++) terms.push(...visit(c, path + String.fromCodePoint(trie.cp[c]!)));
    out.push({ path, terms });
    return terms;
  };
  visit(0, "");
  return out;
}

describe("TermTrie", () => {
  it("onlyTerm names the single term of a subtree, and -1 when there are none or several", () => {
    const words = fc.array(fc.constantFrom("a", "b", "é", "😀", "/"), { maxLength: 7 }).map((cs) => cs.join(""));
    fc.assert(
      fc.property(fc.uniqueArray(words, { maxLength: 30 }), (raw) => {
        const strings = [...raw].sort();
        const trie = new TermTrie(strings);
        const byPath = nodesByPath(trie);
        let nodes = 0;
        for (const { path, terms } of subtrees(trie)) {
          nodes++;
          const u = byPath.get(path)!;
          expect(trie.onlyTerm[u]).toBe(path === "" || terms.length !== 1 ? -1 : terms[0]);
          // A subtree's only term starts with the node's path.
          if (trie.onlyTerm[u]! >= 0) expect(strings[trie.onlyTerm[u]!]!.startsWith(path)).toBe(true);
        }
        expect(nodes).toBe(trie.size);
      }),
      { numRuns: 300 },
    );
  });

  it("a long unique tail is one term below each of its nodes", () => {
    const strings = ["https://a.example/x/1", "https://a.example/x/2", "https://b.example/long/tail"];
    const trie = new TermTrie(strings);
    const byPath = nodesByPath(trie);
    expect(trie.onlyTerm[byPath.get("https://b")!]).toBe(2);
    expect(trie.onlyTerm[byPath.get("https://a.example/x/")!]).toBe(-1);
    expect(trie.onlyTerm[byPath.get("https://a.example/x/2")!]).toBe(1);
    expect(trie.onlyTerm[byPath.get("https://")!]).toBe(-1);
  });
});

/** Node numbers by path. */
function nodesByPath(trie: TermTrie): Map<string, number> {
  const out = new Map<string, number>();
  const visit = (u: number, path: string): void => {
    out.set(path, u);
    for (let c = trie.children[u]!; c < trie.children[u + 1]!; c++) visit(c, path + String.fromCodePoint(trie.cp[c]!));
  };
  visit(0, "");
  return out;
}
