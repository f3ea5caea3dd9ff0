// The pieces of "your own data" and of the results that run without a browser: the examples made
// for an inferred definition, the string boxes' problems, and values shown by kind.
import { inferDefinition, readDataText, readDefinitionFile, RecordConverter } from "@oneindex/ingest";
import { SearchIndex, tryParseQuery } from "oneindex";
import { describe, expect, it } from "vitest";
import { checkDefinitionFile } from "../src/own-data/definition-file-check.js";
import { ownExamples } from "../src/own-data/own-examples.js";
import { runCall } from "../src/search/run-call.js";
import { boxCall, boxProblems } from "../src/ui/string-boxes.js";
import { dateText, geoText, valueText } from "../src/ui/field-value.js";
import { geoSampleOf } from "../src/worker/geo-sample.js";

const CSV = [
  "code,name,lat,lon,opened,berths",
  "NPA,North Point Harbour,69.65,18.95,1998-05-01,12",
  "SBA,South Bay Anchorage,-33.9,18.42,2004-11-20,40",
  "WQM,West Quay Marina,53.27,-9.05,2011-07-03,8",
].join("\n");

describe("the examples made for a dropped file", () => {
  it("are calls the inferred definition accepts (and one mistake it refuses), with hits on the file", () => {
    const read = readDataText(CSV, "csv");
    if (!read.ok) throw new Error(read.problem.message);
    const { file } = inferDefinition(
      read.records.map((r) => r.value),
      { fileName: "harbours.csv" },
    );
    const ingest = readDefinitionFile(file);
    const converter = new RecordConverter(ingest, true);
    const documents = read.records.map((r) => converter.convert(r.value)).map((c) => (c.ok ? c.document : undefined));
    const index = new SearchIndex(ingest.definition);
    index.add(documents as never[]);
    const geo = geoSampleOf(ingest.definition, documents);
    expect(geo).toEqual({
      field: "location",
      points: [
        [69.65, 18.95],
        [-33.9, 18.42],
        [53.27, -9.05],
      ],
    });
    const examples = ownExamples(ingest.definition, geo);
    expect(examples.map((e) => e.title)).toEqual([
      "The first documents",
      "Documents with a name",
      "Largest lat first",
      "Nearest to the first point (location)",
      "Elasticsearch's size",
    ]);
    for (const example of examples) {
      expect([example.title, tryParseQuery(ingest.definition, example.args).ok]).toEqual([example.title, example.kind === "good"]);
      const outcome = runCall(index, JSON.stringify(example.args));
      if (example.kind === "good") expect(outcome.kind === "hits" && outcome.results.hits.length).toBeGreaterThan(0);
    }
    const nearest = runCall(index, JSON.stringify(examples[3]!.args));
    expect(nearest.kind === "hits" && nearest.results.hits[0]!.id).toBe("NPA");
  });
});

describe("the string boxes", () => {
  it("send each non-empty box, and put each problem in its box at the parser's offset", () => {
    const values = { q: "alaska", filter: " magnitud >= 4", strict: "place:(a" };
    const args = boxCall(values);
    expect(args).toEqual({ v: 1, highlight: true, q: "alaska", filter: "magnitud >= 4", query: { type: "strict", query: "place:(a" } });
    const parsed = tryParseQuery(
      { name: "Q", fields: { id: { kind: "id" }, place: { kind: "text" }, magnitude: { kind: "number", filterable: true } } } as never,
      args,
    );
    if (parsed.ok) throw new Error("expected problems");
    const byBox = boxProblems(parsed.error.problems, values);
    expect(byBox.q).toEqual([]);
    expect(byBox.filter).toHaveLength(1);
    expect("magnitud >= 4".slice(byBox.filter[0]!.from, byBox.filter[0]!.to)).toBe("magnitud");
    expect(byBox.filter[0]!.message).toContain('did you mean "magnitude"?');
    expect(byBox.strict.length).toBeGreaterThan(0);
    expect(byBox.strict[0]!.to).toBeLessThanOrEqual("place:(a".length);
  });
});

describe("values shown by kind", () => {
  it("reads geo points, dates, booleans and numbers the way a person does", () => {
    expect(geoText({ lat: 34.05, lng: -118.25 })).toBe("34.05000, -118.25000");
    expect(geoText({ lat: "x" })).toBeUndefined();
    expect(dateText("2018-02-07T01:26:13.840Z")).toBe("2018-02-07 01:26:13 UTC");
    expect(dateText("1998-05-01")).toBe("1998-05-01");
    expect(valueText({ name: "b", kind: "boolean" } as never, false)).toBe("no");
    expect(valueText({ name: "n", kind: "number" } as never, 1234.5)).toBe("1,234.5");
    expect(valueText({ name: "g", kind: "geoPoint" } as never, { lat: 1, lng: 2 })).toBe("1.00000, 2.00000");
    expect(valueText(undefined, { a: 1 })).toBe('{"a":1}');
  });
});

describe("an edited definition file", () => {
  it("is checked as JSON, then by ingest's reader with every problem by JSON Pointer", () => {
    expect(checkDefinitionFile('{"name": "Harbour",')).toMatchObject({ ok: false, problems: [expect.stringMatching(/^not JSON: /)] });
    const bad = checkDefinitionFile(
      JSON.stringify({
        name: "Harbour",
        fields: { code: { kind: "id" }, country: { kind: "keywrd" }, opened: { kind: "text", dateFormat: "D MMM YYYY" } },
      }),
    );
    expect(bad.ok).toBe(false);
    const problems = bad.ok ? [] : bad.problems;
    expect(problems.some((p) => p.startsWith("/fields/country"))).toBe(true);
    expect(problems.some((p) => p.startsWith("/fields/opened/dateFormat"))).toBe(true);
    const good = { name: "Harbour", fields: { code: { kind: "id" }, country: { kind: "keyword", sortable: true } } };
    expect(checkDefinitionFile(JSON.stringify(good))).toEqual({ ok: true, file: good });
  });
});
