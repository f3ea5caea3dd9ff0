import { describe, expect, it } from "vitest";
import { floorChanges, renderPreviousRun } from "../src/report/previous-run.js";
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

  it("renders nothing without a previous run", () => {
    expect(renderPreviousRun({ floors })).toEqual([]);
  });
});
