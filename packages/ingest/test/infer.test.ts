import { describe, expect, it } from "vitest";
import {
  compileDateFormat,
  documentNameFor,
  fieldNameFor,
  inferDefinition,
  readDefinitionFile,
  RecordConverter,
  type DateFormat,
} from "../src/index.js";

const rows = (n: number, row: (i: number) => Record<string, unknown>) => Array.from({ length: n }, (_, i) => row(i));

describe("inferDefinition", () => {
  it("gives each column a kind from its values", () => {
    const cities = ["Springfield", "New York", "Los Angeles", "Boston"];
    const { file } = inferDefinition(
      rows(200, (i) => ({
        code: `A${i}`,
        name: `Airport number ${i} of ${cities[i % 4]}`,
        state: ["MS", "TX", "CA"][i % 3],
        zip: String(i).padStart(5, "0"),
        runways: String(i % 4),
        elevation: String(i * 1.5),
        open: i % 2 === 0 ? "true" : "false",
        opened: `${["Jan", "Jun", "Dec"][i % 3]} ${(i % 28) + 1} 19${10 + (i % 80)}`,
        updated: `2024-01-${String((i % 28) + 1).padStart(2, "0")}`,
        latitude: String(30 + i / 100),
        longitude: String(-90 - i / 100),
        notes: "",
      })),
      { fileName: "us-airports.csv" },
    );
    expect(file.name).toBe("UsAirports");
    expect(file.unknownFields).toBe("ignore");
    expect(file.fields).toEqual({
      code: { kind: "id" },
      name: { kind: "text", keyword: true },
      state: { kind: "text", keyword: true },
      zip: { kind: "keyword", sortable: true },
      runways: { kind: "integer", filterable: true, sortable: true },
      elevation: { kind: "number", filterable: true, sortable: true },
      open: { kind: "boolean", filterable: true, sortable: true },
      opened: { kind: "date", dateFormat: "MMM D YYYY", filterable: true, sortable: true },
      updated: { kind: "date", filterable: true, sortable: true },
      latitude: { kind: "number", filterable: true, sortable: true },
      longitude: { kind: "number", filterable: true, sortable: true },
      notes: { kind: "stored" },
      location: { kind: "geoPoint", source: { lat: "latitude", lng: "longitude" }, filterable: true },
    });
  });

  it("generates ids when no column is distinct, and sanitises names keeping the source", () => {
    const { file, fields } = inferDefinition([
      { "US Gross": 1, "Release Date": "Aug 07 1998", and: "x", "1st": "a b", id: "7" },
      { "US Gross": 2.5, "Release Date": "Sep 11 1998", and: "x", "1st": "c d", id: "7" },
    ]);
    expect(Object.keys(file.fields)).toEqual(["id_2", "US_Gross", "Release_Date", "and_", "f_1st", "id"]);
    expect(file.fields["id_2"]).toEqual({ kind: "id", type: "integer", generated: true });
    expect(file.fields["US_Gross"]).toMatchObject({ kind: "number", source: "US Gross" });
    expect(file.fields["Release_Date"]).toMatchObject({ kind: "date", source: "Release Date", dateFormat: "MMM D YYYY" });
    expect(fields[0]!.reason).toContain("generated");
  });

  it("takes JSON types: numbers mixed with text are text, arrays by element, objects by their properties", () => {
    const { file } = inferDefinition([
      { title: "The Land Girls", tags: ["a", "b"], meta: { x: 1 }, point: { lat: 1, lng: 2 }, n: 3, flag: true },
      { title: 1776, tags: ["c"], meta: { y: 2 }, point: { lat: 3, lng: 4 }, n: 4, flag: false },
    ]);
    expect(file.fields["title"]).toEqual({ kind: "text", keyword: true });
    expect(file.fields["tags"]).toEqual({ kind: "keyword", array: true });
    expect(file.fields["meta"]).toBeUndefined(); // an object is read by its properties, with dotted sources
    expect(file.fields["meta_x"]).toMatchObject({ kind: "integer", source: "meta.x" });
    expect(file.fields["point"]).toEqual({ kind: "geoPoint", filterable: true });
    expect(file.fields["flag"]).toEqual({ kind: "boolean", filterable: true, sortable: true });
  });

  it("makes repeated strings searchable by words and countable: the bird-strike airports, a 4-value type", () => {
    const airports = ["CHICAGO O'HARE INTL ARPT", "DENVER INTL AIRPORT", "SACRAMENTO INTL", "UNKNOWN"];
    const { file, fields, warnings } = inferDefinition(
      rows(10_000, (i) => ({
        Airport: airports[i % 7 === 0 ? 0 : i % 4]!,
        Tail: `N${i % 3000}X`,
        Remarks: `BIRD STRUCK ${["WINDSHIELD", "ENGINE", "NOSE"][i % 3]} ON ${["APPROACH", "CLIMB"][i % 2]} ${"ROUTINE INSPECTION, NO DAMAGE FOUND AFTER LANDING; ".repeat(2)}${i}`,
      })),
    );
    expect(file.fields["Airport"]).toEqual({ kind: "text", keyword: true });
    expect(fields.find((f) => f.name === "Airport")!.reason).toBe(
      "and Airport.keyword for exact filters, sorting and counts: short values that repeat (4 distinct of 10000 values)",
    );
    // Codes that hardly repeat stay keywords (exact lookups); long values stay text only.
    expect(file.fields["Tail"]).toMatchObject({ kind: "keyword" });
    expect(file.fields["Remarks"]).toEqual({ kind: "text" });
    expect(warnings).toEqual([]);
    const small = inferDefinition(rows(20, (i) => ({ type: ["rain", "sun", "fog", "snow"][i % 4], n: i })));
    expect(small.file.fields["type"]).toEqual({ kind: "text", keyword: true });
  });

  it("warns when a type has no text field, as a word search would find nothing", () => {
    const { warnings } = inferDefinition(
      rows(50, (i) => ({ code: `C${i}`, n: i })),
      { name: "Codes" },
    );
    expect(warnings).toEqual([expect.stringMatching(/^Codes has no text field, so a word search \(q\) finds nothing/)]);
  });

  it("reads day-first dates when a day passes 12", () => {
    const { file } = inferDefinition([{ d: "1/2/2020" }, { d: "25/12/2020" }]);
    expect(file.fields["d"]).toMatchObject({ kind: "date", dateFormat: "D/M/YYYY" });
  });

  it("reads a column of months as dates on the month's first day (PyPI's download table writes 2017-08)", () => {
    const { file } = inferDefinition([{ m: "2017-08" }, { m: "2024-12" }, { s: "Aug 2017" }, { s: "Dec 2024" }, { x: "2017-13" }]);
    expect(file.fields["m"]).toMatchObject({ kind: "date", dateFormat: "YYYY-MM" });
    expect(file.fields["s"]).toMatchObject({ kind: "date", dateFormat: "MMM YYYY" });
    expect(file.fields["x"]?.kind).not.toBe("date");
    const converter = new RecordConverter(readDefinitionFile(file), true);
    expect(converter.convert({ m: "2017-08", s: "Aug 2017" })).toMatchObject({ ok: true, document: { m: "2017-08-01", s: "2017-08-01" } });
  });
});

