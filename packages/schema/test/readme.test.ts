import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { QUERY_LIMITS, querySchema } from "../src/index.js";
import { EveryKind } from "./support/documents.js";

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("lists every limit of QUERY_LIMITS with its value", () => {
    const rows = new Map<string, number>();
    for (const m of README.matchAll(/^\| `(\w+)` \| ([0-9,]+) \|/gm)) rows.set(m[1]!, Number(m[2]!.replace(/,/g, "")));
    expect(Object.fromEntries(rows)).toEqual({ ...QUERY_LIMITS });
  });

  it("reports the every-kind schema's current size", () => {
    const kb = (JSON.stringify(querySchema(EveryKind)).length / 1000).toFixed(1);
    expect(README).toContain(`(${kb} kB, about`);
  });
});
