/**
 * Parity at the edges: hand-picked documents on each side of every bound and shape rule the
 * schema states. Parse must give the same verdict as Ajv (and Python jsonschema when
 * ONEINDEX_JSONSCHEMA_PYTHON is set) on each.
 */
import { describe, expect, it } from "vitest";
import type { DocumentDefinition } from "@oneindex/schema";
import { tryParseQuery } from "../src/index.js";
import { Catalog, Invoice, Metrics } from "./support/documents.js";
import { ajvValidator, pythonForSchemaChecks, pythonVerdicts } from "./support/schema-verdicts.js";

const q = (query: unknown) => ({ v: 1, query });
const fs = (fn: unknown, extra: object = {}) => q({ type: "functionScore", functions: [fn], ...extra });
const rep = (n: number, item: unknown) => Array.from({ length: n }, () => item);

/** [label, document, expected verdict]. */
const EDGES: readonly (readonly [string, unknown, boolean])[] = [
  ["v as 1.0 in text is 1", { v: 1.0 }, true],
  ["limit 10000", { v: 1, limit: 10000 }, true],
  ["limit 10001", { v: 1, limit: 10001 }, false],
  ["limit 1.5", { v: 1, limit: 1.5 }, false],
  ["offset -1", { v: 1, offset: -1 }, false],
  ["countExactly as string", { v: 1, countExactly: "true" }, false],
  ["empty highlight object", { v: 1, highlight: {} }, true],
  ["highlight fields empty", { v: 1, highlight: { fields: [] } }, false],
  ["highlight fragments 0", { v: 1, highlight: { fragments: 0 } }, false],
  ["highlight fragmentSize 9", { v: 1, highlight: { fragmentSize: 9 } }, false],
  ["highlight preTag of 33", { v: 1, highlight: { preTag: "x".repeat(33) } }, false],
  ["highlight as string", { v: 1, highlight: "yes" }, false],
  ["sort empty", { v: 1, sort: [] }, true],
  ["sort 9 keys", { v: 1, sort: rep(9, { field: "total", order: "asc" }) }, false],
  ["sort without order", { v: 1, sort: [{ field: "total" }] }, false],
  ["sort on a non-sortable field", { v: 1, sort: [{ field: "paid", order: "asc" }] }, false],
  ["filter as number", { v: 1, filter: 5 }, false],
  ["filter as array", { v: 1, filter: [] }, false],
  ["query as array", { v: 1, query: [] }, false],
  [
    "q of 4096 (four long words: q limits words to 1024 and terms to 256)",
    { v: 1, q: ["a".repeat(1024), "b".repeat(1024), "c".repeat(1024), "d".repeat(1021)].join(" ") },
    true,
  ],
  ["q of 4097", { v: 1, q: "a".repeat(4097) }, false],
  [
    "a term of 1024 emoji (2048 UTF-16 units): lengths count code points",
    q({ type: "term", field: "customer", value: "😀".repeat(1024) }),
    true,
  ],
  ["a term of 1025 emoji", q({ type: "term", field: "customer", value: "😀".repeat(1025) }), false],
  ["a text of 4096 code points (6144 UTF-16 units)", q({ type: "text", text: "😀 ".repeat(2048) }), true],
  ["a text of 4097 code points", q({ type: "text", text: "😀 ".repeat(2048) + "x" }), false],
  ["a highlight tag of 32 emoji", { v: 1, highlight: { preTag: "😀".repeat(32) } }, true],
  ["a phrase term of 257 emoji", q({ type: "phrase", field: "notes", terms: ["😀".repeat(257)] }), false],
  ["range without bounds", q({ type: "range", field: "total" }), false],
  ["range lt with lte", q({ type: "range", field: "total", lt: 1, lte: 2 }), false],
  ["range gt with lt", q({ type: "range", field: "total", gt: 1, lt: 2 }), true],
  ["range with boost", q({ type: "range", field: "total", gt: 1, boost: 1 }), false],
  ["range on keyword with a number", q({ type: "range", field: "customer", gt: 1 }), false],
  ["range integer 1.5", q({ type: "range", field: "quantity", gt: 1.5 }), false],
  ["term integer 2^53-1", q({ type: "term", field: "quantity", value: 9007199254740991 }), true],
  ["term value null", q({ type: "term", field: "customer", value: null }), false],
  ["term string of 1024", q({ type: "term", field: "customer", value: "a".repeat(1024) }), true],
  ["term string of 1025", q({ type: "term", field: "customer", value: "a".repeat(1025) }), false],
  ["term on a stored field", q({ type: "term", field: "pdf", value: "x" }), false],
  ["term on a sortable-only field", q({ type: "term", field: "rating", value: 1 }), false],
  ["term on geo", q({ type: "term", field: "office", value: 1 }), false],
  ["term date without a day", q({ type: "term", field: "issued", value: "2024-03" }), false],
  ["boost 0", q({ type: "matchAll", boost: 0 }), true],
  ["boost as string", q({ type: "matchAll", boost: "2" }), false],
  ["empty bool", q({ type: "bool" }), true],
  ["bool with 256 clauses", q({ type: "bool", should: rep(256, { type: "matchAll" }) }), true],
  ["bool with 257 clauses", q({ type: "bool", should: rep(257, { type: "matchAll" }) }), false],
  ["minimumShouldMatch 257", q({ type: "bool", minimumShouldMatch: 257 }), false],
  ["minimumShouldMatch -1", q({ type: "bool", minimumShouldMatch: -1 }), false],
  ["bool clause that is a string", q({ type: "bool", must: ["x"] }), false],
  ["phrase with no terms", q({ type: "phrase", field: "notes", terms: [] }), false],
  ["phrase of 256 terms", q({ type: "phrase", field: "notes", terms: rep(256, "a") }), true],
  ["phrase of 257 terms", q({ type: "phrase", field: "notes", terms: rep(257, "a") }), false],
  ["phrase term of 257", q({ type: "phrase", field: "notes", terms: ["a".repeat(257)] }), false],
  ["phrase slop 1001", q({ type: "phrase", field: "notes", terms: ["a"], slop: 1001 }), false],
  ["phrase on a number field", q({ type: "phrase", field: "total", terms: ["a"] }), false],
  ["fuzzy maxEdits 3", q({ type: "fuzzy", field: "notes", value: "a", maxEdits: 3 }), false],
  ["fuzzy prefixLength 65", q({ type: "fuzzy", field: "notes", value: "a", prefixLength: 65 }), false],
  ["fuzzy transpositions as 1", q({ type: "fuzzy", field: "notes", value: "a", transpositions: 1 }), false],
  ["regex pattern of 257", q({ type: "regex", field: "notes", pattern: "a".repeat(257) }), false],
  ["multiFieldTerm with no fields", q({ type: "multiFieldTerm", fields: [], value: "a" }), false],
  ["multiFieldTerm with a text field twice", q({ type: "multiFieldTerm", fields: ["notes", "notes"], value: "a" }), true],
  ["multiFieldTerm with a number field", q({ type: "multiFieldTerm", fields: ["total"], value: "a" }), false],
  ["text with no fields listed", q({ type: "text", text: "a", fields: [] }), false],
  ["text operator AND", q({ type: "text", text: "a", operator: "AND" }), false],
  ["text over a keyword field", q({ type: "text", text: "a", fields: ["customer"] }), false],
  ["exists on the id", q({ type: "exists", field: "id" }), false],
  ["exists on geo", q({ type: "exists", field: "office" }), true],
  ["strict of 4097", q({ type: "strict", query: "a".repeat(4097) }), false],
  ["functionScore without functions", q({ type: "functionScore", functions: [] }), false],
  ["functionScore with 33 functions", q({ type: "functionScore", functions: rep(33, { type: "weight", weight: 1 }) }), false],
  ["functionScore with a boost", fs({ type: "weight", weight: 1 }, { boost: 2 }), false],
  ["maxBoost -1", fs({ type: "weight", weight: 1 }, { maxBoost: -1 }), false],
  ["minScore -5", fs({ type: "weight", weight: 1 }, { minScore: -5 }), true],
  ["weight without weight", fs({ type: "weight" }), false],
  ["weight -1", fs({ type: "weight", weight: -1 }), false],
  ["weight with a filter", fs({ type: "weight", weight: 1, filter: { type: "exists", field: "notes" } }), true],
  ["fieldValueFactor on a text field", fs({ type: "fieldValueFactor", field: "notes" }), false],
  ["fieldValueFactor on a date", fs({ type: "fieldValueFactor", field: "issued", modifier: "ln1p" }), true],
  ["fieldValueFactor on a boolean", fs({ type: "fieldValueFactor", field: "paid", factor: -2 }), true],
  ["fieldValueFactor modifier log3", fs({ type: "fieldValueFactor", field: "total", modifier: "log3" }), false],
  ["gauss scale 0", fs({ type: "gauss", field: "total", origin: 0, scale: 0 }), false],
  ["gauss decay 1", fs({ type: "gauss", field: "total", origin: 0, scale: 1, decay: 1 }), false],
  ["gauss decay 0", fs({ type: "gauss", field: "total", origin: 0, scale: 1, decay: 0 }), false],
  ["gauss offset -1", fs({ type: "gauss", field: "total", origin: 0, scale: 1, offset: -1 }), false],
  ["gauss without origin", fs({ type: "gauss", field: "total", scale: 1 }), false],
  ["exp with a date origin on a number field", fs({ type: "exp", field: "total", origin: "2024-01-01", scale: 1 }), false],
  ["linear with a number origin on a date field", fs({ type: "linear", field: "issued", origin: 5, scale: 1 }), false],
  ["linear over a date", fs({ type: "linear", field: "issued", origin: "2024-01-01T00:00:00Z", scale: 7 }), true],
  ["geo origin lat 91", fs({ type: "gauss", field: "office", origin: { lat: 91, lng: 0 }, scale: 1 }), false],
  ["geo origin with lon", fs({ type: "gauss", field: "office", origin: { lat: 0, lon: 0 }, scale: 1 }), false],
  ["geo origin with an extra key", fs({ type: "gauss", field: "office", origin: { lat: 0, lng: 0, z: 1 }, scale: 1 }), false],
  ["geo origin as a string", fs({ type: "gauss", field: "office", origin: "0,0", scale: 1 }), false],
  ["decay over a keyword", fs({ type: "gauss", field: "customer", origin: 0, scale: 1 }), false],
  ["function without type", fs({ weight: 1 }), false],
  ["function type random_score", fs({ type: "random_score" }), false],
];

