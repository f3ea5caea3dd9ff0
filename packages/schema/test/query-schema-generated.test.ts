import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { querySchema } from "../src/index.js";
import { EveryKind } from "./support/documents.js";
import { PYTHON, pythonVerdicts } from "./support/python-jsonschema.js";

/** These tests are about the whole language: the full detail (the default is `standard`). */
const FULL = { detail: "full" } as const;

// Random query documents, about half of them valid: nodes of every kind over right and wrong
// fields, values of every JSON type, out-of-range numbers, unknown properties. Ajv and Python's
// jsonschema (through tools/jsonschema_check.py) must give the same verdict on each.
const SEED = Number(process.env["ONEINDEX_SEED"] ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = 400;

const fieldNames = [...Object.keys(EveryKind.fields), "nope"];
const anyField = fc.constantFrom(...fieldNames);
const goodDate = fc.constantFrom("2024-01-01", "2024-03-01T12:30:00Z", "2024-03-01T12:30:00.5+02:00", "0001-12-31T23:59");
const badDate = fc.constantFrom("2024-1-1", "2024-01-01\n", "yesterday", "2024-01-01T25", "20240101");
const scalar = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ min: -2, max: 2, noNaN: true }),
  fc.boolean(),
  badDate,
  fc.constant(null),
);
const number = (min: number, max: number) => fc.oneof(fc.integer({ min, max }), fc.double({ min, max, noNaN: true }));
const from = (...values: string[]) => fc.constantFrom(...values);
const boost = number(0, 3);

/** Mostly the arbitrary as it is; sometimes one structural mutation of it. */
function mutated(arb: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const mutation = fc
    .tuple(arb, fc.constantFrom("extra", "dropType", "field", "value", "boost", "type"), scalar, anyField)
    .map(([n, kind, junk, f]) => {
      const copy: Record<string, unknown> = { ...n };
      if (kind === "extra") copy["extra"] = junk;
      if (kind === "dropType") delete copy["type"];
      if (kind === "field") copy["field"] = f;
      if (kind === "value") copy["value"] = junk;
      if (kind === "boost") copy["boost"] = -1;
      if (kind === "type") copy["type"] = "match";
      return copy;
    });
  return fc.oneof({ weight: 7, arbitrary: arb }, { weight: 1, arbitrary: mutation });
}

