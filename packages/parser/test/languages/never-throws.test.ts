import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFilterLanguage, parseQLanguage, parseStrictLanguage, type LanguageResult } from "../../src/languages/index.js";
import type { QueryNode } from "../../src/tree/query-tree.js";
import { Invoice, Reading, Sku } from "./fixtures.js";

const docs = [Invoice, Sku, Reading] as const;

/** Every field a tree names. */
function fieldsOf(node: QueryNode, out: string[] = []): string[] {
  if ("field" in node) out.push(node.field);
  if ("fields" in node) out.push(...node.fields);
  if (node.type === "bool") for (const list of [node.must, node.should, node.mustNot, node.filter]) for (const c of list) fieldsOf(c, out);
  return out;
}
function count(node: QueryNode): number {
  return node.type === "bool" ? 1 + [node.must, node.should, node.mustNot, node.filter].flat().reduce((n, c) => n + count(c), 0) : 1;
}

/** What every result must be: a tree over the document's own fields with the right count, or problems inside the string. */
function checkResult(result: LanguageResult, doc: (typeof docs)[number], text: string, path: string): void {
  if (result.ok) {
    expect(typeof result.node.type).toBe("string");
    expect(result.nodeCount).toBe(count(result.node));
    for (const f of fieldsOf(result.node)) expect(Object.keys(doc.fields)).toContain(f);
  } else {
    expect(result.problems.length).toBeGreaterThan(0);
    for (const p of result.problems) {
      expect(p.path).toBe(path);
      expect(typeof p.code).toBe("string");
      expect(typeof p.message).toBe("string");
      expect(p.offset).toBeGreaterThanOrEqual(0);
      expect(p.offset!).toBeLessThanOrEqual(text.length);
      expect(p.offset! + p.length!).toBeLessThanOrEqual(text.length + 1);
    }
  }
}

const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 100 }),
);
const soup = (pieces: string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((p) => p.join(""));
const qSoup = soup(['"', "-", "+", "*", "~", "~1", "OR", "|", " ", "\t", "a", "steel", "🙂", "\u0000", "\u200b", "1", "\ud800"]);
const strictSoup = soup([
  "customer:",
  "notes:",
  "total:",
  "custmer:",
  "*:",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  " TO ",
  " AND ",
  " OR ",
  "NOT ",
  "&&",
  "||",
  "!",
  "+",
  "-",
  "^2",
  "^",
  "~",
  "~1",
  '"',
  "/",
  "\\",
  "*",
  "?",
  ">=",
  "<",
  "a",
  "5",
  "2024-01-01",
  " ",
  ":",
  "🙂",
]);
const filterSoup = soup([
  "total",
  "paid",
  "customer",
  "issued",
  "notes",
  "custmer",
  " ",
  "=",
  "!=",
  "<",
  ">=",
  " and ",
  " or ",
  "not ",
  "in",
  "[",
  "]",
  ",",
  "(",
  ")",
  '"',
  '"acme"',
  "\\",
  "5",
  "-1.5",
  "2024-01-01",
  "true",
  "exists(",
  "'",
  "&&",
  "||",
  "!",
  "🙂",
]);
const docArb = fc.constantFrom(...docs);

describe("q never fails within the limits and never throws", () => {
  it("on arbitrary strings", () => {
    fc.assert(
      fc.property(docArb, fc.oneof(anyText, qSoup), (doc, text) => {
        const result = parseQLanguage(doc, text, "/q");
        checkResult(result, doc, text, "/q");
        expect(result.ok).toBe(true);
      }),
      { numRuns: 600 },
    );
  });
});

describe("strict and filter only return results, whatever the text", () => {
  it("strict", () => {
    fc.assert(
      fc.property(docArb, fc.oneof(anyText, strictSoup), (doc, text) => {
        checkResult(parseStrictLanguage(doc, text, "/query/query"), doc, text, "/query/query");
      }),
      { numRuns: 1000 },
    );
  });
  it("filter", () => {
    fc.assert(
      fc.property(docArb, fc.oneof(anyText, filterSoup), (doc, text) => {
        checkResult(parseFilterLanguage(doc, text, "/filter"), doc, text, "/filter");
      }),
      { numRuns: 1000 },
    );
  });
  it("near misses of valid strings: one character inserted, deleted or replaced", () => {
    const validStrict = [
      'customer:acme AND notes:"steel beams"~2 OR total:[10 TO 20} -paid:true',
      "issued:>=2024-01-01 notes:ste* customer:/ac.e/^2",
      "(customer:(a OR b) && !count:3) || notes:stel~1",
    ];
    const validFilter = ['total >= 100 and paid = true and customer in ["acme", "globex"] and exists(notes) and not (issued < 2024-01-01)'];
    for (const s of [...validStrict, ...validFilter]) {
      const parse = validStrict.includes(s) ? parseStrictLanguage : parseFilterLanguage;
      expect(parse(Invoice, s, "/x").ok).toBe(true);
    }
    const edit = fc.tuple(fc.nat(), fc.constantFrom("insert", "delete", "replace"), fc.constantFrom(...'()[]{}":/\\*?~^!&|<>=, aZ9-🙂'));
    fc.assert(
      fc.property(fc.constantFrom(...validStrict, ...validFilter), edit, (s, [n, op, ch]) => {
        const i = n % (s.length + 1);
        const text =
          op === "insert"
            ? s.slice(0, i) + ch + s.slice(i)
            : op === "delete"
              ? s.slice(0, i) + s.slice(i + 1)
              : s.slice(0, i) + ch + s.slice(i + 1);
        const parse = validStrict.includes(s) ? parseStrictLanguage : parseFilterLanguage;
        checkResult(parse(Invoice, text, "/x"), Invoice, text, "/x");
      }),
      { numRuns: 1500 },
    );
  });
});
