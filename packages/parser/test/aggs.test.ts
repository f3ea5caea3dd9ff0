/** Aggregations: the checked tree's shape and defaults, and every problem named with its path and the nearest name. */
import type { DocumentDefinition } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { parseQuery, tryParseQuery, type Aggregation } from "../src/index.js";
import { Catalog, Invoice, Metrics } from "./support/documents.js";

const aggsOf = (aggs: unknown, doc: DocumentDefinition = Invoice): readonly Aggregation[] | undefined =>
  parseQuery(doc, { v: 1, aggs }).aggs;
/** The problems of a call with `aggs`, as [path, code, suggestion?]. */
function problems(aggs: unknown, doc: DocumentDefinition = Invoice, options = {}): [string, string, string | undefined][] {
  const r = tryParseQuery(doc, { v: 1, aggs }, options);
  if (r.ok) throw new Error("expected problems");
  return r.error.problems.map((p) => [p.path, p.code, p.suggestion]);
}

describe("aggs: the checked tree", () => {
  it("resolves every default and keeps the order written", () => {
    expect(
      aggsOf({
        byCustomer: { type: "terms", field: "customer" },
        h: { type: "histogram", field: "total", interval: 10 },
        d: { type: "dateHistogram", field: "issued", interval: "week" },
      }),
    ).toEqual([
      { type: "terms", name: "byCustomer", path: "/aggs/byCustomer", field: "customer", size: 10, minCount: 1, order: "count", aggs: [] },
      { type: "histogram", name: "h", path: "/aggs/h", field: "total", interval: 10, minCount: 0 },
      {
        type: "dateHistogram",
        name: "d",
        path: "/aggs/d",
        field: "issued",
        interval: "week",
        offsetMinutes: 0,
        timeZone: "Z",
        minCount: 0,
      },
    ]);
  });

  it("reads range bounds by the field's kind, keys them from-to, and reads a geo origin and unit", () => {
    const [dates, numbers, rings] = aggsOf({
      a: {
        type: "range",
        field: "issued",
        ranges: [
          { from: "2024-01-01", to: "2024-02-01T00:00:00+01:00" },
          { from: "2024-02-01", key: "later" },
        ],
      },
      b: { type: "range", field: "quantity", ranges: [{ to: 2.5 }] },
      c: { type: "geoDistance", field: "office", origin: { lat: 48.85, lng: 2.35 }, unit: "mi", ranges: [{ from: 0, to: 10 }] },
    })!;
    expect(dates).toMatchObject({
      dates: true,
      ranges: [
        { key: "2024-01-01-2024-02-01T00:00:00+01:00", from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 0, 31, 23) },
        { key: "later", from: Date.UTC(2024, 1, 1) },
      ],
    });
    expect(numbers).toMatchObject({ dates: false, ranges: [{ key: "*-2.5", to: 2.5 }] });
    expect(rings).toMatchObject({
      type: "geoDistance",
      origin: { lat: 48.85, lng: 2.35 },
      unit: "mi",
      ranges: [{ key: "0-10", from: 0, to: 10 }],
    });
  });

  it("nests metrics one level under terms, and reads time zones by offset", () => {
    const [terms, zoned] = aggsOf({
      t: {
        type: "terms",
        field: "paid",
        size: 2,
        order: "key",
        aggs: { s: { type: "stats", field: "total" }, c: { type: "cardinality", field: "issued" } },
      },
      z: { type: "dateHistogram", field: "issued", interval: "day", timeZone: "-09:30" },
    })!;
    expect(terms).toMatchObject({
      size: 2,
      order: "key",
      aggs: [
        { type: "stats", name: "s", path: "/aggs/t/aggs/s", field: "total" },
        { type: "cardinality", name: "c", field: "issued" },
      ],
    });
    expect(zoned).toMatchObject({ offsetMinutes: -570, timeZone: "-09:30" });
  });

  it("leaves aggs out of the tree when none are asked for", () => {
    expect(parseQuery(Invoice, { v: 1 })).not.toHaveProperty("aggs");
    expect(parseQuery(Invoice, { v: 1, aggs: {} }).aggs).toEqual([]);
  });
});

