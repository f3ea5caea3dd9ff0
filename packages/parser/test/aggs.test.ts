/** Aggregations: the checked tree's shape and defaults, and every problem named with its path and the nearest name. */
import { describe, expect, it } from "vitest";
import { parseQuery, tryParseQuery, type Aggregation } from "../src/index.js";
import { Catalog, Invoice, Metrics } from "./support/documents.js";

const aggsOf = (aggs: unknown, doc = Invoice): readonly Aggregation[] | undefined => parseQuery(doc, { v: 1, aggs }).aggs;
/** The problems of a call with `aggs`, as [path, code, suggestion?]. */
function problems(aggs: unknown, doc = Invoice, options = {}): [string, string, string | undefined][] {
  const r = tryParseQuery(doc, { v: 1, aggs }, options);
  if (r.ok) throw new Error("expected problems");
  return r.error.problems.map((p) => [p.path, p.code, p.suggestion]);
}

describe("aggs: the checked tree", () => {
  it("resolves every default and keeps the order written", () => {
    expect(aggsOf({ byCustomer: { type: "terms", field: "customer" }, h: { type: "histogram", field: "total", interval: 10 }, d: { type: "dateHistogram", field: "issued", interval: "week" } })).toEqual([
      { type: "terms", name: "byCustomer", path: "/aggs/byCustomer", field: "customer", size: 10, minCount: 1, order: "count", aggs: [] },
      { type: "histogram", name: "h", path: "/aggs/h", field: "total", interval: 10, minCount: 0 },
      { type: "dateHistogram", name: "d", path: "/aggs/d", field: "issued", interval: "week", offsetMinutes: 0, timeZone: "Z", minCount: 0 },
    ]);
  });

  it("reads range bounds by the field's kind, keys them from-to, and reads a geo origin and unit", () => {
    const [dates, numbers, rings] = aggsOf({
      a: { type: "range", field: "issued", ranges: [{ from: "2024-01-01", to: "2024-02-01T00:00:00+01:00" }, { from: "2024-02-01", key: "later" }] },
      b: { type: "range", field: "quantity", ranges: [{ to: 2.5 }] },
      c: { type: "geoDistance", field: "office", origin: { lat: 48.85, lng: 2.35 }, unit: "mi", ranges: [{ from: 0, to: 10 }] },
    })!;
    expect(dates).toMatchObject({ dates: true, ranges: [{ key: "2024-01-01-2024-02-01T00:00:00+01:00", from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 0, 31, 23) }, { key: "later", from: Date.UTC(2024, 1, 1) }] });
    expect(numbers).toMatchObject({ dates: false, ranges: [{ key: "*-2.5", to: 2.5 }] });
    expect(rings).toMatchObject({ type: "geoDistance", origin: { lat: 48.85, lng: 2.35 }, unit: "mi", ranges: [{ key: "0-10", from: 0, to: 10 }] });
  });

  it("nests metrics one level under terms, and reads time zones by offset", () => {
    const [terms, zoned] = aggsOf({ t: { type: "terms", field: "paid", size: 2, order: "key", aggs: { s: { type: "stats", field: "total" }, c: { type: "cardinality", field: "issued" } } }, z: { type: "dateHistogram", field: "issued", interval: "day", timeZone: "-09:30" } })!;
    expect(terms).toMatchObject({ size: 2, order: "key", aggs: [{ type: "stats", name: "s", path: "/aggs/t/aggs/s", field: "total" }, { type: "cardinality", name: "c", field: "issued" }] });
    expect(zoned).toMatchObject({ offsetMinutes: -570, timeZone: "-09:30" });
  });

  it("leaves aggs out of the tree when none are asked for", () => {
    expect(parseQuery(Invoice, { v: 1 })).not.toHaveProperty("aggs");
    expect(parseQuery(Invoice, { v: 1, aggs: {} }).aggs).toEqual([]);
  });
});