/** Per document type: what only some types have. */
const PER_TYPE: readonly (readonly [DocumentDefinition, string, unknown, boolean])[] = [
  [Catalog, "text node in a type without text fields", q({ type: "text", text: "a" }), false],
  [Catalog, "highlight true without text fields", { v: 1, highlight: true }, true],
  [Catalog, "highlight fields without text fields", { v: 1, highlight: { fields: ["brand"] } }, false],
  [Catalog, "term on the string id", q({ type: "term", field: "sku", value: "a-1" }), true],
  [Catalog, "fieldValueFactor without numeric columns", fs({ type: "fieldValueFactor", field: "brand" }), false],
  [Metrics, "phrase in a type without text or keyword fields", q({ type: "phrase", field: "value", terms: ["a"] }), false],
  [Metrics, "term on an integer array field", q({ type: "term", field: "hits", value: 3 }), true],
  [Metrics, "term on the integer id with a string", q({ type: "term", field: "id", value: "3" }), false],
  [Metrics, "gauss over an integer field", fs({ type: "gauss", field: "hits", origin: 2.5, scale: 1 }), true],
];

describe("schema parity at the edges", () => {
  const groups = new Map<DocumentDefinition, [string, unknown, boolean][]>();
  for (const [label, document, valid] of EDGES)
    (groups.get(Invoice) ?? groups.set(Invoice, []).get(Invoice)!).push([label, document, valid]);
  for (const [doc, label, document, valid] of PER_TYPE) (groups.get(doc) ?? groups.set(doc, []).get(doc)!).push([label, document, valid]);

  for (const [doc, cases] of groups) {
    it(`${doc.name}: Parse, Ajv and jsonschema agree on ${cases.length} edge cases`, () => {
      const ajv = ajvValidator(doc, "full");
      const python = pythonForSchemaChecks();
      const texts = cases.map(([, d]) => JSON.stringify(d));
      const py = python === undefined ? undefined : pythonVerdicts(python, doc, texts, "full");
      cases.forEach(([label, document, valid], i) => {
        const parsed = tryParseQuery(doc, texts[i], { detail: "full" });
        expect(parsed.ok, `${label}: ${parsed.ok ? "accepted" : parsed.error.toToolResult()}`).toBe(valid);
        expect(tryParseQuery(doc, document, { detail: "full" }).ok, `${label} (as a value)`).toBe(valid);
        expect(ajv(document), `Ajv: ${label}`).toBe(valid);
        if (py !== undefined) expect(py[i], `jsonschema: ${label}`).toBe(valid);
      });
    }, 300_000);
  }
});
