/**
 * The names @oneindex/tool exports at run time, locked: adding one is a reviewed change to this list (and
 * to the README's API section); helpers only sibling packages use belong in the `/internal` entry.
 */
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

describe("@oneindex/tool public API", () => {
  it("exports exactly the user API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "GEMINI_KEYWORDS",
      "OPENAI_STRICT_FORMATS",
      "OPENAI_STRICT_KEYWORDS",
      "OPENAI_STRICT_LIMITS",
      "SearchTool",
      "TOOL_FORMATS",
      "TOOL_NAME_PATTERN",
      "TOOL_RESULT_LIMITS",
      "ToolOptionError",
      "adapterTool",
      "describeSearch",
      "measureOpenAIStrict",
      "openAIStrictLimitProblems",
      "toGemini",
      "toOpenAIStrict",
      "toolResult",
    ]);
  });
});
