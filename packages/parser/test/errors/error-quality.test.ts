/**
 * Error quality on real-looking model mistakes: each message names the path and suggests the right
 * name or form. The full tool-result texts are locked in a file snapshot so wording cannot drift
 * unnoticed (review the snapshot diff when changing errors/messages.ts).
 */
import { describe, expect, it } from "vitest";
import { tryParseQuery, type ParseProblem } from "../../src/index.js";
import { Invoice } from "../support/documents.js";

interface Mistake {
  readonly name: string;
  readonly args: string;
  readonly code: string;
  readonly path: string;
  /** Text the first problem's message must contain (the suggestion or the right form). */
  readonly says: readonly string[];
  readonly suggestion?: string;
}

const MISTAKES: readonly Mistake[] = [
  {
    name: "a misspelt field",
    args: '{"v":1,"query":{"type":"term","field":"custmer","value":"acme"}}',
    code: "unknown-field",
    path: "/query/field",
    suggestion: "customer",
    says: ['did you mean "customer"?'],
  },
  {
    name: "range over a text field",
    args: '{"v":1,"query":{"type":"range","field":"notes","gte":"a"}}',
    code: "wrong-field-kind",
    path: "/query/field",
    says: ['a field that range takes: "customer", "tags", "total", "quantity" or "issued"', '"notes" works with', '"text"'],
  },
  {
    name: '"type": "match" (Elasticsearch)',
    args: '{"v":1,"query":{"type":"match","text":"steel"}}',
    code: "unknown-node-type",
    path: "/query/type",
    suggestion: "text",
    says: ['did you mean "text"?'],
  },
  {
    name: '"size" for limit',
    args: '{"v":1,"q":"steel","size":5}',
    code: "unknown-property",
    path: "/size",
    suggestion: "limit",
    says: ['"size" is Elasticsearch\'s name; here it is "limit"'],
  },
  {
    name: '"from" for offset',
    args: '{"v":1,"q":"steel","from":20}',
    code: "unknown-property",
    path: "/from",
    suggestion: "offset",
    says: ['did you mean "offset"?'],
  },
  {
    name: "a number sent as a string",
    args: '{"v":1,"query":{"type":"term","field":"total","value":"42"}}',
    code: "wrong-type",
    path: "/query/value",
    says: ['found the string "42"', "send 42 without quotes"],
  },
  {
    name: "a number sent as a string (limit)",
    args: '{"v":1,"limit":"20"}',
    code: "wrong-type",
    path: "/limit",
    says: ["send 20 without quotes"],
  },
  {
    name: "gte with gt",
    args: '{"v":1,"query":{"type":"range","field":"total","gt":10,"gte":20}}',
    code: "conflicting-bounds",
    path: "/query/gte",
    says: ['"gt" (exclusive) or "gte" (inclusive)'],
  },
  {
    name: "a bad date",
    args: '{"v":1,"query":{"type":"range","field":"issued","gte":"2024-02-30"}}',
    code: "not-a-date",
    path: "/query/gte",
    says: ["day 30 does not exist in 2024-02"],
  },
  {
    name: "an unbalanced strict string",
    args: '{"v":1,"query":{"type":"strict","query":"notes:(steel OR beams"}}',
    code: "",
    path: "/query/query",
    says: ["(character"],
  },
  {
    name: "an unknown field in a filter string",
    args: '{"v":1,"filter":"custmer = \\"acme\\" and paid = true"}',
    code: "",
    path: "/filter",
    suggestion: "customer",
    says: ['did you mean "customer"?', "(character 1)"],
  },
  {
    name: "match_phrase",
    args: '{"v":1,"query":{"type":"match_phrase","field":"notes","terms":["late","delivery"]}}',
    code: "unknown-node-type",
    path: "/query/type",
    suggestion: "phrase",
    says: ['did you mean "phrase"?'],
  },
  {
    name: "a query string where a node is expected",
    args: '{"v":1,"query":"customer:acme AND paid:true"}',
    code: "wrong-type",
    path: "/query",
    says: ['{"type":"strict","query":"customer:acme AND paid:true"}'],
  },
  {
    name: "Elasticsearch's bool shape",
    args: '{"v":1,"query":{"bool":{"must":[{"type":"matchAll"}]}}}',
    code: "missing-type",
    path: "/query/type",
    suggestion: "bool",
    says: ['write {"type":"bool", …}'],
  },
  {
    name: "must_not and minimum_should_match",
    args: '{"v":1,"query":{"type":"bool","should":[{"type":"matchAll"}],"must_not":[{"type":"exists","field":"notes"}],"minimum_should_match":1}}',
    code: "unknown-property",
    path: "/query/must_not",
    suggestion: "mustNot",
    says: ['did you mean "mustNot"?'],
  },
  {
    name: "a misspelt enum value",
    args: '{"v":1,"sort":[{"field":"total","order":"ascending"}]}',
    code: "not-an-enum-value",
    path: "/sort/0/order",
    suggestion: "asc",
    says: ['one of "asc" or "desc"'],
  },
  {
    name: "a field that cannot be sorted",
    args: '{"v":1,"sort":[{"field":"notes","order":"asc"}]}',
    code: "wrong-field-kind",
    path: "/sort/0/field",
    says: ['a field that sort takes: "id", "customer", "total", "issued" or "rating"'],
  },
  {
    name: "a misspelt function",
    args: '{"v":1,"query":{"type":"functionScore","functions":[{"type":"gaus","field":"total","origin":0,"scale":10}]}}',
    code: "unknown-function",
    path: "/query/functions/0/type",
    suggestion: "gauss",
    says: ['did you mean "gauss"?'],
  },
  {
    name: "a misspelt score mode",
    args: '{"v":1,"query":{"type":"functionScore","functions":[{"type":"weight","weight":2}],"scoreMode":"summ"}}',
    code: "not-an-enum-value",
    path: "/query/scoreMode",
    suggestion: "sum",
    says: ['did you mean "sum"?'],
  },
  { name: "a wrong version", args: '{"v":"1","q":"steel"}', code: "wrong-version", path: "/v", says: ["send 1 without quotes"] },
  { name: "a missing version", args: '{"q":"steel"}', code: "missing-property", path: "/v", says: ['"v": 1'] },
  {
    name: "limit + offset beyond the window",
    args: '{"v":1,"limit":100,"offset":9950}',
    code: "window-too-large",
    path: "/offset",
    says: ["100 + 9950 = 10050"],
  },
  {
    name: "an integer beyond int64",
    args: '{"v":1,"query":{"type":"term","field":"quantity","value":9223372036854775808}}',
    code: "integer-out-of-range",
    path: "/query/value",
    says: ["int64", "9223372036854775808"],
  },
  {
    name: "an integer beyond 2^53",
    args: '{"v":1,"query":{"type":"term","field":"quantity","value":9007199254740993}}',
    code: "integer-out-of-range",
    path: "/query/value",
    says: ["never rounded", "9007199254740993"],
  },
  {
    name: "a negative boost",
    args: '{"v":1,"query":{"type":"matchAll","boost":-1}}',
    code: "out-of-range",
    path: "/query/boost",
    says: ["a number ≥ 0", "found the number -1"],
  },
  {
    name: "a duplicate key",
    args: '{"v":1,"query":{"type":"term","field":"customer","value":"a","value":"b"}}',
    code: "duplicate-key",
    path: "/query/value",
    says: ['"value" appears twice'],
  },
  { name: "invalid JSON", args: '{"v":1,"q":"steel",}', code: "invalid-json", path: "", says: ["character 20"] },
  {
    name: "a bad regex",
    args: '{"v":1,"query":{"type":"regex","field":"notes","pattern":"st[eel"}}',
    code: "",
    path: "/query/pattern",
    says: ["(character"],
  },
  {
    name: "a misspelt property of a node",
    args: '{"v":1,"query":{"type":"fuzzy","field":"notes","value":"stel","maxEdit":1}}',
    code: "unknown-property",
    path: "/query/maxEdit",
    suggestion: "maxEdits",
    says: ['did you mean "maxEdits"?'],
  },
];

