import { describe, expect, it } from "vitest";
import { dataFormatOf, inferDefinition, readDataText, readDefinitionFile, RecordConverter } from "../src/index.js";

describe("readDataText", () => {
  it("reads CSV rows as text keyed by the header, each with the line it starts on", () => {
    const text = '\uFEFFname,city,note\r\nAda,"London",plain\r\n\r\nBob,Paris,"two\r\nlines"\r\nCy,Rome\r\nDé,Nice,ok\r\n';
    const read = readDataText(text, "csv");
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 2, value: { name: "Ada", city: "London", note: "plain" } },
        { line: 4, value: { name: "Bob", city: "Paris", note: "two\r\nlines" } },
        { line: 6, error: "has 2 columns, the header has 3", shortRow: true, cells: 2 },
        { line: 7, value: { name: "Dé", city: "Nice", note: "ok" } },
      ],
    });
  });

  it("says why a CSV text is not a data file: a bad header, an open quote, no rows", () => {
    // An unnamed column is named by its place (Excel's trailing empty columns); its empty cells are missing values.
    expect(readDataText("a,,c,\n1,2,3,\n", "csv")).toEqual({
      ok: true,
      records: [{ line: 2, value: { a: "1", column2: "2", c: "3", column4: "" } }],
    });
    expect(readDataText("column2,\n1,2\n", "csv")).toMatchObject({
      ok: false,
      problem: { code: "csv-header", message: 'the header row names "column2" twice (column 1 and column 2)' },
    });
    expect(readDataText("a,a\n1,2\n", "csv")).toMatchObject({
      ok: false,
      problem: { code: "csv-header", message: 'the header row names "a" twice (column 1 and column 2)' },
    });
    const open = readDataText('a,b\n"1,2\n', "csv");
    expect(open).toMatchObject({ ok: false, problem: { code: "not-csv", line: 2 } });
    expect(!open.ok && open.problem.message).toMatch(/^not valid CSV: Quote Not Closed/);
    expect(readDataText("a,b\n", "csv")).toMatchObject({ ok: false, problem: { code: "no-records" } });
  });

  it("reads NDJSON lines, a bad line being a record with an error, and JSON arrays", () => {
    const nd = readDataText('{"a":1}\n\n{"a":1 x}\r\n{"a":2}', "ndjson");
    expect(nd.ok && nd.records.map((r) => [r.line, r.value ?? r.error?.slice(0, 30)])).toEqual([
      [1, { a: 1 }],
      [3, "not valid JSON at column 8: Ex"],
      [4, { a: 2 }],
    ]);
    expect(readDataText('[\n {"a":1},\n {"a":2}\n]', "json")).toEqual({
      ok: true,
      records: [
        { line: 2, column: 2, value: { a: 1 } },
        { line: 3, column: 2, value: { a: 2 } },
      ],
    });
    expect(readDataText('{"a":1}', "json")).toEqual({
      ok: false,
      problem: {
        code: "not-json",
        message:
          'a .json data file must hold an array of documents or be a GeoJSON FeatureCollection (or an object with one array of documents, such as {"data": [...]}; write the records as a JSON array, or one a line in .ndjson)',
        line: 1,
        column: 1,
      },
    });
    // An object that wraps its records in one array (Debian's iso-codes, API exports): that array's documents, placed.
    expect(readDataText('{\n  "3166-1": [\n    {"alpha_2": "AW"},\n    {"alpha_2": "AF"}\n  ],\n  "count": 2\n}', "json")).toEqual({
      ok: true,
      records: [
        { line: 3, column: 5, value: { alpha_2: "AW" } },
        { line: 4, column: 5, value: { alpha_2: "AF" } },
      ],
    });
    expect(readDataText('{"values": [1, 2], "width": 2}', "json")).toMatchObject({ ok: false, problem: { code: "not-json" } });
    expect(readDataText('{"nodes": [{"id": 1}], "links": [{"source": 1}]}', "json")).toMatchObject({
      ok: false,
      problem: { message: expect.stringContaining('this object holds 2 arrays of documents ("nodes", "links")') },
    });
    expect(readDataText("[1,", "json")).toMatchObject({ ok: false, problem: { code: "not-json", line: 1 } });
    expect(readDataText("[]", "json")).toMatchObject({ ok: false, problem: { code: "no-records" } });
  });

  it("feeds inference and conversion the way the CLI does: a dropped CSV becomes documents", () => {
    const read = readDataText("code,name,lat,lon,opened\nA1,North pier,51.5,-0.1,2020-01-02\nB2,South pier,48.8,2.3,2021-03-04\n", "csv");
    if (!read.ok) throw new Error(read.problem.message);
    const { file } = inferDefinition(
      read.records.map((r) => r.value),
      { fileName: "piers.csv" },
    );
    const converter = new RecordConverter(readDefinitionFile(file), true);
    expect(converter.convert(read.records[0]!.value)).toEqual({
      ok: true,
      document: { code: "A1", name: "North pier", lat: 51.5, lon: -0.1, opened: "2020-01-02", location: { lat: 51.5, lng: -0.1 } },
    });
  });

  it("names the format of a file from its extension", () => {
    expect(["a.JSON", "b.ndjson", "c.jsonl", "d.csv", "e.txt"].map(dataFormatOf)).toEqual(["json", "ndjson", "ndjson", "csv", undefined]);
  });
});
