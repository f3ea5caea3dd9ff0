/**
 * The seed's generative test: random valid documents of every node kind over several document
 * types, and their structurally invalid mutations. tryParseQuery must accept exactly the valid ones,
 * and its verdict must equal Ajv's (and Python jsonschema's, when ONEINDEX_JSONSCHEMA_PYTHON is
 * set) on every document, except the documented cases the schema cannot express (below).
 */
import { describe, expect, it } from "vitest";
import type { DocumentDefinition, QueryDetail } from "@oneindex/schema";
import { DETAIL_LEAVES_OUT, offersNodeType } from "@oneindex/schema/internal";
import { tryParseQuery } from "../src/index.js";
import { DOCUMENT_TYPES, Invoice } from "./support/documents.js";
import { mutationsOf, offeredAggTypes, offeredNodeTypes, QueryGenerator, type JsonRecord } from "./support/generate-queries.js";
import { createRng, runSeed } from "./support/random.js";
import { SCHEMA_CANNOT_EXPRESS } from "./support/schema-differences.js";
import { ajvValidator, pythonForSchemaChecks, pythonVerdicts } from "./support/schema-verdicts.js";

const SEED = runSeed();
const VALID_PER_TYPE = 60;
const FUNCTION_SCORE_PER_TYPE = 70;
/** Python jsonschema words every error of each invalid document, which takes tens of seconds on a shared machine. */
const PYTHON_TIMEOUT = 240_000;

interface Case {
  readonly label: string;
  readonly document: JsonRecord;
  readonly valid: boolean;
}

function cases(
  doc: DocumentDefinition,
  seed: number,
  functionScore: boolean,
  detail: QueryDetail = "full",
): { cases: Case[]; counts: Map<string, number> } {
  const rng = createRng(seed);
  const gen = new QueryGenerator(doc, rng, detail);
  const out: Case[] = [];
  const types = offeredNodeTypes(doc, detail);
  const total = functionScore ? FUNCTION_SCORE_PER_TYPE : VALID_PER_TYPE;
  for (let i = 0; i < total; i++) {
    // Cycle through the kinds so every kind is the root query at least once.
    const query = functionScore ? gen.functionScore(1) : gen.node(1, i < types.length ? types[i] : undefined);
    const document = gen.document(query);
    out.push({ label: `valid #${i}`, document, valid: true });
    for (const m of mutationsOf(document, rng)) out.push({ label: `mutation ${m.kind} of #${i}`, document: m.document, valid: false });
  }
  return { cases: out, counts: gen.counts };
}

function checkAll(doc: DocumentDefinition, list: readonly Case[], detail: QueryDetail = "full"): void {
  const ajv = ajvValidator(doc, detail);
  const texts = list.map((c) => JSON.stringify(c.document));
  const python = pythonForSchemaChecks();
  const py = python === undefined ? undefined : pythonVerdicts(python, doc, texts, detail);
  const options = { detail };
  list.forEach((c, i) => {
    const where = `seed ${SEED} (ONEINDEX_SEED=${SEED} to replay), ${doc.name}, ${detail}, ${c.label}: ${texts[i]}`;
    const fromText = tryParseQuery(doc, texts[i], options);
    const fromValue = tryParseQuery(doc, JSON.parse(texts[i]!), options);
    expect(fromText.ok, `${where}\n${fromText.ok ? "" : fromText.error.toToolResult()}`).toBe(c.valid);
    expect(fromValue.ok, where).toBe(c.valid);
    expect(ajv(JSON.parse(texts[i]!)), `Ajv disagrees: ${where}`).toBe(c.valid);
    if (py !== undefined) expect(py[i], `Python jsonschema disagrees: ${where}`).toBe(c.valid);
  });
}

describe(`generative (seed ${SEED})`, () => {
  let documents = 0;

  it(
    "accepts exactly the valid documents of every node kind, as Ajv and jsonschema do",
    () => {
      let valid = 0;
      const seen = new Set<string>();
      for (const [n, doc] of DOCUMENT_TYPES.entries()) {
        const { cases: list, counts } = cases(doc, SEED + n, false);
        checkAll(doc, list);
        documents += list.length;
        valid += list.filter((c) => c.valid).length;
        for (const kind of offeredNodeTypes(doc))
          expect(counts.get(kind) ?? 0, `seed ${SEED}: ${doc.name} never generated ${kind}`).toBeGreaterThan(0);
        for (const kind of offeredAggTypes(doc))
          expect(counts.get(`agg:${kind}`) ?? 0, `seed ${SEED}: ${doc.name} never generated a ${kind} aggregation`).toBeGreaterThan(0);
        for (const k of counts.keys()) seen.add(k);
      }
      expect(valid).toBeGreaterThanOrEqual(160);
      // Every aggregation kind, over every field kind its FIELD_USES entry allows across the document types, and metrics inside terms.
      for (const kind of [
        "terms",
        "histogram",
        "dateHistogram",
        "range",
        "stats",
        "cardinality",
        "geoDistance",
        "stats in terms",
        "cardinality in terms",
      ])
        expect(seen.has(`agg:${kind}`), kind).toBe(true);
      for (const kind of [
        "term",
        "phrase",
        "prefix",
        "fuzzy",
        "regex",
        "multiFieldTerm",
        "range",
        "exists",
        "bool",
        "matchAll",
        "text",
        "strict",
        "functionScore",
      ])
        expect(seen.has(kind), kind).toBe(true);
    },
    PYTHON_TIMEOUT,
  );

  it(
    "does the same for function-score documents and their mutations",
    () => {
      let valid = 0;
      const seen = new Set<string>();
      for (const [n, doc] of DOCUMENT_TYPES.entries()) {
        const { cases: list, counts } = cases(doc, SEED + 1000 + n, true);
        checkAll(doc, list);
        documents += list.length;
        valid += list.filter((c) => c.valid).length;
        for (const k of counts.keys()) seen.add(k);
      }
      expect(valid).toBeGreaterThanOrEqual(250);
      for (const fn of ["fn:weight", "fn:fieldValueFactor", "fn:gauss", "fn:exp", "fn:linear"]) expect(seen.has(fn), fn).toBe(true);
      expect(documents).toBeGreaterThanOrEqual(2224);
    },
    PYTHON_TIMEOUT,
  );
});

