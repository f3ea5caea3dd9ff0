/**
 * The names oneindex exports at run time, locked: adding one is a reviewed change to this list (and
 * to the README's API section); helpers only sibling packages use belong in the `/internal` entry.
 */
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

describe("oneindex public API", () => {
  it("exports exactly the user API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "ANALYZERS",
      "BOOST_MODES",
      "DECAY_FUNCTIONS",
      "DEFAULT_FEEDBACK",
      "DEFAULT_INDEX_OPTIONS",
      "DEFAULT_QUERY_DETAIL",
      "DEFAULT_WORK_BUDGET",
      "DOCUMENT_LIMITS",
      "DefinitionError",
      "DocumentError",
      "FIELD_KINDS",
      "FIELD_VALUE_MODIFIERS",
      "Field",
      "GEMINI_KEYWORDS",
      "OPENAI_STRICT_FORMATS",
      "OPENAI_STRICT_KEYWORDS",
      "OPENAI_STRICT_LIMITS",
      "PreparedQuery",
      "QUERY_DEFAULTS",
      "QUERY_DETAILS",
      "QUERY_LIMITS",
      "QueryCostError",
      "QueryParseError",
      "SCORE_MODES",
      "SearchIndex",
      "SearchTool",
      "SnapshotError",
      "TOOL_FORMATS",
      "TOOL_NAME_PATTERN",
      "ToolOptionError",
      "WORK_COSTS",
      "compileRegex",
      "defineDocument",
      "describeSearch",
      "documentSchemaFromJSON",
      "isQueryCostError",
      "measureOpenAIStrict",
      "openAIStrictLimitProblems",
      "parseQuery",
      "queryCapabilities",
      "querySchema",
      "readSnapshotDefinition",
      "toGemini",
      "toOpenAIStrict",
      "tryParseQuery",
    ]);
  });
});