const rec = (shape: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
  fc.record(shape, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
const bounds = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    rec({ gt: value, lt: value }, []),
    rec({ gte: value, lte: value }, []),
    rec({ gt: value, gte: value, lt: value, lte: value }, []),
  );

const { node } = fc.letrec<{ node: Record<string, unknown>; fn: Record<string, unknown> }>((tie) => ({
  node: mutated(
    fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      rec({ type: fc.constant("term"), field: from("customer", "tags", "notes", "lines"), value: fc.string({ maxLength: 4 }), boost }, [
        "type",
        "field",
        "value",
      ]),
      rec({ type: fc.constant("term"), field: from("id", "count"), value: fc.integer(), boost }, ["type", "field", "value"]),
      rec({ type: fc.constant("term"), field: from("total", "scores"), value: number(-1e6, 1e6) }, ["type", "field", "value"]),
      rec({ type: fc.constant("term"), field: from("issued", "due"), value: fc.oneof(goodDate, badDate) }, ["type", "field", "value"]),
      rec({ type: fc.constant("term"), field: from("paid"), value: fc.boolean() }, ["type", "field", "value"]),
      fc
        .tuple(rec({ type: fc.constant("range"), field: from("count") }, ["type", "field"]), bounds(fc.integer()))
        .map(([a, b]) => ({ ...a, ...b })),
      fc
        .tuple(rec({ type: fc.constant("range"), field: from("total", "scores") }, ["type", "field"]), bounds(number(-5, 5)))
        .map(([a, b]) => ({ ...a, ...b })),
      fc
        .tuple(rec({ type: fc.constant("range"), field: from("issued", "due") }, ["type", "field"]), bounds(goodDate))
        .map(([a, b]) => ({ ...a, ...b })),
      fc
        .tuple(rec({ type: fc.constant("range"), field: from("customer", "tags") }, ["type", "field"]), bounds(fc.string({ maxLength: 3 })))
        .map(([a, b]) => ({ ...a, ...b })),
      rec({ type: fc.constant("exists"), field: anyField }, ["type", "field"]),
      rec(
        {
          type: fc.constant("phrase"),
          field: from("notes", "customer"),
          terms: fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
          slop: fc.integer({ min: -1, max: 1001 }),
          boost,
        },
        ["type", "field", "terms"],
      ),
      rec({ type: from("prefix", "fuzzy"), field: from("notes", "tags"), value: fc.string({ maxLength: 3 }), boost }, [
        "type",
        "field",
        "value",
      ]),
      rec(
        {
          type: fc.constant("fuzzy"),
          field: from("lines"),
          value: fc.string({ maxLength: 3 }),
          maxEdits: fc.integer({ min: 0, max: 3 }),
          transpositions: fc.boolean(),
        },
        ["type", "field", "value"],
      ),
      rec({ type: fc.constant("regex"), field: from("customer"), pattern: fc.string({ maxLength: 3 }) }, ["type", "field", "pattern"]),
      rec(
        {
          type: fc.constant("multiFieldTerm"),
          fields: fc.array(from("notes", "tags", "total"), { maxLength: 3 }),
          value: fc.string({ maxLength: 3 }),
        },
        ["type", "fields", "value"],
      ),
      rec(
        {
          type: fc.constant("text"),
          text: fc.string({ maxLength: 5 }),
          fields: fc.array(from("notes", "lines"), { minLength: 1, maxLength: 2 }),
          operator: from("and", "or", "xor"),
        },
        ["type", "text"],
      ),
      rec({ type: fc.constant("strict"), query: fc.string({ maxLength: 5 }), boost }, ["type", "query"]),
      rec({ type: fc.constant("matchAll"), boost }, ["type"]),
      rec(
        {
          type: fc.constant("bool"),
          must: fc.array(tie("node"), { maxLength: 2 }),
          should: fc.array(tie("node"), { maxLength: 2 }),
          mustNot: fc.array(tie("node"), { maxLength: 1 }),
          minimumShouldMatch: fc.integer({ min: 0, max: 2 }),
        },
        ["type"],
      ),
      rec(
        {
          type: fc.constant("functionScore"),
          query: tie("node"),
          functions: fc.array(tie("fn"), { minLength: 1, maxLength: 3 }),
          scoreMode: from("sum", "avg", "total"),
          maxBoost: number(0, 5),
        },
        ["type", "functions"],
      ),
    ),
  ),
  fn: mutated(
    fc.oneof(
      rec({ type: fc.constant("weight"), weight: number(0, 3), filter: tie("node") }, ["type", "weight"]),
      rec(
        {
          type: fc.constant("fieldValueFactor"),
          field: from("total", "count", "issued", "paid", "office"),
          factor: number(-2, 2),
          modifier: from("log1p", "sqrt", "log3"),
          missing: number(0, 1),
        },
        ["type", "field"],
      ),
      rec(
        {
          type: from("gauss", "exp", "linear"),
          field: from("total", "count"),
          origin: number(-10, 10),
          scale: number(0, 5),
          offset: number(-1, 5),
          decay: number(0, 1),
        },
        ["type", "field", "origin", "scale"],
      ),
      rec(
        { type: from("gauss", "exp", "linear"), field: from("issued", "due"), origin: fc.oneof(goodDate, badDate), scale: number(0, 5) },
        ["type", "field", "origin", "scale"],
      ),
      rec(
        {
          type: from("gauss", "linear"),
          field: from("office"),
          origin: fc.record({ lat: number(-100, 100), lng: number(-200, 200) }),
          scale: number(0, 5),
          weight: number(-1, 2),
        },
        ["type", "field", "origin", "scale"],
      ),
    ),
  ),
}));

const root = fc
  .tuple(
    fc.constantFrom(1, 1, 1, 1, 1, 1, 1, 1, 2, "1"),
    fc.oneof(
      rec({ q: fc.string({ maxLength: 5 }) }, ["q"]),
      rec({ query: node }, ["query"]),
      rec({ filter: fc.oneof(fc.string({ maxLength: 5 }), node) }, ["filter"]),
    ),
    rec(
      {
        limit: fc.integer({ min: 0, max: 10_001 }),
        sort: fc.array(fc.record({ field: from("id", "total", "rank", "count"), order: from("asc", "desc") }), { maxLength: 2 }),
      },
      [],
    ),
  )
  .map(([v, main, rest]) => ({ v, ...main, ...rest }));

describe.skipIf(PYTHON === undefined)("generated documents: Ajv and Python's jsonschema agree", () => {
  it(`${RUNS} documents (ONEINDEX_SEED=${SEED})`, () => {
    const documents = fc.sample(root, { numRuns: RUNS, seed: SEED });
    const schema = querySchema(EveryKind, FULL);
    const validate = new Ajv2020({ strict: true }).compile(schema);
    const ajv = documents.map((d) => validate(d));
    const python = pythonVerdicts(schema, documents).map((v) => v.valid);
    const differ = documents.filter((_, i) => ajv[i] !== python[i]).map((d) => JSON.stringify(d));
    expect(differ, `seed ${SEED}`).toEqual([]);
    const valid = ajv.filter(Boolean).length;
    expect(valid, `seed ${SEED}: too few valid documents to mean anything`).toBeGreaterThan(RUNS * 0.15);
    expect(RUNS - valid, `seed ${SEED}: too few invalid documents`).toBeGreaterThan(RUNS * 0.15);
    console.info(`generated: ${valid} valid, ${RUNS - valid} invalid (seed ${SEED})`);
  });
});
