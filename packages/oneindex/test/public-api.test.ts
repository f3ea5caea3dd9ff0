/**
 * `oneindex` exports exactly the four packages' public entries, whose names each package's own
 * `test/public-api.test.ts` locks: no helper of theirs (`/internal`) and nothing of its own.
 */
import * as engine from "@oneindex/engine";
import * as parser from "@oneindex/parser";
import * as schema from "@oneindex/schema";
import * as tool from "@oneindex/tool";
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

describe("oneindex public API", () => {
  it("exports the union of the four public entries, nothing more", () => {
    const union = new Set([schema, parser, engine, tool].flatMap((entry) => Object.keys(entry)));
    expect(Object.keys(api).sort()).toEqual([...union].sort());
    for (const helper of ["makeProblem", "wordProblem", "readJsonValue", "nearestName", "checkDocuments"])
      expect(api).not.toHaveProperty(helper);
  });
});
