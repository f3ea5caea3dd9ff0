import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { isQueryCostError, SearchIndex, WORK_COSTS } from "../../src/index.js";
import { Random } from "../reference/random.js";
import { TRIE_UNIT_COST } from "../../src/store/term-field.js";

/** Pages on a few sites, with their URL (the kind of keyword field a model runs a regex on) and a signature over {a, b}. */
const Page = defineDocument("Page", { id: Field.id(), url: Field.keyword(), sig: Field.keyword(), title: Field.text() });

const HOSTS = [
  "www.example.com",
  "docs.example.org",
  "shop.acme.io",
  "blog.widgets.net",
  "api.github.com",
  "en.wikipedia.org",
  "news.ycombinator.com",
  "cdn.static.co",
];
const WORDS = [
  "products",
  "search",
  "wiki",
  "item",
  "user",
  "settings",
  "articles",
  "2024",
  "category",
  "index",
  "help",
  "pricing",
  "release-notes",
  "steel-beams",
  "copper",
  "q",
];

/** `n` distinct realistic URLs (scheme, host, 1–6 path segments, sometimes an id, a query with tracking parameters or a fragment), seeded. */
function urls(n: number, seed = 7): string[] {
  const random = new Random(seed);
  const out = new Set<string>();
  while (out.size < n) {
    let url = `${random.pick(["https", "https", "http"])}://${random.pick(HOSTS)}`;
    for (let s = random.int(1, 6); s > 0; s--) url += `/${random.pick(WORDS)}`;
    if (random.chance(0.6)) url += `/${random.int(1, 999_999)}`;
    if (random.chance(0.3)) url += `?page=${random.int(1, 50)}&sort=${random.pick(["asc", "desc"])}`;
    if (random.chance(0.5))
      url += `${url.includes("?") ? "&" : "?"}utm_source=${random.pick(WORDS)}&utm_medium=${random.pick(["email", "social", "cpc"])}&utm_campaign=${random.pick(WORDS)}-${random.int(1, 99)}`;
    if (random.chance(0.1)) url += `#${random.pick(WORDS)}`;
    out.add(url);
  }
  return [...out];
}

/** `n` random strings over {a, b} of 24 to 40 characters: a dictionary where `(a|b)*a(a|b){20}` has a DFA state per deep prefix. */
function signatures(n: number, seed = 3): string[] {
  const random = new Random(seed);
  return Array.from({ length: n }, () => Array.from({ length: random.int(24, 40) }, () => random.pick(["a", "b"])).join(""));
}

const URLS = urls(10_000);
const SIGS = signatures(10_000);
const index = new SearchIndex(Page);
index.add(URLS.map((url, i) => ({ id: `p${i}`, url, sig: SIGS[i]!, title: "a page" })));

/**
 * Runs `args` and says how it ended: the ids, or the cost error's path. Each case took 6 s to minutes
 * before regexes ran over the term trie; how long they take now is measured by `pnpm bench --part
 * hostile` (regex-nested-repeat, regex-bool-64, regex-dfa-256), never here.
 */
function run(args: object): { ok: true; total: number } | { ok: false; path: string; message: string } {
  const r = index.trySearch({ v: 1, limit: 10, ...args });
  if (r.ok) return { ok: true, total: r.results.total.value };
  expect(isQueryCostError(r.error), String(r.error)).toBe(true);
  return { ok: false, path: r.error.path, message: r.error.message };
}

describe("hostile regexes end fast (issue 15)", () => {
  it("(.{0,49}){0,99} over 10,000 URLs", () => {
    const r = run({ query: { type: "regex", field: "url", pattern: "(.{0,49}){0,99}" } });
    // Every URL is shorter than 49 × 99 code points, so the right answer is all of them.
    if (r.ok) expect(r.total).toBe(URLS.length);
    else expect(r.path).toBe("/query");
  });

  it("a bool of 64 such clauses ends with the results or a cost error naming a clause", () => {
    const must = Array.from({ length: 64 }, () => ({ type: "regex", field: "url", pattern: "(.{0,49}){0,99}" }));
    const r = run({ query: { type: "bool", must } });
    if (r.ok) expect(r.total).toBe(URLS.length);
    else expect(r.path).toMatch(/^\/query\/must\/\d+$/);
  });

  it("256 clauses of (a|b)*a(a|b){20}, over the URLs and over {a, b} signatures", () => {
    for (const field of ["url", "sig"]) {
      const should = Array.from({ length: 256 }, () => ({ type: "regex", field, pattern: "(a|b)*a(a|b){20}" }));
      const r = run({ query: { type: "bool", should } });
      if (r.ok) expect(r.total).toBe(field === "url" ? 0 : SIGS.filter((s) => s[s.length - 21] === "a").length);
      else expect(r.path).toMatch(/^\/query\/should\/\d+$/);
    }
  });

  it("tryParse reports the cost error of expanding a regex (no throw), with the clause's path and what to change", () => {
    const must = [
      { type: "term", field: "url", value: URLS[0] },
      { type: "regex", field: "sig", pattern: "(a|b)*a(a|b){20}" },
    ];
    // 100,000 units for the pattern, beside what building a field's term trie costs (charged to the first call that needs it).
    const sigs = SIGS.slice(0, 2_000);
    const urls = URLS.slice(0, 2_000);
    const trie = Math.max(...[sigs, urls].map((terms) => terms.reduce((n, s) => n + s.length, 0) * WORK_COSTS.termIndex * TRIE_UNIT_COST));
    const parsed = new SearchIndex(Page, { workBudget: 100_000 + trie });
    parsed.add(urls.map((url, i) => ({ id: `p${i}`, url, sig: sigs[i]!, title: "a page" })));
    const r = parsed.tryParse({ v: 1, query: { type: "bool", must } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(isQueryCostError(r.error)).toBe(true);
    expect(r.error.path).toBe("/query/must/1");
    expect(r.error.message).toContain("simpler pattern");
    expect(() => parsed.parse({ v: 1, query: { type: "bool", must } })).toThrow(/\/query\/must\/1 \(regex\)/);
    // An ordinary pattern on the same index fits.
    const ok = parsed.trySearch({ v: 1, query: { type: "regex", field: "url", pattern: "https://shop\\.acme\\.io/.*" } });
    expect(ok.ok && ok.results.total.value).toBe(urls.filter((u) => u.startsWith("https://shop.acme.io/")).length);
  });
});
