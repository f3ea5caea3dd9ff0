/**
 * The names @oneindex/engine exports at run time, locked: adding one is a reviewed change to this list (and
 * to the README's API section); helpers only sibling packages use belong in the `/internal` entry.
 */
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";
import { Item } from "./helpers.js";

describe("@oneindex/engine public API", () => {
  it("exports exactly the user API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "DEFAULT_FEEDBACK",
      "DEFAULT_INDEX_OPTIONS",
      "DEFAULT_WORK_BUDGET",
      "DocumentError",
      "PreparedQuery",
      "QueryCostError",
      "SearchIndex",
      "SnapshotError",
      "WORK_COSTS",
      "analyzerFor",
      "highlightValues",
      "isQueryCostError",
      "readSnapshotDefinition",
    ]);
  });

  it("gives an index's state and generation read-only", () => {
    const index = new api.SearchIndex(Item);
    index.add([{ id: "a", title: "steel" }]);
    const { state, generation } = index;
    expect(generation).toBe(1);
    // @ts-expect-error: read-only
    expect(() => (index.state = state)).toThrow(TypeError);
    // @ts-expect-error: read-only
    expect(() => (index.generation = 0)).toThrow(TypeError);
    expect(index.generation).toBe(1);
  });
});
