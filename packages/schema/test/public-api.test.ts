/**
 * The names @oneindex/schema exports at run time, locked: adding one is a reviewed change to this list (and
 * to the README's API section); helpers only sibling packages use belong in the `/internal` entry.
 */
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

describe("@oneindex/schema public API", () => {
  it("exports exactly the user API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ANALYZERS",
      "BOOST_MODES",
      "CALENDAR_INTERVALS",
      "DECAY_FUNCTIONS",
      "DEFAULT_QUERY_DETAIL",
      "DISTANCE_UNITS",
      "DOCUMENT_LIMITS",
      "DefinitionError",
      "DocumentError",
      "FIELD_KINDS",
      "FIELD_VALUE_MODIFIERS",
      "Field",
      "KEYWORD_SUB_FIELD_SUFFIX",
      "QUERY_DETAILS",
      "QUERY_LIMITS",
      "SCORE_MODES",
      "TERMS_ORDERS",
      "defineDocument",
      "documentSchemaFromJSON",
      "indexedFields",
      "queryCapabilities",
      "querySchema",
    ]);
  });
});
