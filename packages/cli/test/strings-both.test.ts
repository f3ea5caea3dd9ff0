// Issue 33, item 1: a string column `init` infers answers a word search and takes term filters,
// sorting and terms aggregations without editing the definition (the bird-strike file, as it is).
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const data = join(dirname(createRequire(import.meta.url).resolve("vega-datasets/package.json")), "data", "birdstrikes.csv");
const dir = mkdtempSync(join(tmpdir(), "oneindex-strings-"));
const definition = join(dir, "birdstrikes.definition.json");
const snapshot = join(dir, "birdstrikes.oneindex");

async function search(
  call: object,
): Promise<{ total: { value: number }; hits: { document: Record<string, unknown> }[]; aggregations?: Record<string, unknown> }> {
  const r = await run("search", snapshot, JSON.stringify(call), "--json");
  expect(r.code, r.out + r.err).toBe(0);
  return JSON.parse(r.out);
}

describe("birdstrikes.csv through init and index, unedited", () => {
  beforeAll(async () => {
    expect((await run("init", data, "--out", definition)).code).toBe(0);
    expect((await run("index", definition, data, "--out", snapshot)).code).toBe(0);
  }, 120_000);

  it("makes the airport column text with a keyword sub-field", () => {
    const written = JSON.parse(readFileSync(definition, "utf8"));
    expect(written.fields.Airport_Name).toEqual({ kind: "text", source: "Airport Name", keyword: true });
  });

  it("finds a word inside the airport names, and matches and counts the whole names", async () => {
    expect((await search({ v: 1, q: "chicago", countExactly: true, limit: 1 })).total.value).toBeGreaterThanOrEqual(430);
    const exact = await search({ v: 1, filter: 'Airport_Name.keyword = "CHICAGO O\'HARE INTL ARPT"', countExactly: true, limit: 1 });
    expect(exact.total.value).toBe(430);
    const counted = await search({
      v: 1,
      q: "chicago",
      limit: 0,
      aggs: {
        airports: { type: "terms", field: "Airport_Name.keyword" },
        distinct: { type: "cardinality", field: "Airport_Name.keyword" },
      },
    });
    expect((counted.aggregations!["airports"] as { buckets: { key: string; count: number }[] }).buckets).toContainEqual({
      key: "CHICAGO O'HARE INTL ARPT",
      count: 430,
    });
    expect(counted.aggregations!["distinct"]).toMatchObject({ relation: "eq" });
    const sorted = await search({ v: 1, sort: [{ field: "Airport_Name.keyword", order: "asc" }], limit: 1 });
    expect(typeof sorted.hits[0]!.document["Airport_Name"]).toBe("string");
  });

  it("points a terms aggregation on the text field to its keyword sub-field", async () => {
    const r = await run("search", snapshot, JSON.stringify({ v: 1, aggs: { t: { type: "terms", field: "Time_of_day" } } }), "--json");
    expect(r.code).not.toBe(0);
    expect(r.out + r.err).toContain('use "Time_of_day.keyword" for exact values, filters, sorting and counts');
  });
});
