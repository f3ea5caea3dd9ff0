import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { queryCapabilities, querySchema, type DocumentDefinition } from "../src/index.js";
import { EveryKind, IdOnly, KeywordsOnly, NumbersOnly } from "./support/documents.js";
import { pythonSchemaProblem, pythonVerdicts, PYTHON, run } from "./support/python-jsonschema.js";
import { QUERY_CASES } from "./support/query-cases.js";

/** These tests are about the whole language: the full detail (the default is `standard`). */
const FULL = { detail: "full" } as const;

const DOCS: readonly DocumentDefinition[] = [EveryKind, KeywordsOnly, NumbersOnly, IdOnly];

function compiled(doc: DocumentDefinition) {
  const schema = querySchema(doc, FULL);
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  ajv.addSchema(schema, "query");
  return { schema, ajv, validate: ajv.getSchema("query")! };
}

describe("querySchema accepts the good and rejects each bad document (Ajv 2020-12, strict)", () => {
  for (const doc of DOCS) {
    it(`${doc.name}: passes the draft 2020-12 meta-schema`, () => {
      const ajv = new Ajv2020({ strict: true });
      expect(ajv.validateSchema(querySchema(doc, FULL)), JSON.stringify(ajv.errors)).toBe(true);
      // A broken copy does not, so the check above means something.
      expect(ajv.validateSchema({ ...querySchema(doc, FULL), required: "v" })).toBe(false);
    });

    const { validate } = compiled(doc);
    const cases = QUERY_CASES.filter((c) => c.doc === doc);
    it(`${doc.name}: ${cases.filter((c) => c.valid).length} good, ${cases.filter((c) => !c.valid).length} bad`, () => {
      const wrong = cases.filter((c) => validate(c.input) !== c.valid).map((c) => `${c.valid ? "rejected" : "accepted"}: ${c.label}`);
      expect(wrong).toEqual([]);
    });
  }

  it("has a good and a bad case for every definition of the every-kind document", () => {
    const covered = new Set(QUERY_CASES.filter((c) => c.doc === EveryKind && c.valid).map((c) => c.definition));
    for (const d of queryCapabilities(EveryKind, "full").nodes) expect(covered, d.name).toContain(d.name);
    expect(QUERY_CASES.filter((c) => !c.valid).length).toBeGreaterThan(100);
  });
});

describe("the node definitions are mutually exclusive", () => {
  for (const doc of DOCS) {
    it(`${doc.name}: each good node matches its own definition and no other`, () => {
      const { ajv } = compiled(doc);
      const names = queryCapabilities(doc, "full").nodes.map((d) => d.name);
      const validators = names.map((name) => [name, ajv.getSchema(`query#/$defs/${name}`)!] as const);
      for (const c of QUERY_CASES.filter((k) => k.doc === doc && k.valid && k.definition !== undefined)) {
        const node = (c.input as { query: unknown }).query;
        const matched = validators.filter(([, v]) => v(node)).map(([name]) => name);
        expect(matched, c.label).toEqual([c.definition]);
      }
    });
  }

  it("the functions too: each function of a good functionScore matches exactly one function definition", () => {
    const { ajv } = compiled(EveryKind);
    const validators = queryCapabilities(EveryKind, "full").functions.map(
      (d) => [d.name, ajv.getSchema(`query#/$defs/${d.name}`)!] as const,
    );
    let seen = 0;
    for (const c of QUERY_CASES.filter((k) => k.doc === EveryKind && k.valid && k.definition === "functionScore")) {
      for (const fn of (c.input as { query: { functions: unknown[] } }).query.functions) {
        expect(validators.filter(([, v]) => v(fn)).length, c.label).toBe(1);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});

describe.skipIf(PYTHON === undefined)("Python jsonschema (Draft202012Validator) agrees, via tools/jsonschema_check.py", () => {
  for (const doc of DOCS) {
    it(`${doc.name}: the schema passes check_schema`, () => {
      expect(pythonSchemaProblem(querySchema(doc, FULL))).toBeUndefined();
    });

    it(`${doc.name}: every verdict equals the expected one (and Ajv's)`, () => {
      const { schema, validate } = compiled(doc);
      const cases = QUERY_CASES.filter((c) => c.doc === doc);
      const verdicts = pythonVerdicts(
        schema,
        cases.map((c) => c.input),
      );
      const wrong = cases.filter((c, i) => verdicts[i]!.valid !== c.valid || validate(c.input) !== c.valid).map((c) => c.label);
      expect(wrong).toEqual([]);
      expect(verdicts.filter((v) => !v.valid).every((v) => v.errors.length > 0)).toBe(true);
    });
  }

  it("reports a bad node at its own path, deep in the query", () => {
    const schema = querySchema(EveryKind, FULL);
    const [verdict] = pythonVerdicts(schema, [
      {
        v: 1,
        query: {
          type: "bool",
          must: [{ type: "matchAll" }, { type: "exists", field: "pdf" }],
          should: [{ type: "functionScore", functions: [{ type: "weight", weight: -1 }] }],
        },
      },
    ]);
    expect(verdict!.valid).toBe(false);
    expect(verdict!.errors.some((e) => e.startsWith("/query/must/1/field: "))).toBe(true);
    expect(verdict!.errors.some((e) => e.startsWith("/query/should/0/functions/0/weight: "))).toBe(true);
  });

  it("gives verdicts without wording errors when asked (verdictsOnly)", () => {
    const cases = QUERY_CASES.filter((c) => c.doc === EveryKind);
    const verdicts = pythonVerdicts(
      querySchema(EveryKind, FULL),
      cases.map((c) => c.input),
      { verdictsOnly: true },
    );
    expect(verdicts.map((v) => v.valid)).toEqual(cases.map((c) => c.valid));
    expect(verdicts.every((v) => v.errors.length === 0)).toBe(true);
  });

  it("rejects a malformed request with exit status 1", () => {
    expect(run(PYTHON!, { documents: [] }).status).toBe(1);
    expect(run(PYTHON!, { schema: {}, documents: {} }).status).toBe(1);
  });

  it("reports an invalid schema with exit status 2 and the offending path", () => {
    expect(pythonSchemaProblem({ type: "object", properties: { a: { minimum: "zero" } } })).toMatch(
      /^schema error: \/properties\/a\/minimum: /,
    );
  });
});
