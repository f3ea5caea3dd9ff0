// Issue 32, items 9 and 11: a stats sum past Number.MAX_VALUE is reported as a documented value with
// an explicit flag (never ±Infinity, which JSON writes as `null`, the empty marker), and a
// too-many-buckets error names an interval that one retry can use.
import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { SearchIndex, type BucketsResult, type StatsResult } from "../../src/index.js";
import { Random, runSeed } from "../reference/random.js";

const Doc = defineDocument("Doc", {
  id: Field.id({ type: "integer" }),
  x: Field.number({ filterable: true }),
  group: Field.keyword(),
  at: Field.date({ filterable: true }),
});

function indexOf(values: readonly number[]): SearchIndex<typeof Doc> {
  const index = new SearchIndex(Doc);
  index.add(values.map((x, id) => ({ id, x, group: "g" })));
  return index;
}

const MAX = Number.MAX_VALUE;

describe("stats over a sum past Number.MAX_VALUE (issue 32, item 9)", () => {
  const stats = (values: readonly number[]) => {
    const r = indexOf(values).search({
      v: 1,
      limit: 0,
      aggs: { s: { type: "stats", field: "x" }, t: { type: "terms", field: "group", aggs: { s: { type: "stats", field: "x" } } } },
    });
    const top = r.aggregations!["s"] as StatsResult;
    const sub = (r.aggregations!["t"] as BucketsResult).buckets[0]!.aggs!["s"]!;
    // The same result at the top and in a terms bucket, and as JSON text.
    expect(sub).toEqual(top);
    return JSON.parse(JSON.stringify(top)) as { count: number; sum: number; avg: number; sumOverflow?: boolean };
  };

  it("reports an overflowed sum as ±MAX_VALUE with sumOverflow, and a finite avg, never null beside a count", () => {
    const up = stats([MAX, MAX, MAX]);
    expect(up).toMatchObject({ count: 3, sum: MAX, sumOverflow: true, min: MAX, max: MAX });
    expect(up.avg / MAX).toBeCloseTo(1, 12);
    const down = stats([-MAX, -MAX / 2, -MAX]);
    expect(down).toMatchObject({ count: 3, sum: -MAX, sumOverflow: true });
    expect(down.avg / (-MAX * (2.5 / 3))).toBeCloseTo(1, 12);
  });

  it("reports a sum that overflowed on the way but ends within range exactly, without the flag", () => {
    const back = stats([MAX, MAX, -MAX]);
    expect(back.sum).toBe(MAX);
    expect(back.avg).toBe(MAX / 3);
    expect(back.sumOverflow).toBeUndefined();
    const plain = stats([1, 2, 3.5]);
    expect(plain).toEqual({ count: 3, min: 1, max: 3.5, avg: 6.5 / 3, sum: 6.5 });
  });
});

/** The interval a too-many-buckets message names. */
function suggested(message: string): number {
  const m = /interval of at least (\S+?)(?: makes|$)/.exec(message);
  expect(m, message).not.toBeNull();
  return Number(m![1]);
}

describe("too-many-buckets advice one retry can follow (issue 32, item 11)", () => {
  const histogram = (index: SearchIndex<typeof Doc>, interval: number) =>
    index.trySearch({ v: 1, limit: 0, aggs: { h: { type: "histogram", field: "x", interval } } }, { detail: "full" });

  const followOnce = (values: readonly number[], interval: number): void => {
    const index = indexOf(values);
    const first = histogram(index, interval);
    if (first.ok) return;
    expect(first.error.code).toBe("too-many-buckets");
    const next = suggested(first.error.message);
    expect(Number.isFinite(next) && next > 0, first.error.message).toBe(true);
    const retry = histogram(index, next);
    expect(retry.ok, `${first.error.message}\nretry with ${next}: ${retry.ok ? "ok" : retry.error.message}`).toBe(true);
  };

  it("names a finite interval for a span past MAX_VALUE", () => {
    followOnce([-MAX, 0, MAX], 1);
    followOnce([-MAX, MAX], 1e300);
  });

  it("names an interval past 2^53 buckets from 0 that also fits the span", () => {
    followOnce([1e300, 1.5e300, 0], 1);
    followOnce([1e20, -1e20, 3], 1e-3);
  });

  it("names an interval one retry fits on random spans and intervals", () => {
    const seed = runSeed();
    const random = new Random(seed);
    for (let round = 0; round < 300; round++) {
      const scale = 10 ** Math.floor(random.next() * 40 - 10);
      const values = Array.from(
        { length: 2 + Math.floor(random.next() * 6) },
        () => (random.next() * 2 - 1) * scale * (1 + random.next() * 1000),
      );
      const interval = scale * 10 ** -Math.floor(random.next() * 6);
      try {
        followOnce(values, interval);
      } catch (error) {
        throw new Error(`seed ${seed}, round ${round}, values ${JSON.stringify(values)}, interval ${interval}: ${String(error)}`);
      }
    }
  });

  it("names a calendar interval one retry fits for date histograms", () => {
    const random = new Random(runSeed());
    const units = ["minute", "hour", "day", "week", "month", "quarter"] as const;
    for (let round = 0; round < 60; round++) {
      const start = Date.UTC(1900 + Math.floor(random.next() * 200), Math.floor(random.next() * 12), 1 + Math.floor(random.next() * 28));
      const span = 10 ** (3 + random.next() * 6) * 60_000;
      const index = new SearchIndex(Doc);
      index.add(Array.from({ length: 5 }, (_, id) => ({ id, x: 0, group: "g", at: new Date(start + (span * id) / 4).toISOString() })));
      const zone = ["Z", "+14:00", "-12:00"][round % 3]!;
      const ask = (interval: string) =>
        index.trySearch(
          { v: 1, limit: 0, aggs: { d: { type: "dateHistogram", field: "at", interval, timeZone: zone } } },
          { detail: "full" },
        );
      const first = ask(units[Math.floor(random.next() * units.length)]!);
      if (first.ok) continue;
      expect(first.error.code).toBe("too-many-buckets");
      const next = /"interval": "(\w+)"/.exec(first.error.message)?.[1];
      if (next === undefined) continue; // no calendar interval fits: the advice is a filter
      const retry = ask(next);
      expect(retry.ok, `${first.error.message} → ${next}: ${retry.ok ? "ok" : retry.error.message}`).toBe(true);
    }
  });
});
