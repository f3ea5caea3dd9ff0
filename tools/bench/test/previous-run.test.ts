import { describe, expect, it } from "vitest";
import { beyondReference, floorChanges, renderPreviousRun } from "../src/report/previous-run.js";
import type { FloorVerdict } from "../src/results.js";

const floor = (name: string, ratio: number | undefined, better?: "lower" | "higher"): FloorVerdict => ({
  floor: name,
  measured: "m",
  ...(ratio === undefined ? {} : { ratio }),
  ...(better === undefined ? {} : { better }),
  met: true,
});

describe("the floors beside the previous run", () => {
  const previous = {
    generatedAt: "2026-12-01T00:00:00.000Z",
    commit: "abc1234",
    floors: [floor("latency", 0.2), floor("quality", 1.0, "higher"), floor("gone", 1), floor("no ratio", undefined)],
  };
  const floors = [floor("latency", 0.23), floor("quality", 0.95, "higher"), floor("new", 1), floor("no ratio", undefined)];

  it("measures each change in the floor's bad direction, for floors both runs have with a ratio", () => {
    const changes = floorChanges({ floors, previous });
    expect(changes.map((c) => c.floor)).toEqual(["latency", "quality"]);
    expect(changes[0]!.worse).toBeCloseTo(0.15, 10); // slower: worse
    expect(changes[1]!.worse).toBeCloseTo(0.05, 10); // lower quality: worse
    expect(floorChanges({ floors: [floor("latency", 0.1)], previous })[0]!.worse).toBeCloseTo(-0.5, 10);
  });

  it("renders a section naming the previous run, with changes over 10% in bold", () => {
    const md = renderPreviousRun({ floors, previous }).join("\n");
    expect(md).toContain("## Against the previous run");
    expect(md).toContain("commit abc1234");
    expect(md).toContain("| latency | 0.200 | 0.230 | **+15% worse** |");
    expect(md).toContain("| quality | 1.00 | 0.950 | +5% worse |");
    expect(renderPreviousRun({ floors: [floor("latency", 0.1)], previous }).join("\n")).toContain(
      "| latency | 0.200 | 0.100 | −50% (better) |",
    );
  });

  it("sets each change beside its reference's when both runs measured the same reference", () => {
    const withRef = (f: FloorVerdict, name: string, ratio: number): FloorVerdict => ({ ...f, reference: { name, ratio } });
    const before = {
      ...previous,
      floors: [
        withRef(floor("latency", 0.2), "base", 0.25),
        withRef(floor("quality", 1.0, "higher"), "Ajv", 2.0),
        withRef(floor("new", 1), "x", 1),
      ],
    };
    const after = [
      withRef(floor("latency", 0.23), "base", 0.28),
      withRef(floor("quality", 0.95, "higher"), "Ajv", 2.2),
      withRef(floor("new", 1.5), "other", 1),
    ];
    const [latency, quality, renamed] = floorChanges({ floors: after, previous: before });
    // The reference got 12% slower, OneIndex 15%: about 3% beyond the machine.
    expect(latency!.reference).toEqual({ name: "base", before: 0.25, after: 0.28, worse: expect.closeTo(0.12, 10) });
    expect(beyondReference(latency!)).toBeCloseTo(1.15 / 1.12 - 1, 10);
    // Higher is better: the reference got 10% better while OneIndex got 5% worse.
    expect(quality!.reference!.worse).toBeCloseTo(-0.1, 10);
    expect(beyondReference(quality!)).toBeCloseTo(1.05 / 0.9 - 1, 10);
    // A reference of another name is not the same figure.
    expect(renamed!.reference).toBeUndefined();
    expect(beyondReference(renamed!)).toBeUndefined();
    const md = renderPreviousRun({ floors: after, previous: before }).join("\n");
    expect(md).toContain("| latency | 0.200 | 0.230 | **+15% worse** | base: 0.250 → 0.280, +12% | +3% |");
    expect(md).toContain("| quality | 1.00 | 0.950 | +5% worse | Ajv: 2.00 → 2.20, −10% | +17% |");
    expect(md).toContain("| new | 1.00 | 1.50 | **+50% worse** | — | — |");
  });

  it("renders nothing without a previous run", () => {
    expect(renderPreviousRun({ floors })).toEqual([]);
  });
});
