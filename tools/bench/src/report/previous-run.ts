// The floors of this run beside the run it replaced: issue 18 asks that no floor regress by more
// than 10% across a change, and the two runs must sit in one report to show it.
import type { BenchResults, FloorVerdict } from "../results.js";

/** How much worse a floor's ratio may get between two runs before the report flags it. */
export const REGRESSION_TOLERANCE = 0.1;

/** One floor in both runs: the change is positive when this run is worse. */
export interface FloorChange {
  readonly floor: string;
  readonly before: number;
  readonly after: number;
  /** Relative change in the floor's bad direction: 0.12 means 12% worse, −0.3 means 30% better. */
  readonly worse: number;
}

/** The floors both runs measured with a ratio, matched by their wording. */
export function floorChanges(r: Pick<BenchResults, "floors" | "previous">): FloorChange[] {
  const before = new Map((r.previous?.floors ?? []).map((f) => [f.floor, f]));
  const out: FloorChange[] = [];
  for (const f of r.floors) {
    const b: FloorVerdict | undefined = before.get(f.floor);
    if (f.ratio === undefined || b?.ratio === undefined || !(b.ratio > 0)) continue;
    const change = f.ratio / b.ratio - 1;
    out.push({ floor: f.floor, before: b.ratio, after: f.ratio, worse: (f.better ?? "lower") === "lower" ? change : -change });
  }
  return out;
}

/** The "Against the previous run" section, or nothing when there is no previous run. */
export function renderPreviousRun(r: Pick<BenchResults, "floors" | "previous">): string[] {
  if (r.previous === undefined) return [];
  const rows = floorChanges(r).map((c) => {
    const pct = `${c.worse > 0 ? "+" : ""}${(c.worse * 100).toFixed(0)}%`;
    return [
      c.floor,
      c.before.toPrecision(3),
      c.after.toPrecision(3),
      c.worse > REGRESSION_TOLERANCE ? `**${pct} worse**` : c.worse > 0 ? `${pct} worse` : `${pct.replace("-", "−")} (better)`,
    ];
  });
  const head = `The floors' ratios beside the full run this one replaced (${r.previous.generatedAt}, commit ${r.previous.commit ?? "unknown"}). "Worse" is measured in each floor's bad direction (slower, larger, or lower quality); a change over ${REGRESSION_TOLERANCE * 100}% is in bold. Both runs are noisy on a shared machine: compare the load lines of both.`;
  return [
    "## Against the previous run",
    "",
    head,
    "",
    ["| floor | previous ratio | this run | change |", "| --- | --- | --- | --- |", ...rows.map((row) => `| ${row.join(" | ")} |`)].join(
      "\n",
    ),
    "",
  ];
}
