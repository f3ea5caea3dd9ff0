import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { hasDataSet } from "@oneindex/testdata";
import { parseQuery } from "@oneindex/parser";
import { CARDINALITY_PRECISION, mappingFor, toSearchRequest } from "../src/index.js";
import { Invoice } from "./support/definitions.js";
import { loadOpenSearchSpec } from "./support/opensearch-spec.js";

const spec = hasDataSet("opensearch-api-spec") ? loadOpenSearchSpec() : undefined;

describe("mappingFor", () => {
  it("maps every field kind as written in the OpenSearch mapping documentation", () => {
    const { mappings, settings } = mappingFor(Invoice);
    expect(mappings).toEqual({
      dynamic: "strict",
      properties: {
        id: { type: "keyword" },
        customer: { type: "keyword" },
        // Every keyword field keeps doc values: `terms` aggregations read them.
        tags: { type: "keyword" },
        notes: { type: "text", analyzer: "oneindex_english", position_increment_gap: 100 },
        lines: { type: "text", analyzer: "oneindex_standard", position_increment_gap: 100 },
        total: { type: "double", coerce: false },
        count: { type: "long", coerce: false },
        issued: { type: "date", format: "strict_date_optional_time" },
        paid: { type: "boolean" },
        office: { type: "geo_point" },
        rank: { type: "long", coerce: false, index: false },
        weightKg: { type: "double", coerce: false, index: false, doc_values: false },
        pdf: { type: "object", enabled: false },
      },
    });
    expect(settings.index.analysis).toMatchObject({
      analyzer: {
        oneindex_english: {
          tokenizer: "standard",
          filter: [
            "lowercase",
            "asciifolding",
            "oneindex_possessive",
            "oneindex_apostrophes",
            "oneindex_english_stop",
            "oneindex_english_stemmer",
          ],
        },
        oneindex_standard: { tokenizer: "standard", filter: ["lowercase", "asciifolding", "oneindex_possessive", "oneindex_apostrophes"] },
      },
      // The stemmer filter's documentation: `english` is the Porter stemmer (porter_stem), `porter2` the Snowball English one the engine uses.
      filter: {
        oneindex_english_stop: { type: "stop", stopwords: "_english_" },
        oneindex_english_stemmer: { type: "stemmer", language: "porter2" },
        oneindex_possessive: { type: "stemmer", language: "possessive_english" },
        oneindex_apostrophes: { type: "pattern_replace", pattern: "['’]", replacement: "" },
      },
    });
  });

  it("maps a keyword sub-field as the text field's multi-field, and queries name it unchanged", () => {
    const Strike = defineDocument("Strike", { id: Field.id(), airport: Field.text({ keyword: true }) });
    const { properties } = mappingFor(Strike).mappings;
    expect(Object.keys(properties)).toEqual(["id", "airport"]);
    expect(properties["airport"]).toEqual({
      type: "text",
      analyzer: "oneindex_english",
      position_increment_gap: 100,
      fields: { keyword: { type: "keyword" } },
    });
    const body = toSearchRequest(
      parseQuery(Strike, {
        v: 1,
        filter: { type: "term", field: "airport.keyword", value: "CHICAGO O'HARE INTL ARPT" },
        sort: [{ field: "airport.keyword", order: "asc" }],
        aggs: { n: { type: "cardinality", field: "airport.keyword" }, t: { type: "terms", field: "airport.keyword" } },
      }),
      Strike,
    );
    expect(JSON.stringify(body.query)).toContain('{"term":{"airport.keyword":{"value":"CHICAGO O\'HARE INTL ARPT"}}}');
    expect(JSON.stringify(body.sort)).toMatch(/^\[\{"airport\.keyword":\{"order":"asc"/);
    expect(body.aggs?.["n"]).toEqual({ cardinality: { field: "airport.keyword", precision_threshold: CARDINALITY_PRECISION } });
    expect(JSON.stringify(body.aggs?.["t"])).toContain('"field":"airport.keyword"');
  });

  it("maps integer ids to long", () => {
    const Doc = defineDocument("Num", { n: Field.id({ type: "integer" }), v: Field.number({ filterable: true }) });
    expect(mappingFor(Doc).mappings.properties["n"]).toEqual({ type: "long", coerce: false });
  });

  it.runIf(spec !== undefined)("is an index definition the OpenSearch specification accepts, and the check can fail", () => {
    for (const doc of [Invoice, defineDocument("Kw", { id: Field.id(), a: Field.keyword({ array: true }) })]) {
      const body = mappingFor(doc);
      expect(spec!.indexBody(body), spec!.errorsOf(spec!.indexBody)).toBe(true);
    }
    expect(spec!.indexBody({ mappings: { properties: { x: { type: "text", analyzer: 3 } } } })).toBe(false);
  });
});