describe("aggs: problems", () => {
  it("names a misspelt kind, field or property with the nearest valid one", () => {
    expect(problems({ a: { type: "histogramm", field: "total", interval: 1 } })).toEqual([
      ["/aggs/a/type", "unknown-aggregation-type", "histogram"],
    ]);
    expect(problems({ a: { type: "date_histogram", field: "issued", interval: "day" } })).toEqual([
      ["/aggs/a/type", "unknown-aggregation-type", "dateHistogram"],
    ]);
    expect(problems({ a: { type: "terms", field: "custmer" } })).toEqual([["/aggs/a/field", "unknown-field", "customer"]]);
    expect(problems({ a: { type: "terms", field: "customer", min_doc_count: 2 } })).toEqual([
      ["/aggs/a/min_doc_count", "unknown-property", "minCount"],
    ]);
    expect(problems({ a: { terms: { field: "customer" } } })).toEqual([["/aggs/a/type", "missing-type", "terms"]]);
  });

  it("rejects a field of the wrong kind, saying what the kind takes", () => {
    const r = tryParseQuery(Invoice, { v: 1, aggs: { a: { type: "histogram", field: "issued", interval: 1 } } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems[0]).toMatchObject({ path: "/aggs/a/field", code: "wrong-field-kind" });
    expect(r.error.problems[0]!.message).toContain(`"total" or "quantity"`);
    // rating is a number that is not filterable: not aggregatable
    expect(problems({ a: { type: "stats", field: "rating" } })).toEqual([["/aggs/a/field", "wrong-field-kind", undefined]]);
  });

  it("checks names, counts and nesting: one level, metrics only", () => {
    expect(problems({ "by-customer": { type: "terms", field: "customer" } })).toEqual([
      ["/aggs/by-customer", "bad-aggregation-name", undefined],
    ]);
    expect(problems({ "9lives": { type: "stats", field: "total" } })).toEqual([["/aggs/9lives", "bad-aggregation-name", undefined]]);
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, { type: "stats", field: "total" }]));
    expect(problems(eleven)).toEqual([["/aggs", "too-many-aggregations", undefined]]);
    expect(problems({ t: { type: "terms", field: "customer", aggs: { inner: { type: "terms", field: "tags" } } } })).toEqual([
      ["/aggs/t/aggs/inner/type", "unknown-aggregation-type", undefined],
    ]);
    expect(problems({ s: { type: "stats", field: "total", aggs: {} } })).toEqual([["/aggs/s/aggs", "unknown-property", undefined]]);
  });

  it("checks what a schema cannot say: a range from after its to, a time zone by its characters", () => {
    expect(problems({ a: { type: "range", field: "issued", ranges: [{ from: "2024-02-01", to: "2024-01-01" }] } })).toEqual([
      ["/aggs/a/ranges/0/to", "empty-range", undefined],
    ]);
    expect(problems({ a: { type: "range", field: "total", ranges: [{ from: 1 }, { from: 3, to: 2 }] } })).toEqual([
      ["/aggs/a/ranges/1/to", "empty-range", undefined],
    ]);
    for (const zone of ["Europe/Paris", "+2:00", "+15:00", "+02:60", "02:00", "z"]) {
      expect(problems({ a: { type: "dateHistogram", field: "issued", interval: "day", timeZone: zone } })).toEqual([
        ["/aggs/a/timeZone", "not-a-time-zone", undefined],
      ]);
    }
  });

  it("types bounds and values: a number for a date range, an out-of-range size, a missing interval", () => {
    expect(problems({ a: { type: "range", field: "issued", ranges: [{ from: 5 }] } })).toEqual([
      ["/aggs/a/ranges/0/from", "wrong-type", undefined],
    ]);
    expect(problems({ a: { type: "terms", field: "customer", size: 1001 } })).toEqual([["/aggs/a/size", "out-of-range", undefined]]);
    expect(problems({ a: { type: "histogram", field: "total", interval: 0 } })).toEqual([["/aggs/a/interval", "out-of-range", undefined]]);
    expect(problems({ a: { type: "dateHistogram", field: "issued" } })).toEqual([["/aggs/a/interval", "missing-property", undefined]]);
    expect(problems({ a: { type: "dateHistogram", field: "issued", interval: "months" } })).toEqual([
      ["/aggs/a/interval", "not-an-enum-value", "month"],
    ]);
    expect(problems({ a: { type: "geoDistance", field: "office", origin: { lat: 1, lon: 2 }, ranges: [{ to: -1 }] } })).toEqual([
      ["/aggs/a/origin/lon", "unknown-property", "lng"],
      ["/aggs/a/origin/lng", "missing-property", undefined],
      ["/aggs/a/ranges/0/to", "out-of-range", undefined],
    ]);
  });

  it("offers a kind only where a field takes it, and aggs only at full detail", () => {
    // Catalog has keywords only: terms is offered, histogram is not, with a hint why.
    const r = tryParseQuery(Catalog, { v: 1, aggs: { h: { type: "histogram", field: "brand", interval: 1 } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems[0]!.hint).toContain("no field of this document takes a histogram aggregation");
    expect(aggsOf({ t: { type: "terms", field: "colors" } }, Catalog)).toHaveLength(1);
    expect(problems({ s: { type: "stats", field: "total" } }, Invoice, { detail: "standard" })).toEqual([
      ["/aggs", "unknown-property", undefined],
    ]);
    expect(problems({ s: { type: "stats", field: "total" } }, Invoice, { detail: "compact" })).toEqual([
      ["/aggs", "unknown-property", undefined],
    ]);
    expect(aggsOf({ s: { type: "stats", field: "value" } }, Metrics)).toHaveLength(1);
  });

  it("reads a null aggregation as absent with nulls: absent", () => {
    expect(tryParseQuery(Invoice, { v: 1, aggs: { a: null } }).ok).toBe(false);
    const r = tryParseQuery(Invoice, { v: 1, aggs: { a: null, b: { type: "stats", field: "total" } } }, { nulls: "absent" });
    expect(r.ok && r.query.aggs?.map((a) => a.name)).toEqual(["b"]);
  });
});

