import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import { DefinitionError } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { DEFINITION_FILE_SCHEMA, RecordConverter, inferDefinition, readDefinitionFile } from "../src/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const example = JSON.parse(readFileSync(join(here, "fixtures", "movies.definition.json"), "utf8"));
const validate = new (Ajv2020 as unknown as typeof Ajv2020.default)({ strict: true, allErrors: true }).compile(DEFINITION_FILE_SCHEMA);

function problemsOf(json: unknown): string[] {
  try {
    readDefinitionFile(json);
  } catch (error) {
    if (error instanceof DefinitionError) return error.problems.map((p) => p.message);
    throw error;
  }
  return [];
}

describe("definition-file.schema.json", () => {
  it("is the shipped file, byte for byte", async () => {
    await expect(`${JSON.stringify(DEFINITION_FILE_SCHEMA, null, 2)}\n`).toMatchFileSnapshot("../definition-file.schema.json");
  });

  it("accepts the documented example and what inference writes, as the reader does", () => {
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    expect(problemsOf(example)).toEqual([]);
    const inferred = inferDefinition([{ "US Gross": 12, "Release Date": "Jun 12 1998", Title: "Up", lat: 1, lng: 2, tags: ["a"] }], {
      schema: "x.json",
    }).file;
    expect(validate(inferred), JSON.stringify(validate.errors)).toBe(true);
    expect(problemsOf(inferred)).toEqual([]);
  });

  it("rejects typos, and the reader names the same place", () => {
    const typo = structuredClone(example);
    typo.fields.released.dateFromat = "MMM D YYYY";
    expect(validate(typo)).toBe(false);
    expect(problemsOf(typo).join("\n")).toMatch(/\/fields\/released\/dateFromat: unknown property "dateFromat"/);
    const kind = structuredClone(example);
    kind.fields.gross.kind = "nubmer";
    expect(validate(kind)).toBe(false);
    expect(problemsOf(kind).join("\n")).toContain('did you mean "number"?');
    const top = { ...example, unknownFeilds: "ignore" };
    expect(validate(top)).toBe(false);
    expect(problemsOf(top).join("\n")).toContain('unknown property "unknownFeilds"');
  });

  it("refuses ingestion properties where they mean nothing", () => {
    const wrong = structuredClone(example);
    wrong.fields.title.dateFormat = "YYYY";
    wrong.fields.gross.generated = true;
    wrong.fields.rating.source = { lat: "a", lng: "b" };
    wrong.fields.released.dateFormat = "DD/YY";
    wrong.unknownFields = "drop";
    for (const json of [wrong]) expect(validate(json)).toBe(false);
    const problems = problemsOf(wrong).join("\n");
    expect(problems).toContain('/fields/title/dateFormat: only a date field has a "dateFormat"');
    expect(problems).toContain('/fields/gross/generated: only the id field can be "generated"');
    expect(problems).toContain("/fields/rating/source: a source of the form");
    expect(problems).toContain('/fields/released/dateFormat: the format "DD/YY" needs a year (YYYY)');
    expect(problems).toContain('/unknownFields: "unknownFields" must be "ignore" or "reject", found the string "drop"');
  });
});

describe("RecordConverter", () => {
  const ingest = readDefinitionFile(example);

  it("reads sources, coerces JSON as CSV, reads declared date formats and numbers the ids", () => {
    const converter = new RecordConverter(ingest);
    expect(
      converter.convert({
        Title: 1776,
        "US Gross": "146083",
        "Release Date": "Jun 12 1998",
        "MPAA Rating": null,
        genres: "Drama|War",
        family: "false",
        latitude: "34.1",
        longitude: -118.3,
        extra: 1,
      }),
    ).toEqual({
      ok: true,
      document: {
        id: 1,
        title: "1776",
        gross: 146083,
        released: "1998-06-12",
        rating: null,
        genres: ["Drama", "War"],
        family: false,
        studio: { lat: 34.1, lng: -118.3 },
      },
    });
    expect(converter.convert({ Title: "Up", genres: ["Animation"], family: 1 })).toEqual({
      ok: true,
      document: { id: 2, title: "Up", genres: ["Animation"], family: true },
    });
    expect(converter.ignoredSummary()).toBe(
      'ignored what the definition names no field for: "extra" (add fields for them, or set "unknownFields": "reject" to refuse such records)',
    );
  });

  it("says by field what a declared format could not read, without contradicting itself", () => {
    const converter = new RecordConverter(ingest);
    const r = converter.convert({ "Release Date": "12/06/1998", latitude: "north", longitude: "1" });
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.problems;
    expect(problems).toEqual([
      {
        path: "/released",
        message:
          'expected a date written as "MMM D YYYY" (such as "Jun 12 1998"), found the string "12/06/1998": it is not written in that format',
      },
      {
        path: "/studio",
        message: 'expected numbers in the columns "latitude" (latitude) and "longitude" (longitude), found the string "north"',
      },
    ]);
    const day = new RecordConverter(ingest).convert({ "Release Date": "Feb 30 1998" });
    expect(day.ok ? "" : day.problems[0]!.message).toContain("day 30 does not exist in 1998-02");
    const month = new RecordConverter(ingest).convert({ "Release Date": "Jux 3 1998" });
    expect(month.ok ? "" : month.problems[0]!.message).toContain('"Jux" is not the name of a month');
  });

  it("rejects unknown data by name with unknownFields: reject", () => {
    const strict = readDefinitionFile({ ...example, unknownFields: "reject" });
    const r = new RecordConverter(strict).convert({ Title: "x", Titel: "y" });
    expect(r.ok ? [] : r.problems).toEqual([
      {
        path: "/Titel",
        message:
          'the definition has no field for "Titel" (did you mean "Title"?); add one, or set "unknownFields": "ignore" in the definition file',
      },
    ]);
  });

  it("treats an empty CSV cell as missing, and keeps what does not convert for the definition's check", () => {
    const r = new RecordConverter(ingest, true).convert({ Title: "", "US Gross": "0x10", family: "maybe" });
    expect(r).toEqual({ ok: true, document: { id: 1, gross: "0x10", family: "maybe" } });
  });
});

describe("the CLI README's definition-file example", () => {
  it("is this package's tested example", () => {
    const readme = readFileSync(join(here, "..", "..", "cli", "README.md"), "utf8");
    const block = /## Definition files[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const documented = JSON.parse(block!);
    expect({ ...documented, $schema: undefined }).toEqual({ ...example, $schema: undefined });
    expect(validate(documented)).toBe(true);
  });
});
