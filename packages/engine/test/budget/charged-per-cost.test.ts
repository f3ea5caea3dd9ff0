// Issue 32, the hostile fuzz's slowest calls: loops that charged the meter a fraction of their time.
// A geo decay over a multi-valued field ran a haversine per point for one `value` unit; a
// `dateHistogram` by month, quarter or year read the calendar and a map per match for the walk's
// units alone. Each is now charged what it costs (see WORK_COSTS and the constants beside it); these
// tests count the units a call charges, so a charge that goes missing fails here, and the bench's
// hostile part times the calls.
import { afterAll, describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { SearchIndex, WORK_COSTS } from "../../src/index.js";
import { CALENDAR_VALUES, DISTANCE_VALUES, HASHED_VALUE, KEYWORD_VALUES, WorkBudget } from "../../src/query/budget/work-budget.js";

/** Units charged by the call running, across every budget (counted before each charge). */
let charged = 0;
const spend = WorkBudget.prototype.spend;
WorkBudget.prototype.spend = function (this: WorkBudget, steps, kind, site) {
  charged += steps * WORK_COSTS[kind];
  spend.call(this, steps, kind, site);
};
afterAll(() => {
  WorkBudget.prototype.spend = spend;
});

const Doc = defineDocument("Doc", {
  id: Field.id({ type: "integer" }),
  spots: Field.geoPoint({ filterable: true, array: true }),
  xs: Field.number({ filterable: true, array: true }),
  at: Field.date({ filterable: true }),
  tags: Field.keyword({ array: true }),
});

const DOCS = 400;
const POINTS = 25;
const TAGS = 4;

const index = new SearchIndex(Doc);
index.add(
  Array.from({ length: DOCS }, (_, d) => ({
    id: d,
    spots: Array.from({ length: POINTS }, (_, i) => ({ lat: ((d * 13 + i * 7) % 180) - 90, lng: ((d * 17 + i * 11) % 360) - 180 })),
    xs: Array.from({ length: POINTS }, (_, i) => (d * 7919 + i * 104_729) % 1_000_000),
    // One a fortnight or so from 1990: a few hundred months, a few dozen years.
    at: new Date(Date.UTC(1990, 0, 1) + d * 13.7 * 86_400_000).toISOString(),
    // Each tag on about a tenth of the docs: each doc feeds TAGS buckets.
    tags: Array.from({ length: TAGS }, (_, i) => `t${(d + i * 3) % 40}`),
  })),
);

/** The units `args` charges (it must answer). */
function units(args: object): number {
  charged = 0;
  const answer = index.trySearch(args);
  expect(answer.ok ? "ok" : answer.error.code).toBe("ok");
  return charged;
}

const decay = (field: string, origin: unknown, scale: number) => ({
  v: 1,
  query: { type: "functionScore", query: { type: "matchAll" }, functions: [{ type: "gauss", field, origin, scale }] },
});

describe("work charged at what it costs (issue 32, the fuzz's slowest calls)", () => {
  it("charges a geo decay a distance for every point of a multi-valued doc", () => {
    const geo = units(decay("spots", { lat: 0, lng: 0 }, 1_000));
    expect(geo).toBeGreaterThanOrEqual(DOCS * POINTS * DISTANCE_VALUES * WORK_COSTS.value);
    // A numeric decay over as many values reads each in place: a value unit each.
    const numeric = units(decay("xs", 0, 1_000));
    expect(numeric).toBeGreaterThanOrEqual(DOCS * POINTS * WORK_COSTS.value);
    expect(geo - numeric).toBeGreaterThanOrEqual(DOCS * POINTS * (DISTANCE_VALUES - 1) * WORK_COSTS.value);
  });

  it("charges a dateHistogram its map update per match, and the calendar by month, quarter or year", () => {
    const histogram = (interval: string) =>
      units({ v: 1, limit: 0, aggs: { h: { type: "dateHistogram", field: "at", interval, minCount: 1 } } });
    const none = units({ v: 1, limit: 0, aggs: { s: { type: "stats", field: "at" } } });
    const week = histogram("week");
    expect(week - none).toBeGreaterThanOrEqual(DOCS * HASHED_VALUE * WORK_COSTS.value);
    for (const interval of ["month", "quarter", "year"])
      expect(histogram(interval) - none).toBeGreaterThanOrEqual(DOCS * (HASHED_VALUE + CALENDAR_VALUES) * WORK_COSTS.value);
  });

  it("charges a terms over an array field a dictionary lookup a value, and its sub-aggregations a feed each", () => {
    const terms = (aggs?: object) =>
      units({ v: 1, limit: 0, aggs: { t: { type: "terms", field: "tags", size: 100, ...(aggs && { aggs }) } } });
    const alone = terms();
    expect(alone).toBeGreaterThanOrEqual(DOCS * TAGS * KEYWORD_VALUES * WORK_COSTS.value);
    // A cardinality under every bucket puts each value of each doc each bucket feeds in a set.
    const fed = terms({ c: { type: "cardinality", field: "at" } }) - alone;
    expect(fed).toBeGreaterThanOrEqual(DOCS * TAGS * HASHED_VALUE * WORK_COSTS.value);
  });

  it("reads a multi-valued doc's numbers for a range only when its min and max leave the answer open", () => {
    const xsOf = (d: number) => Array.from({ length: POINTS }, (_, i) => (d * 7919 + i * 104_729) % 1_000_000);
    const range = (bounds: object) => {
      charged = 0;
      const answer = index.search({ v: 1, limit: 0, countExactly: true, filter: { type: "range", field: "xs", ...bounds } });
      return { total: answer.total.value, units: charged };
    };
    // Bounds nothing meets, and bounds every doc's min meets: no value read.
    expect(range({ gt: 1e-300, lte: -5 })).toEqual({ total: 0, units: 0 });
    expect(range({ gt: 5, lt: 5 })).toEqual({ total: 0, units: 0 });
    expect(range({ gte: 0 })).toEqual({ total: DOCS, units: expect.any(Number) });
    expect(range({ gte: 0 }).units).toBeLessThan(DOCS * POINTS * WORK_COSTS.value);
    // A narrow window inside each doc's span reads its values, and finds the docs a scan finds.
    const [lo, hi] = [400_000, 401_000];
    const expected = Array.from({ length: DOCS }, (_, d) => xsOf(d).some((x) => x >= lo && x < hi)).filter(Boolean).length;
    const narrow = range({ gte: lo, lt: hi });
    expect(narrow.total).toBe(expected);
    expect(narrow.units).toBeGreaterThanOrEqual((DOCS - expected) * POINTS * WORK_COSTS.value);
  });

  it("charges a cardinality over numbers a bucket for each distinct value, as over keywords", () => {
    const cardinality = (field: string) => units({ v: 1, limit: 0, aggs: { c: { type: "cardinality", field } } });
    const distinct = new Set(
      Array.from({ length: DOCS }, (_, d) => Array.from({ length: POINTS }, (_, i) => (d * 7919 + i * 104_729) % 1_000_000)).flat(),
    ).size;
    const values = DOCS * POINTS * HASHED_VALUE * WORK_COSTS.value;
    expect(cardinality("xs")).toBeGreaterThanOrEqual(values + distinct * WORK_COSTS.bucket);
  });
});
