import { describe, expect, it } from "vitest";
import { parseFilterLanguage, parseQLanguage, parseStrictLanguage, type LanguageResult } from "../../src/languages/index.js";
import { Invoice } from "./fixtures.js";

const messages = (result: LanguageResult): string[] => (result.ok ? [] : result.problems.map((p) => p.message));

/** The exact text a model reads, locked so wording changes are deliberate. */
describe("language problems read well", () => {
  it("strict", () => {
    expect(messages(parseStrictLanguage(Invoice, "custmer:acme AND (notes:steel", "/query/query"))).toEqual([
      '/query/query (character 1): unknown field "custmer"; expected a field that takes a term: "id", "customer", "notes", "lines", "total", "count", "issued" or "paid" — did you mean "customer"?',
      '/query/query (character 18): a "(" is never closed: expected a ")" closing the "(" at character 18, found the end of the query',
    ]);
    expect(messages(parseStrictLanguage(Invoice, "total:ab*", "/query/query"))).toEqual([
      '/query/query (character 1): the field "total" (a number field) cannot be used here; expected a field that takes a prefix: "customer", "notes" or "lines"',
    ]);
    expect(messages(parseStrictLanguage(Invoice, "customer:/a(b/", "/query/query"))).toEqual([
      '/query/query (character 12): a group in the regular expression is never closed: expected a ")" closing the group opened at offset 1, found the end of the pattern',
    ]);
  });
  it("filter", () => {
    expect(messages(parseFilterLanguage(Invoice, "issued < 2024-02-30 and customer = acme", "/filter"))).toEqual([
      '/filter (character 10): not a real date: expected a real ISO 8601 date (day 30 does not exist in 2024-02) for the field "issued", found the string "2024-02-30"',
      '/filter (character 36): unexpected "acme": expected a value: a string in double quotes, a number, a date such as 2024-01-01, true or false (to compare with the text, quote it: "acme")',
    ]);
  });
  it("q", () => {
    expect(messages(parseQLanguage(Invoice, "x".repeat(5000), "/q"))).toEqual([
      "/q (character 4097): too long: expected a q string of at most 4096 characters, found 5000 characters",
    ]);
  });
});