/** The messages of a call with `aggs`. */
function messages(aggs: unknown, doc = Invoice): string[] {
  const r = tryParseQuery(doc, { v: 1, aggs });
  if (r.ok) throw new Error("expected problems");
  return r.error.problems.map((p) => p.message);
}

/** The exact text a model reads about aggregations, locked so wording changes are deliberate. */
describe("aggs: problems read well", () => {
  const KINDS = `"terms", "histogram", "dateHistogram", "range", "stats", "cardinality" or "geoDistance"`;

  it("names what an aggs map and an aggregation hold", () => {
    expect(messages(5)).toEqual([
      `/aggs: expected aggregations by name, such as {"byCustomer": {"type": "terms", "field": …}}, found the number 5`,
    ]);
    expect(messages({ a: 3 })).toEqual([`/aggs/a: expected an aggregation: an object with a "type", one of ${KINDS}, found the number 3`]);
    expect(messages({ a: null })).toEqual(["/aggs/a: null is not allowed here; leave the property out instead, or send an aggregation"]);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, { type: "stats", field: "total" }]));
    expect(messages(many)).toEqual(["/aggs: too many aggregations: expected at most 10 on one level, found 11"]);
  });

  it("words the kind: Elasticsearch's shape, a metric's name, a kind one level too deep", () => {
    expect(messages({ a: { terms: { field: "customer" } } })).toEqual([
      `/aggs/a/type: the object has no "type"; expected one of ${KINDS} — did you mean "terms"? (write {"type":"terms", "field": …} with the properties beside "type", not {"terms": {…}} as Elasticsearch does)`,
    ]);
    expect(
      messages({ t: { type: "terms", field: "customer", shard_size: 3, aggs: { h: { type: "histogram" }, c: { type: "avg" } } } }),
    ).toEqual([
      `/aggs/t/shard_size: unknown property "shard_size"; allowed here: "type", "field", "size", "minCount", "order" or "aggs" — did you mean "size"? (the number of buckets is "size")`,
      `/aggs/t/aggs/h/type: unknown aggregation type "histogram"; expected one of "stats" or "cardinality" (a terms aggregation holds only "stats" or "cardinality" (one level); put "histogram" in the root's "aggs")`,
      `/aggs/t/aggs/c/type: unknown aggregation type "avg"; expected one of "stats" or "cardinality" — did you mean "stats"? ("stats" gives count, min, max, avg and sum at once)`,
    ]);
  });

  it("words intervals, time zones, ranges and origins", () => {
    expect(messages({ d: { type: "dateHistogram", field: "issued", timeZone: "Europe/Paris" } })).toEqual([
      `/aggs/d/interval: missing the required property "interval" (a calendar interval: "minute", "hour", "day", "week", "month", "quarter" or "year")`,
      `/aggs/d/timeZone: not a time zone: expected "Z" or a fixed offset "+HH:MM" or "-HH:MM" up to 14:00 (IANA names such as "Europe/Paris" are not supported), found "Europe/Paris"`,
    ]);
    expect(
      messages({
        r: { type: "range", field: "issued", ranges: [{ from: 5 }, { gte: "2024-01-01" }, 7, { from: "2024-02-01", to: "2024-01-01" }] },
      }),
    ).toEqual([
      `/aggs/r/ranges/0/from: expected an ISO 8601 date string such as "2024-03-01" ("issued" is a date field), found the number 5`,
      `/aggs/r/ranges/1/gte: unknown property "gte"; allowed here: "from", "to" or "key" — did you mean "from"? (a range is {"from": …, "to": …}: from inclusive, to exclusive)`,
      `/aggs/r/ranges/2: expected a range {"from"?: an ISO date, "to"?: an ISO date, "key"?: "…"}, found the number 7`,
      `/aggs/r/ranges/3/to: the range holds nothing: expected "to" after "from" (from inclusive, to exclusive), found from 2024-02-01, to 2024-01-01`,
    ]);
    expect(messages({ g: { type: "geoDistance", field: "office", unit: "mi", ranges: 3 } })).toEqual([
      `/aggs/g/origin: missing the required property "origin" (the point distances are measured from, {"lat": …, "lng": …})`,
      `/aggs/g/ranges: expected an array of ranges {"from"?: a distance in mi, "to"?: a distance in mi, "key"?: "…"}, found the number 3`,
    ]);
  });

  it("says what a null origin should be, as a wrong one does", () => {
    const point = `a point {"lat": …, "lng": …} (the point distances are measured from)`;
    expect(messages({ g: { type: "geoDistance", field: "office", origin: null, ranges: [{ to: 1 }] } })).toEqual([
      `/aggs/g/origin: null is not allowed here; leave the property out instead, or send ${point}`,
    ]);
    expect(messages({ g: { type: "geoDistance", field: "office", origin: 3, ranges: [{ to: 1 }] } })).toEqual([
      `/aggs/g/origin: expected ${point}, found the number 3`,
    ]);
  });
});