describe("aggs: problems", () => {
  it("names a misspelt kind, field or property with the nearest valid one", () => {
    expect(problems({ a: { type: "histogramm", field: "total", interval: 1 } })).toEqual([["/aggs/a/type", "unknown-aggregation-type", "histogram"]]);
    expect(problems({ a: { type: "date_histogram", field: "issued", interval: "day" } })).toEqual([["/aggs/a/type", "unknown-aggregation-type", "dateHistogram"]]);
    expect(problems({ a: { type: "terms", field: "custmer" } })).toEqual([["/aggs/a/field", "unknown-field", "customer"]]);
    expect(problems({ a: { type: "terms", field: "customer", min_doc_count: 2 } })).toEqual([["/aggs/a/min_doc_count", "unknown-property", "minCount"]]);
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
    expect(problems({ "by-customer": { type: "terms", field: "customer" } })).toEqual([["/aggs/by-customer", "bad-aggregation-name", undefined]]);
    expect(problems({ "9lives": { type: "stats", field: "total" } })).toEqual([["/aggs/9lives", "bad-aggregation-name", undefined]]);
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, { type: "stats", field: "total" }]));
    expect(problems(eleven)).toEqual([["/aggs", "too-many-aggregations", undefined]]);
    expect(problems({ t: { type: "terms", field: "customer", aggs: { inner: { type: "terms", field: "tags" } } } })).toEqual([["/aggs/t/aggs/inner/type", "unknown-aggregation-type", undefined]]);
    expect(problems({ s: { type: "stats", field: "total", aggs: {} } })).toEqual([["/aggs/s/aggs", "unknown-property", undefined]]);
  });

  it("checks what a schema cannot say: a range from after its to, a time zone by its characters", () => {
    expect(problems({ a: { type: "range", field: "issued", ranges: [{ from: "2024-02-01", to: "2024-01-01" }] } })).toEqual([["/aggs/a/ranges/0/to", "empty-range", undefined]]);
    expect(problems({ a: { type: "range", field: "total", ranges: [{ from: 1 }, { from: 3, to: 2 }] } })).toEqual([["/aggs/a/ranges/1/to", "empty-range", undefined]]);
    for (const zone of ["Europe/Paris", "+2:00", "+15:00", "+02:60", "02:00", "z"]) {
      expect(problems({ a: { type: "dateHistogram", field: "issued", interval: "day", timeZone: zone } })).toEqual([["/aggs/a/timeZone", "not-a-time-zone", undefined]]);
    }
  });

  it("types bounds and values: a number for a date range, an out-of-range size, a missing interval", () => {
    expect(problems({ a: { type: "range", field: "issued", ranges: [{ from: 5 }] } })).toEqual([["/aggs/a/ranges/0/from", "wrong-type", undefined]]);
    expect(problems({ a: { type: "terms", field: "customer", size: 1001 } })).toEqual([["/aggs/a/size", "out-of-range", undefined]]);
    expect(problems({ a: { type: "histogram", field: "total", interval: 0 } })).toEqual([["/aggs/a/interval", "out-of-range", undefined]]);
    expect(problems({ a: { type: "dateHistogram", field: "issued" } })).toEqual([["/aggs/a/interval", "missing-property", undefined]]);
    expect(problems({ a: { type: "dateHistogram", field: "issued", interval: "months" } })).toEqual([["/aggs/a/interval", "not-an-enum-value", "month"]]);
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
    expect(problems({ s: { type: "stats", field: "total" } }, Invoice, { detail: "standard" })).toEqual([["/aggs", "unknown-property", undefined]]);
    expect(problems({ s: { type: "stats", field: "total" } }, Invoice, { detail: "compact" })).toEqual([["/aggs", "unknown-property", undefined]]);
    expect(aggsOf({ s: { type: "stats", field: "value" } }, Metrics)).toHaveLength(1);
  });

  it("reads a null aggregation as absent with nulls: absent", () => {
    expect(tryParseQuery(Invoice, { v: 1, aggs: { a: null } }).ok).toBe(false);
    const r = tryParseQuery(Invoice, { v: 1, aggs: { a: null, b: { type: "stats", field: "total" } } }, { nulls: "absent" });
    expect(r.ok && r.query.aggs?.map((a) => a.name)).toEqual(["b"]);
  });
});