describe("names and formats", () => {
  it("sanitises field and document names", () => {
    const taken = new Set<string>();
    expect(
      ["Rotten Tomatoes Rating", "Rotten-Tomatoes-Rating", "café", "_x", "", "NOT", "x".repeat(80)].map((s) => fieldNameFor(s, taken)),
    ).toEqual(["Rotten_Tomatoes_Rating", "Rotten_Tomatoes_Rating_2", "cafe", "x", "field", "NOT_", "x".repeat(64)]);
    expect(documentNameFor("/data/flights-3m.csv")).toBe("Flights3m");
    expect(documentNameFor("3m.csv")).toBe("D3m");
  });

  it("reads dates in a declared format and writes ISO 8601", () => {
    const f = compileDateFormat("M/D/YYYY H:mm") as DateFormat;
    expect(f.parse("6/12/1998 9:05")).toEqual({ iso: "1998-06-12T09:05:00" });
    expect(f.parse("13/12/1998 9:05")).toEqual({ problem: "month 13 does not exist" });
    expect(compileDateFormat("MMMM D, YYYY")).toMatchObject({ example: "June 12, 1998" });
    expect(compileDateFormat("YYYY-mm")).toBe('the format "YYYY-mm" needs a year (YYYY) and a month (MM, M, MMM or MMMM)');
  });
});