function first(args: string): { problems: readonly ParseProblem[]; text: string } {
  const result = tryParseQuery(Invoice, args);
  if (result.ok) throw new Error(`expected an error for ${args}`);
  return { problems: result.error.problems, text: result.error.toToolResult() };
}

describe("error messages on real-looking model mistakes", () => {
  for (const m of MISTAKES) {
    it(m.name, () => {
      const { problems } = first(m.args);
      const p = problems[0]!;
      if (m.code !== "") expect(p.code).toBe(m.code);
      expect(p.path).toBe(m.path);
      expect(p.message.startsWith(m.path === "" ? "/" : m.path)).toBe(true);
      if (m.suggestion !== undefined) expect(p.suggestion).toBe(m.suggestion);
      for (const s of m.says) expect(p.message).toContain(s);
    });
  }

  it("lists every independent problem of one call", () => {
    const { problems } = first(
      '{"v":2,"size":5,"query":{"type":"bool","must":[{"type":"term","field":"custmer","value":"a"},{"type":"range","field":"total","gt":"5"}],"mustNot":[{"type":"matchAll","boost":-2}]},"limit":-1}',
    );
    expect(problems.map((p) => [p.code, p.path])).toEqual([
      ["unknown-property", "/size"],
      ["wrong-version", "/v"],
      ["unknown-field", "/query/must/0/field"],
      ["wrong-type", "/query/must/1/gt"],
      ["out-of-range", "/query/mustNot/0/boost"],
      ["out-of-range", "/limit"],
    ]);
  });

  it("bounds the list and says how many were left out", () => {
    const many = JSON.stringify({
      v: 1,
      query: { type: "bool", should: Array.from({ length: 30 }, (_, i) => ({ type: "term", field: `nope${i}`, value: 1 })) },
    });
    const result = tryParseQuery(Invoice, many);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.problems).toHaveLength(20);
      expect(result.error.omitted).toBe(10);
      expect(result.error.toToolResult()).toContain("… and 10 more problems not listed.");
    }
  });

  it("places problems in JSON text at the offset of the value", () => {
    const args = '{"v":1,\n "query": {"type": "term", "field": "custmer", "value": "a"}}';
    const { problems } = first(args);
    expect(problems[0]!.inputOffset).toBe(args.indexOf('"custmer"'));
  });

  it("places an unknown property at its name, so an editor marks the key rather than its value", () => {
    const args = '{"v":1, "size": 3, "query": {"type": "term", "field": "customer", "value": "a", "bost": 2}}';
    const { problems } = first(args);
    expect(problems.map((p) => [p.path, p.inputOffset])).toEqual([
      ["/size", args.indexOf('"size"')],
      ["/query/bost", args.indexOf('"bost"')],
    ]);
  });

  it("words every mistake the same way (file snapshot of the tool results)", async () => {
    const text = MISTAKES.map((m) => `## ${m.name}\n\n${m.args}\n\n${first(m.args).text}\n`).join("\n");
    await expect(text).toMatchFileSnapshot("./__snapshots__/tool-results.md");
  });
});
