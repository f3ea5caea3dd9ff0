import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { compileRegex, tryParseQuery } from "../../src/index.js";

/** The examples the README's "String languages" and "Regex dialect" sections quote, so they cannot drift. */
describe("README examples", () => {
  it("string languages: a misspelt field in a filter string", () => {
    const Invoice = defineDocument("Invoice", {
      id: Field.id(),
      customer: Field.keyword(),
      notes: Field.text(),
      total: Field.number({ filterable: true }),
      paid: Field.boolean({ filterable: true }),
    });
    const r = tryParseQuery(Invoice, { v: 1, q: 'steel -pipes "late delivery"', filter: 'custmer = "acme"' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems).toHaveLength(1);
    expect(r.error.problems[0]).toMatchObject({ path: "/filter", offset: 0, code: "unknown-field", suggestion: "customer" });
    expect(r.error.problems[0]!.message).toMatch(
      /^\/filter \(character 1\): unknown field "custmer"; expected a field that takes a comparison with =: .* — did you mean "customer"\?$/,
    );
  });
  it("regex dialect: whole-term matching", () => {
    const Sku = defineDocument("Sku", { id: Field.id(), code: Field.keyword() });
    const r = tryParseQuery(Sku, { v: 1, query: { type: "regex", field: "code", pattern: "inv-[0-9]{3}" } });
    if (!r.ok || r.query.query?.type !== "regex") throw new Error("expected a regex node");
    const m = compileRegex(r.query.query.regex);
    expect(m.matches("inv-042")).toBe(true);
    expect(m.matches("xinv-042")).toBe(false);
    const bad = tryParseQuery(Sku, { v: 1, query: { type: "regex", field: "code", pattern: "(a|b" } });
    expect(bad.ok ? "" : bad.error.message).toContain("/query/pattern (character 1): a group in the regular expression is never closed");
  });
});
