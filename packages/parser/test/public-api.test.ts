/**
 * The names @oneindex/parser exports at run time, locked: adding one is a reviewed change to this list (and
 * to the README's API section); helpers only sibling packages use belong in the `/internal` entry.
 */
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

describe("@oneindex/parser public API", () => {
  it("exports exactly the user API", () => {
    expect(Object.keys(api).sort()).toEqual(["QUERY_DEFAULTS", "QueryParseError", "compileRegex", "parseQuery", "tryParseQuery"]);
  });
});
