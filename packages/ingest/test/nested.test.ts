import { describe, expect, it } from "vitest";
import { dataFormatOf, inferDefinition, readDataText, readDefinitionFile, RecordConverter } from "../src/index.js";

const convert = (file: unknown, records: unknown[]) => {
  const converter = new RecordConverter(readDefinitionFile(file));
  return { results: records.map((r) => converter.convert(r)), converter };
};

describe("nested records", () => {
  it("reads a dotted source through objects, and a column whose own name has a dot as it is", () => {
    const file = {
      name: "Quake",
      fields: {
        id: { kind: "id", generated: true },
        place: { kind: "text", source: "properties.place" },
        depth: { kind: "number", source: "geo.depth.km" },
        version: { kind: "keyword", source: "v1.2" },
      },
    };
    const { results, converter } = convert(file, [
      { properties: { place: "4km W of Castaic", other: 1 }, geo: { depth: { km: 26.5 } }, "v1.2": "x" },
    ]);
    expect(results[0]).toEqual({ ok: true, document: { id: "1", place: "4km W of Castaic", depth: 26.5, version: "x" } });
    expect(converter.unmatchedSources()).toEqual([]);
    expect(converter.ignoredSummary()).toContain('"properties.other"'); // data a walked object holds but no field reads is named too
  });

  it("collects a property of an array of objects into an array field, as Elasticsearch indexes them", () => {
    const file = {
      name: "Post",
      fields: { id: { kind: "id", generated: true }, tag: { kind: "keyword", array: true, source: "tags.name" } },
    };
    const { results } = convert(file, [{ tags: [{ name: "a" }, { name: "b" }, { other: 1 }] }]);
    expect(results[0]).toEqual({ ok: true, document: { id: "1", tag: ["a", "b"] } });
  });

  it("says which source no record has, with the nearest name the data has", () => {
    const file = {
      name: "Movie",
      fields: {
        id: { kind: "id", generated: true },
        gross: { kind: "integer", source: "US Gros" },
        place: { kind: "text", source: "properties.plac" },
        title: { kind: "text", source: "Title" },
        summary: { kind: "text" }, // no written source: an optional field, absent from these records
      },
    };
    const { converter } = convert(file, [{ Title: "A", "US Gross": 1, properties: { place: "here" } }, { Title: null }]);
    expect(converter.unmatchedSources()).toEqual([
      {
        path: "/gross",
        message: expect.stringMatching(/^no record has "US Gros" \(did you mean "US Gross"\?\), so the field would be empty/),
      },
      { path: "/place", message: expect.stringMatching(/^no record has "properties.plac" \(did you mean "properties.place"\?\)/) },
    ]); // "Title" is matched: a null value is still the column
  });

  it("init flattens nested objects into dotted sources and arrays of objects into array fields", () => {
    const records = [
      { name: "Ada", address: { city: "London", geo: { lat: 51.5, lng: -0.1 } }, tags: [{ label: "math" }, { label: "poetry" }] },
      { name: "Alan", address: { city: "Wilmslow", geo: { lat: 53.3, lng: -2.2 } }, tags: [{ label: "math" }] },
    ];
    const { file } = inferDefinition(records);
    expect(file.fields).toMatchObject({
      address_city: { kind: "keyword", source: "address.city" },
      address_geo: { kind: "geoPoint", source: "address.geo" },
      tags_label: { kind: "text", keyword: true, source: "tags.label", array: true },
    });
    const converter = new RecordConverter(readDefinitionFile(file));
    expect(converter.convert(records[0])).toMatchObject({
      ok: true,
      document: { address_city: "London", address_geo: { lat: 51.5, lng: -0.1 }, tags_label: ["math", "poetry"] },
    });
    expect(converter.unmatchedSources()).toEqual([]);
  });
});

describe("GeoJSON", () => {
  const collection = `{"type": "FeatureCollection", "metadata": {"count": 3}, "bbox": [1, 2, 3],
"features": [
  {"type": "Feature", "id": "q1", "properties": {"mag": 2, "place": "Castaic, CA"}, "geometry": {"type": "Point", "coordinates": [-118.6, 34.4, 26.5]}},
  {"type": "Feature", "properties": {"mag": 3, "place": "Ridgecrest, CA", "id": "own"}, "geometry": {"type": "LineString", "coordinates": [[1, 2], [3, 4]]}},
  {"type": "Thing"}
]}`;

  it("reads a FeatureCollection as its features: properties as fields, a Point geometry as a geo point, each on its line", () => {
    expect(dataFormatOf("quakes.geojson")).toBe("json");
    const read = readDataText(collection, "json");
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 3, column: 3, value: { id: "q1", mag: 2, place: "Castaic, CA", geometry: { lat: 34.4, lng: -118.6 } } },
        {
          line: 4,
          column: 3,
          value: {
            mag: 3,
            place: "Ridgecrest, CA",
            id: "own",
            geometry: {
              type: "LineString",
              coordinates: [
                [1, 2],
                [3, 4],
              ],
            },
          },
        },
        { line: 5, column: 3, error: 'not a GeoJSON Feature (an object with "type": "Feature")' },
      ],
    });
  });

  it("reads NDJSON of features (GeoJSON text sequences) feature by feature", () => {
    const text = `${JSON.stringify({ type: "Feature", properties: { mag: 2 }, geometry: { type: "Point", coordinates: [-118.6, 34.4] } })}\n{"type":"Thing"}\n`;
    expect(readDataText(text, "ndjson")).toEqual({
      ok: true,
      records: [
        { line: 1, value: { mag: 2, geometry: { lat: 34.4, lng: -118.6 } } },
        { line: 2, value: { type: "Thing" } }, // not a Feature: a record as it is
      ],
    });
  });

  it("infers a geoPoint field from Point geometries", () => {
    const read = readDataText(
      collection.replace(/\{"type": "LineString"[^}]*\}/, '{"type": "Point", "coordinates": [-117.6, 35.7]}'),
      "json",
    );
    if (!read.ok) throw new Error(read.problem.message);
    const { file } = inferDefinition(read.records.filter((r) => r.error === undefined).map((r) => r.value));
    expect(file.fields["geometry"]).toMatchObject({ kind: "geoPoint" });
    expect(file.fields["id"]).toMatchObject({ kind: "id" });
  });
});
