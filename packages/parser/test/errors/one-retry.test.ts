/**
 * Error results a model can fix in one retry, at a bounded size: every problem of a call in one
 * result, each naming its path, what was expected, what was found and the nearest valid name; at
 * most `maxProblems` problems and `maxToolResultLength` characters, with a count of the rest.
 */
import { defineDocument, Field, QUERY_LIMITS, type FieldDefinition } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { tryParseQuery, type QueryParseError } from "../../src/index.js";
import { Invoice } from "../support/documents.js";

function failure(doc: Parameters<typeof tryParseQuery>[0], input: unknown): QueryParseError {
  const result = tryParseQuery(doc, input);
  if (result.ok) throw new Error("expected a failure");
  return result.error;
}

/** A type whose field names are long, so the "expected" list of one problem is over a kilobyte. */
const fields: Record<string, FieldDefinition> = { id: Field.id() };
for (let i = 0; i < 40; i++) fields[`a_rather_long_field_name_for_column_number_${String(i).padStart(2, "0")}`] = Field.keyword();
const Wide = defineDocument("Wide", fields);

describe("one result holds every problem of a call", () => {
  it("lists each independent problem with its path, what was expected, what was found and the nearest name", () => {
    const call = {
      v: 1,
      query: {
        type: "bool",
        must: [
          { type: "term", field: "custmer", value: "a" },
          { type: "range", field: "totl", gte: 1 },
          { type: "fuzzy", field: "notes", value: "x", maxEdit: 1 },
        ],
        should: [{ type: "prefx", field: "notes", value: "a" }],
      },
      sort: [{ field: "issued", order: "ascending" }],
      limit: "20",
    };
    const error = failure(Invoice, call);
    const expected: [path: string, suggestion: string | undefined][] = [
      ["/query/must/0/field", "customer"],
      ["/query/must/1/field", "total"],
      ["/query/must/2/maxEdit", "maxEdits"],
      ["/query/should/0/type", "prefix"],
      ["/limit", undefined],
      ["/sort/0/order", "asc"],
    ];
    expect(error.problems.map((p) => p.path).sort()).toEqual(expected.map(([path]) => path).sort());
    const text = error.toToolResult();
    for (const [path, suggestion] of expected) {
      const problem = error.problems.find((p) => p.path === path)!;
      expect(problem.expected, path).toBeDefined();
      expect(problem.found, path).toBeDefined();
      expect(problem.suggestion, path).toBe(suggestion);
      const line = text.split("\n").find((l) => l.startsWith(`- ${path}:`));
      expect(line, path).toBeDefined();
      expect(line).toMatch(/expected|allowed here/);
      if (suggestion !== undefined) expect(line).toContain(`did you mean "${suggestion}"?`);
    }
    expect(text).toContain("(6 problems)");
    expect(text).not.toContain("more problem");
  });

  it("writes a long expected list once when repeating it would crowd other problems out", () => {
    const call = {
      v: 1,
      query: {
        type: "bool",
        should: Array.from({ length: 30 }, (_, i) => ({
          type: "term",
          field: `a_rather_long_field_name_for_column_numbr_${String(i).padStart(2, "0")}`,
          value: "x",
        })),
      },
    };
    const error = failure(Wide, call);
    expect(error.problems).toHaveLength(QUERY_LIMITS.maxProblems);
    expect(error.omitted).toBe(30 - QUERY_LIMITS.maxProblems);
    const text = error.toToolResult();
    expect(text.length).toBeLessThanOrEqual(QUERY_LIMITS.maxToolResultLength);
    const listed = text.split("\n").filter((l) => l.startsWith("- /"));
    // Each problem's own line is over a kilobyte with the list: without writing it once, three would fit.
    expect(error.problems[0]!.message.length).toBeGreaterThan(1_000);
    // Written once, five times as many fit (the rest are counted).
    expect(listed.length).toBeGreaterThanOrEqual(15);
    expect(listed[0]).toContain('"a_rather_long_field_name_for_column_number_00"');
    for (const line of listed.slice(1)) expect(line).toContain("expected the same as at /query/should/0/field — did you mean");
    // Every listed problem still names the nearest field: the model can fix all of them at once.
    for (const [i, line] of listed.entries())
      expect(line).toContain(`did you mean "a_rather_long_field_name_for_column_number_${String(i).padStart(2, "0")}"?`);
    expect(text).toContain("(30 problems)");
    expect(text).toContain(`- … and ${30 - listed.length} more problems not listed.`);
  });

  it("keeps every line whole when all of them fit", () => {
    const error = failure(Invoice, { v: 1, query: { type: "bool", must_not: [], minimum_should_match: 1 } });
    const text = error.toToolResult();
    expect(text).not.toContain("the same as at");
    expect(text.split('allowed here: "type", "must"').length - 1).toBe(2);
  });

  it("says when a string language stopped checking with its list full, and never claims an exact count then", () => {
    const filter = Array.from({ length: 30 }, (_, i) => `nope${i} = "a"`).join(" and ");
    const error = failure(Invoice, { v: 1, filter });
    expect(error.problems).toHaveLength(QUERY_LIMITS.maxProblems);
    expect(error.incomplete).toBe(true);
    const text = error.toToolResult();
    expect(text).toContain("(at least 20 problems)");
    expect(text).toContain("- … and maybe more: checking stopped there.");
    expect(text.length).toBeLessThanOrEqual(QUERY_LIMITS.maxToolResultLength);

    const few = failure(Invoice, { v: 1, filter: 'nope1 = "a" and nope2 = "b"' });
    expect(few.incomplete).toBe(false);
    expect(few.toToolResult()).toContain("(2 problems)");
    expect(few.toToolResult()).not.toContain("maybe more");
  });
});
