// The gallery's examples on the data the demo serves (public/data, made by scripts/prepare-data.mjs
// from the npm packages): every call runs, every mistake is refused, and the rankings the titles
// promise hold.
import type { DocumentDefinition, SearchIndex } from "oneindex";
import { beforeAll, describe, expect, it } from "vitest";
import { DATASETS } from "../src/datasets/index.js";
import { runCall } from "../src/search/run-call.js";
import { demoIndexes } from "./support/demo-indexes.js";

let indexes: Map<string, SearchIndex<DocumentDefinition>>;

beforeAll(() => {
  indexes = demoIndexes();
}, 120_000);

const hitsOf = (key: string, title: string) => {
  const example = DATASETS.find((d) => d.key === key)!.examples.find((e) => e.title === title)!;
  const outcome = runCall(indexes.get(key)!, JSON.stringify(example.args));
  if (outcome.kind !== "hits") throw new Error(outcome.text);
  return outcome.results;
};

describe("the gallery's examples", () => {
  for (const dataset of DATASETS) {
    it(`${dataset.title}: the calls run and the mistakes are refused`, () => {
      for (const example of dataset.examples) {
        const outcome = runCall(indexes.get(dataset.key)!, JSON.stringify(example.args));
        expect([example.title, outcome.kind]).toEqual([example.title, example.kind === "good" ? "hits" : "error"]);
        if (outcome.kind === "hits") expect([example.title, outcome.results.hits.length > 0]).toEqual([example.title, true]);
      }
    });
  }

  it("near Los Angeles, recent first: the top five are Southern California quakes", () => {
    const results = hitsOf("earthquakes", "Near Los Angeles, recent first (decay)");
    expect(results.hits).toHaveLength(5);
    for (const hit of results.hits) {
      const { place, location } = hit.document as { place: string; location: { lat: number; lng: number } };
      expect(place).toMatch(/, (CA|California)$/);
      // Within about 150 km of downtown Los Angeles.
      expect(Math.hypot(location.lat - 34.05, (location.lng + 118.25) * Math.cos((34 * Math.PI) / 180))).toBeLessThan(1.5);
    }
  });

  it("closest to Denver counts every airport exactly", () => {
    const results = hitsOf("airports", "Closest to Denver");
    expect(results.total).toEqual({ value: indexes.get("airports")!.size, relation: "eq" });
    expect((results.hits[0]!.document as { state: string }).state).toBe("CO");
  });
});
