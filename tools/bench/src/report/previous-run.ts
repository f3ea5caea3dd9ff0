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
  /** The same figure of the floor's reference (code that did not change) in both runs, when both measured it. */
  readonly reference?: { readonly name: string; readonly before: number; readonly after: number; readonly worse: number };
}

/** How much worse `after` is than `before` in the floor's bad direction. */
function worseBy(before: number, after: number, better: FloorVerdict["better"]): number {
  const change = after / before - 1;
  return (better ?? "lower") === "lower" ? change : -change;
}

/** The floors both runs measured with a ratio, matched by their wording. */
export function floorChanges(r: Pick<BenchResults, "floors" | "previous">): FloorChange[] {
  const before = new Map((r.previous?.floors ?? []).map((f) => [f.floor, f]));
  const out: FloorChange[] = [];
  for (const f of r.floors) {
    const b: FloorVerdict | undefined = before.get(f.floor);
    if (f.ratio === undefined || b?.ratio === undefined || !(b.ratio > 0)) continue;
    const rb = b.reference;
    const ra = f.reference;
    const reference =
      rb !== undefined && ra !== undefined && rb.name === ra.name && rb.ratio > 0
        ? { name: ra.name, before: rb.ratio, after: ra.ratio, worse: worseBy(rb.ratio, ra.ratio, f.better) }
        : undefined;
    out.push({
      floor: f.floor,
      before: b.ratio,
      after: f.ratio,
      worse: worseBy(b.ratio, f.ratio, f.better),
      ...(reference === undefined ? {} : { reference }),
    });
  }
  return out;
}

/** A change as the report words it: "+12%" or "−30%". */
function percent(worse: number): string {
  const whole = Math.round(worse * 100);
  return `${whole > 0 ? "+" : whole < 0 ? "−" : ""}${Math.abs(whole)}%`;
}

/**
 * How much worse OneIndex's figure got beyond its reference's: (1 + worse) ÷ (1 + the reference's
 * worse) − 1, so a figure that moved exactly as its reference did reads 0.
 */
export function beyondReference(c: FloorChange): number | undefined {
  return c.reference === undefined ? undefined : (1 + c.worse) / (1 + c.reference.worse) - 1;
}

/** The "Against the previous run" section, or nothing when there is no previous run. */
export function renderPreviousRun(r: Pick<BenchResults, "floors" | "previous">): string[] {
  if (r.previous === undefined) return [];
  const rows = floorChanges(r).map((c) => {
    const pct = percent(c.worse);
    const beyond = beyondReference(c);
    return [
      c.floor,
      c.before.toPrecision(3),
      c.after.toPrecision(3),
      c.worse > REGRESSION_TOLERANCE ? `**${pct} worse**` : c.worse > 0 ? `${pct} worse` : `${pct} (better)`,
      c.reference === undefined
        ? "—"
        : `${c.reference.name}: ${c.reference.before.toPrecision(3)} → ${c.reference.after.toPrecision(3)}, ${percent(c.reference.worse)}`,
      beyond === undefined ? "—" : percent(beyond),
    ];
  });
  const head =
    `The floors' ratios beside the full run this one replaced (${r.previous.generatedAt}, commit ${r.previous.commit ?? "unknown"}). "Worse" is measured in each floor's bad direction (slower, larger, or lower quality); a change over ${REGRESSION_TOLERANCE * 100}% is in bold. Both runs are noisy on a shared machine: compare the load lines of both. ` +
    "Where a floor's figure was also measured, in both runs, for code that did not change between them (the baseline commit's engine; Ajv for parse throughput), that reference's change is beside it, and the last column is OneIndex's change beyond it: a figure that moved with its reference moved with the machine.";
  return [
    "## Against the previous run",
    "",
    head,
    "",
    [
      "| floor | previous ratio | this run | change | reference, both runs | change beyond the reference |",
      "| --- | --- | --- | --- | --- | --- |",
      ...rows.map((row) => `| ${row.join(" | ")} |`),
    ].join("\n"),
    "",
  ];
}
