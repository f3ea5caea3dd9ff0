// The facet panel's calls on the data the demo serves: both steps parse for every data set and
// every good example, the buckets count the call's matches, and a bucket's filter, added to the
// call, matches exactly the bucket's documents.
import { type DocumentDefinition, defineDocument, Field, QUERY_LIMITS, SearchIndex } from "oneindex";
import { beforeAll, describe, expect, it } from "vitest";
import { DATASETS } from "../src/datasets/index.js";
import { addFilter } from "../src/facets/add-filter.js";
import {
  type AggsOutcome,
  aggsOutcomeOf,
  degradingAggs,
  facetCall,
  facetFields,
  niceInterval,
  spanCall,
} from "../src/facets/facet-calls.js";
import { runCall } from "../src/search/run-call.js";
import { demoIndexes } from "./support/demo-indexes.js";

let indexes: Map<string, SearchIndex<DocumentDefinition>>;

beforeAll(() => {
  indexes = demoIndexes();
}, 120_000);

type Aggs = Record<
  string,
  { buckets?: Array<{ key: string | number | boolean; count: number }>; count?: number; min?: number | null; max?: number | null }
>;

function results(key: string, call: object) {
  const outcome = runCall(indexes.get(key)!, JSON.stringify(call));
  if (outcome.kind !== "hits") throw new Error(`${JSON.stringify(call)}: ${outcome.text}`);
  return outcome.results as typeof outcome.results & { aggregations?: Aggs };
}

/** Both steps of the panel for a call: the facet call and its aggregations. */
function facets(key: string, doc: DocumentDefinition, call: Record<string, unknown>) {
  const first = spanCall(call, doc);
  const spans = first === undefined ? {} : results(key, first).aggregations!;
  const second = facetCall(call, doc, spans as never);
  return { second, aggregations: second === undefined ? undefined : results(key, second).aggregations! };
}

