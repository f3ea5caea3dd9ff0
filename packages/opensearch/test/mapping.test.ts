import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { hasDataSet } from "@oneindex/testdata";
import { mappingFor } from "../src/index.js";
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