for (const [d, detail] of (["standard", "compact"] as const).entries()) {
  const leftOut = DETAIL_LEAVES_OUT[detail];
  describe(`generative, ${detail} detail (seed ${SEED})`, () => {
    it(
      `accepts exactly the valid ${detail} documents of every kind ${detail} offers, as Ajv and jsonschema do on the ${detail} schema`,
      () => {
        let valid = 0;
        for (const [n, doc] of DOCUMENT_TYPES.entries()) {
          const { cases: list, counts } = cases(doc, SEED + 2000 + 10_000 * d + n, false, detail);
          checkAll(doc, list, detail);
          valid += list.filter((c) => c.valid).length;
          for (const kind of offeredNodeTypes(doc, detail))
            expect(counts.get(kind) ?? 0, `seed ${SEED}: ${doc.name} never generated ${kind}`).toBeGreaterThan(0);
          for (const kind of leftOut.nodeTypes) expect(counts.has(kind), `${doc.name}: ${detail} generated ${kind}`).toBe(false);
          for (const kind of leftOut.functionTypes)
            expect(counts.has(`fn:${kind}`), `${doc.name}: ${detail} generated ${kind}`).toBe(false);
          expect(
            [...counts.keys()].some((k) => k.startsWith("agg:")),
            `${doc.name}: ${detail} generated aggregations`,
          ).toBe(false);
        }
        expect(valid).toBeGreaterThanOrEqual(160);
      },
      PYTHON_TIMEOUT,
    );

    if (offersNodeType(detail, "functionScore")) {
      it(
        `does the same for ${detail} function-score documents`,
        () => {
          for (const [n, doc] of DOCUMENT_TYPES.entries())
            checkAll(doc, cases(doc, SEED + 3000 + 10_000 * d + n, true, detail).cases, detail);
        },
        PYTHON_TIMEOUT,
      );
    }

    it(`gives full-language documents the same verdict in the ${detail} parser as in the ${detail} schema, rejecting what ${detail} leaves out`, () => {
      let rejected = 0;
      let accepted = 0;
      for (const [n, doc] of DOCUMENT_TYPES.entries()) {
        const ajv = ajvValidator(doc, detail);
        for (const functionScore of [false, true]) {
          for (const c of cases(doc, SEED + 4000 + 10_000 * d + n, functionScore).cases) {
            const text = JSON.stringify(c.document);
            const parsed = tryParseQuery(doc, text, { detail });
            expect(parsed.ok, `seed ${SEED}, ${doc.name}, ${c.label}: ${text}\n${parsed.ok ? "" : parsed.error.toToolResult()}`).toBe(
              ajv(JSON.parse(text)),
            );
            // The smaller language is a part of the full one.
            if (parsed.ok) expect(tryParseQuery(doc, text, { detail: "full" }).ok, text).toBe(true);
            if (c.valid && !parsed.ok) rejected++;
            if (c.valid && parsed.ok) accepted++;
          }
        }
      }
      // Both verdicts occur: the full generator writes what the detail leaves out, and some of what it keeps.
      // Compact keeps little of the full language: over 150 seeds 5–28 full-language documents passed it
      // (standard: 181–234), so its floor only says "some".
      expect(rejected).toBeGreaterThan(50);
      expect(accepted).toBeGreaterThan(detail === "compact" ? 0 : 100);
    });
  });
}

describe("documented schema/parser differences", () => {
  it("the schema accepts each of these and the parser rejects it, naming why", () => {
    const ajv = ajvValidator(Invoice);
    const python = pythonForSchemaChecks();
    const texts = SCHEMA_CANNOT_EXPRESS.map((c) => JSON.stringify(c.document));
    const py = python === undefined ? undefined : pythonVerdicts(python, Invoice, texts);
    SCHEMA_CANNOT_EXPRESS.forEach((c, i) => {
      expect(ajv(c.document), c.reason).toBe(true);
      if (py !== undefined) expect(py[i], c.reason).toBe(true);
      const r = tryParseQuery(Invoice, texts[i], { detail: "full" });
      expect(r.ok, c.reason).toBe(false);
      if (!r.ok)
        expect(
          r.error.problems.some((p) => p.code.startsWith(c.code)),
          `${c.reason}: ${r.error.toToolResult()}`,
        ).toBe(true);
    });
  });
});