describe("the facet panel", () => {
  it("picks round intervals of about ten buckets, whole for integers", () => {
    expect(niceInterval(0, 9.3, false)).toBe(1);
    expect(niceInterval(2.5, 7.5, false)).toBe(0.5);
    expect(niceInterval(0, 12_000, true)).toBe(2000);
    expect(niceInterval(0, 3, true)).toBe(1);
    expect(niceInterval(5, 5, false)).toBe(1);
  });

  for (const dataset of DATASETS) {
    it(`${dataset.title}: every good example gets facets counting its matches, and a bucket's filter matches that bucket`, () => {
      const { terms, numbers } = facetFields(dataset.definition);
      expect(terms.length + numbers.length, "the data set has aggregatable fields").toBeGreaterThan(0);
      for (const example of dataset.examples.filter((e) => e.kind === "good")) {
        const call = example.args as Record<string, unknown>;
        const total = results(dataset.key, { ...call, countExactly: true, limit: 0 }).total.value;
        const { second, aggregations } = facets(dataset.key, dataset.definition, call);
        expect(second, example.title).toBeDefined();
        for (const [field, agg] of Object.entries(aggregations!)) {
          const buckets = agg.buckets!;
          // A single-valued field's buckets hold each match at most once.
          if (!dataset.definition.fields[field]!.array)
            expect(
              buckets.reduce((n, b) => n + b.count, 0),
              `${example.title}: ${field}`,
            ).toBeLessThanOrEqual(total);
          const bucket = buckets[0];
          if (bucket === undefined) continue;
          const interval = (second!["aggs"] as Record<string, { interval?: number }>)[field]!.interval;
          const condition =
            interval === undefined
              ? { field, value: bucket.key as string | boolean }
              : { field, from: bucket.key as number, to: (bucket.key as number) + interval };
          const narrowed = results(dataset.key, { ...addFilter(call, condition), countExactly: true, limit: 0 });
          expect(narrowed.total.value, `${example.title}: ${field} = ${String(bucket.key)}`).toBe(bucket.count);
        }
      }
    });
  }

  it("adds a condition to each shape of filter, and to the filter box's string", () => {
    const term = { field: "tsunami", value: true } as const;
    expect(addFilter({ v: 1, offset: 20 }, term)).toEqual({ v: 1, filter: { type: "term", field: "tsunami", value: true } });
    expect(addFilter({ v: 1, filter: "magnitude >= 4" }, { field: "depthKm", from: 10, to: 20 })).toEqual({
      v: 1,
      filter: "(magnitude >= 4) and depthKm >= 10 and depthKm < 20",
    });
    const node = { type: "range", field: "magnitude", gte: 4 };
    const once = addFilter({ v: 1, filter: node }, term);
    expect(once).toEqual({ v: 1, filter: { type: "bool", filter: [node, { type: "term", field: "tsunami", value: true }] } });
    expect(addFilter(once, { field: "network", value: "ak" })["filter"]).toEqual({
      type: "bool",
      filter: [node, { type: "term", field: "tsunami", value: true }, { type: "term", field: "network", value: "ak" }],
    });
    expect(addFilter({ filter: "" }, { field: "network", value: 'a"k' })["filter"]).toBe('network = "a\\"k"');
  });

  it("asks for at most QUERY_LIMITS.maxAggs facets, taken in turn from the terms and the number fields", () => {
    const fields = {
      ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, Field.keyword()])),
      ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`n${i}`, Field.integer({ filterable: true })])),
    };
    const doc = defineDocument("Wide", { id: Field.id(), ...fields }) as DocumentDefinition;
    const { terms, numbers, leftOut } = facetFields(doc);
    expect(terms.length + numbers.length).toBe(QUERY_LIMITS.maxAggs);
    expect(leftOut).toEqual(["k5", "k6", "k7", "k8", "n5"]);
    expect(terms).toEqual(["k0", "k1", "k2", "k3", "k4"]);
    expect(numbers).toEqual(["n0", "n1", "n2", "n3", "n4"]);
    const spans = Object.fromEntries(numbers.map((f) => [f, { count: 3, min: 0, max: 30 }]));
    const call = facetCall({ v: 1, q: "x" }, doc, spans)!;
    expect(Object.keys(call["aggs"] as object)).toHaveLength(QUERY_LIMITS.maxAggs);
  });

  it("sends a refused facet call again with half its aggregations, down to one, and says when even one was refused", async () => {
    const aggs = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, { type: "terms", field: `f${i}` }]));
    const sizes: number[] = [];
    // An engine whose budget takes at most two aggregations.
    const budget =
      (most: number) =>
      async (c: Record<string, unknown>): Promise<AggsOutcome> => {
        const n = Object.keys(c["aggs"] as object).length;
        sizes.push(n);
        return n > most ? { kind: "refused", text: "too costly" } : { kind: "aggs", aggregations: c["aggs"] as Record<string, unknown> };
      };
    const answered = await degradingAggs({ v: 1, aggs }, budget(2));
    expect(sizes).toEqual([10, 5, 3, 2]);
    expect(answered.outcome.kind).toBe("aggs");
    expect(Object.keys(answered.call["aggs"] as object)).toEqual(["f0", "f1"]);
    sizes.length = 0;
    const refused = await degradingAggs({ v: 1, aggs }, budget(0));
    expect(sizes).toEqual([10, 5, 3, 2, 1]);
    expect(refused.outcome).toEqual({ kind: "refused", text: "too costly" });
    sizes.length = 0;
    const overtaken = await degradingAggs({ v: 1, aggs }, async () => ({ kind: "overtaken" }));
    expect(overtaken.outcome.kind).toBe("overtaken");
  });

  it("on an index whose work budget refuses ten facets, the engine's refusal gives way to fewer facets, not none", async () => {
    const fields = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, Field.keyword()]));
    const doc = defineDocument("Many", { id: Field.id(), ...fields }) as DocumentDefinition;
    const docs = Array.from({ length: 20_000 }, (_, n) => ({
      id: String(n),
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, `v${(n * (i + 1)) % 7}`])),
    }));
    const indexWith = (workBudget: number) => {
      const index = new SearchIndex(doc, { workBudget });
      index.add(docs as never);
      return index;
    };
    const call = facetCall({ v: 1 }, doc, {})!;
    expect(Object.keys(call["aggs"] as object)).toHaveLength(QUERY_LIMITS.maxAggs);
    const one = fewerAggsTo(call, 1);
    // The smallest budget (doubling) that answers a one-facet call: ten facets cost about ten times as much.
    let budget = 1_000;
    while (runCall(indexWith(budget), JSON.stringify(one)).kind === "error") budget *= 2;
    const index = indexWith(budget);
    const send = async (c: Record<string, unknown>) => aggsOutcomeOf(runCall(index, JSON.stringify(c)));
    expect((await send(call)).kind, "ten facets are over the budget").toBe("refused");
    const { call: answered, outcome } = await degradingAggs(call, send);
    expect(outcome.kind).toBe("aggs");
    const kept = Object.keys(answered["aggs"] as object);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(QUERY_LIMITS.maxAggs);
    expect(Object.keys((outcome as { aggregations: object }).aggregations)).toEqual(kept);
    // A budget too small for one facet: the refusal, in the words the model would read.
    const none = await degradingAggs(call, async (c) => aggsOutcomeOf(runCall(indexWith(10), JSON.stringify(c))));
    expect(none.outcome.kind).toBe("refused");
    // The engine's cost error, not an internal error.
    expect((none.outcome as { text: string }).text).toMatch(/^The search was stopped/);
  });
});

/** The call with its first `n` aggregations. */
function fewerAggsTo(call: Record<string, unknown>, n: number): Record<string, unknown> {
  return { ...call, aggs: Object.fromEntries(Object.entries(call["aggs"] as object).slice(0, n)) };
}
