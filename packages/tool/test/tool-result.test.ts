import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOOL_RESULT_LIMITS, toolResult, type ResultsLike } from "../src/index.js";

const hit = (id: number, body: number, highlight = 0) => ({
  id: String(id),
  score: 1 / (id + 1),
  document: { id: String(id), body: "x".repeat(body) },
  ...(highlight === 0 ? {} : { highlights: { body: ["<em>x</em>".padEnd(highlight, "x")] } }),
});
const page = (bodies: number[], highlight = 0) => ({
  hits: bodies.map((b, i) => hit(i, b, highlight)),
  total: { value: 1000, relation: "gte" as const },
});
const terms = (n: number, keyChars: number) => ({
  buckets: Array.from({ length: n }, (_, i) => ({ key: `${i}`.padEnd(keyChars, "k"), count: n - i })),
  otherCount: 7,
});

function fitted(results: ResultsLike, maxChars: number) {
  const answer = toolResult({ ok: true, results }, { maxChars });
  if (!answer.ok) throw new Error("an answer with results came back as an error");
  expect(answer.text.length).toBeLessThanOrEqual(maxChars);
  expect(JSON.parse(answer.text)).toEqual(JSON.parse(JSON.stringify(answer.results)));
  return answer;
}

describe("toolResult, the size gate", () => {
  it("gives results that fit as their JSON, unchanged and without a note", () => {
    const results = page([10, 20, 30]);
    const answer = fitted(results, 10_000);
    expect(answer.results).toBe(results);
    expect(answer.text).toBe(JSON.stringify(results));
    expect(answer.cut).toBeUndefined();
  });

  it("cuts highlights first, when that is enough", () => {
    const results = page([100, 100, 100], 900);
    const answer = fitted(results, 2_000);
    expect(answer.cut).toMatchObject({ highlightsOmitted: true, hitsReturned: 3, hitsOmitted: 0 });
    expect(answer.cut!.valuesShortenedTo).toBeUndefined();
    expect(answer.results.hits.every((h) => !("highlights" in h))).toBe(true);
    expect(answer.cut!.message).toContain("highlights");
  });

  it("then shortens long text values, marked with an ellipsis", () => {
    const results = page([5_000, 5_000]);
    const answer = fitted(results, 3_000);
    expect(answer.cut).toMatchObject({ hitsReturned: 2, hitsOmitted: 0, valuesShortenedTo: 100 });
    const body = (answer.results.hits[0] as { document: { body: string } }).document.body;
    expect(body).toBe(`${"x".repeat(100)}…`);
  });

  it("then leaves hits out from the end, and says how to page on", () => {
    const results = page(Array.from({ length: 100 }, () => 10));
    const answer = fitted(results, 1_500);
    const cut = answer.cut!;
    expect(cut.hitsReturned).toBeGreaterThan(0);
    expect(cut.hitsReturned + cut.hitsOmitted).toBe(100);
    expect(answer.results.hits.map((h) => (h as { id: string }).id)).toEqual(results.hits.slice(0, cut.hitsReturned).map((h) => h.id));
    expect(cut.message).toContain(`"offset": ${cut.hitsReturned}`);
  });

  it("keeps the aggregations whole while hits can give room", () => {
    const aggregations = { byKey: terms(5, 10), stats: { count: 5, min: 1, max: 9, avg: 5, sum: 25 } };
    const results = { ...page([200, 200, 200, 200, 200]), aggregations };
    const answer = fitted(results, 1_500);
    expect(answer.results.aggregations).toEqual(aggregations);
    expect(answer.cut!.hitsOmitted).toBeGreaterThan(0);
    expect(answer.cut!.bucketsOmitted).toBeUndefined();
  });

  it("last, leaves buckets out from the end of each aggregation, round-robin, and counts them", () => {
    // Ten terms aggregations of 1,000 buckets with 10 KB keys: about 100 MB as JSON.
    const aggregations = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`a${i}`, terms(1000, 10_000)]));
    const results = { ...page([50, 50]), aggregations };
    const answer = fitted(results, 300_000);
    const cut = answer.cut!;
    // The hits take what room the buckets leave (less than one more bucket).
    expect(cut.hitsReturned + cut.hitsOmitted).toBe(2);
    const kept = Object.values(answer.results.aggregations!).map((a) => (a as { buckets: unknown[] }).buckets.length);
    // Each aggregation keeps its head, the counts differing by at most one.
    expect(Math.max(...kept) - Math.min(...kept)).toBeLessThanOrEqual(1);
    expect(Math.min(...kept)).toBeGreaterThan(0);
    for (const [name, result] of Object.entries(answer.results.aggregations!)) {
      const { buckets, otherCount } = result as { buckets: { key: string; count: number }[]; otherCount: number };
      expect(buckets).toEqual(aggregations[name]!.buckets.slice(0, buckets.length));
      expect(cut.bucketsOmitted![name]).toBe(1000 - buckets.length);
      const left = aggregations[name]!.buckets.slice(buckets.length).reduce((sum, b) => sum + b.count, 0);
      expect(otherCount).toBe(7 + left);
    }
    expect(cut.message).toContain('"size"');
  });

  it("cuts an error's text at a line end with a closing line", () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `- /x${i}: unknown property`).join("\n");
    const answer = toolResult({ ok: false, error: { toToolResult: () => text } }, { maxChars: 4_000 });
    expect(answer.ok).toBe(false);
    expect(answer.text.length).toBeLessThanOrEqual(4_000);
    expect(answer.text.startsWith("- /x0: unknown property\n")).toBe(true);
    expect(answer.text).toMatch(/more characters of this message were left out/);
    expect(toolResult({ ok: false, error: "short" }).text).toBe("short");
  });

  it("refuses a bound that is not a whole number from the minimum", () => {
    for (const maxChars of [0, 999, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => toolResult({ ok: true, results: page([]) }, { maxChars })).toThrow(RangeError);
    expect(TOOL_RESULT_LIMITS.defaultMaxChars).toBe(100_000);
  });

  it("keeps every result within its bound (property)", () => {
    const text = fc.string({ unit: "grapheme", maxLength: 3_000 });
    const document = fc.record({ id: fc.string({ maxLength: 8 }), body: text, tags: fc.array(text, { maxLength: 3 }) });
    const hitArb = fc.record({
      id: fc.nat(),
      score: fc.double({ noNaN: true, noDefaultInfinity: true }),
      document,
      highlights: fc.option(fc.record({ body: fc.array(text, { maxLength: 3 }) }), { nil: undefined }),
    });
    const bucket = fc.record({ key: text, count: fc.nat() });
    const aggregation = fc.oneof(
      fc.record({ buckets: fc.array(bucket, { maxLength: 60 }), otherCount: fc.nat() }),
      fc.record({ buckets: fc.array(bucket, { maxLength: 60 }) }),
      fc.record({ value: fc.nat(), relation: fc.constant("eq") }),
    );
    const results = fc.record({
      hits: fc.array(hitArb, { maxLength: 40 }),
      total: fc.record({ value: fc.nat(), relation: fc.constantFrom("eq", "gte") }),
      aggregations: fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 64 }), aggregation, { maxKeys: 10 }), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(results, fc.integer({ min: 1_000, max: 60_000 }), (r, maxChars) => {
        const clean = JSON.parse(JSON.stringify(r)) as ResultsLike;
        const answer = toolResult({ ok: true, results: clean }, { maxChars });
        if (!answer.ok) return false;
        expect(answer.text.length).toBeLessThanOrEqual(maxChars);
        const whole = JSON.stringify(clean);
        if (whole.length <= maxChars) expect(answer.text).toBe(whole);
        else expect(answer.cut).toBeDefined();
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
