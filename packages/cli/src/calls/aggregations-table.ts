/** A bucket as the engine gives it (structurally: the CLI prints whatever the index returns). */
interface BucketLike {
  readonly key: string | number | boolean;
  readonly keyAsString?: string;
  readonly count: number;
  readonly aggs?: Readonly<Record<string, MetricLike>>;
}

/** `stats` (`count`, `min`, `max`, `avg`, `sum`) or `cardinality` (`value`, `relation`). */
type MetricLike =
  | {
      readonly count: number;
      readonly min: number | null;
      readonly max: number | null;
      readonly avg: number | null;
      readonly sum: number;
      readonly minAsString?: string;
      readonly maxAsString?: string;
    }
  | { readonly value: number; readonly relation: "eq" | "gte" };

/** One aggregation's result: buckets, or a metric. */
export type AggregationLike = { readonly buckets: readonly BucketLike[]; readonly otherCount?: number } | MetricLike;

/** Widest key a table shows: longer keys (a 10 KB keyword value) end in "…", as the hits' text column does. */
const KEY_WIDTH = 80;

const keyCell = (key: string) => (key.length > KEY_WIDTH ? `${key.slice(0, KEY_WIDTH - 1)}…` : key);

/** A number as a table shows it: integers as they are, others to at most four decimals. */
function num(value: number | null): string {
  if (value === null) return "-";
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}

/** A metric on one line: `count 3  min 10  max 30  avg 20  sum 60`, or `5 distinct` (`at least 5 distinct`). */
export function metricLine(metric: MetricLike): string {
  if ("value" in metric) return `${metric.relation === "gte" ? "at least " : ""}${metric.value} distinct`;
  const min = metric.minAsString ?? num(metric.min);
  const max = metric.maxAsString ?? num(metric.max);
  // The sum and mean of dates mean nothing to a reader: for dates, the count and the span.
  if (metric.minAsString !== undefined) return `count ${metric.count}  min ${min}  max ${max}`;
  return `count ${metric.count}  min ${min}  max ${max}  avg ${num(metric.avg)}  sum ${num(metric.sum)}`;
}

/** Rows as aligned columns, two spaces apart, the last column unpadded. */
export function alignRows(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}

/**
 * Each aggregation under its name: a bucket aggregation as `key  count` rows (a `terms` bucket's
 * metrics as further columns, and the documents in buckets left out), a metric as one line.
 */
export function aggregationLines(
  aggregations: Readonly<Record<string, AggregationLike>>,
  bucketsOmitted: Readonly<Record<string, number>> = {},
): string[] {
  const lines: string[] = [];
  for (const [name, result] of Object.entries(aggregations)) {
    lines.push("");
    if (!("buckets" in result)) {
      lines.push(`${name}: ${metricLine(result)}`);
      continue;
    }
    lines.push(`${name}:`);
    const omitted = bucketsOmitted[name] ?? 0;
    if (result.buckets.length === 0) {
      lines.push(omitted > 0 ? `  (${omitted} buckets left out to fit the result's bound: see the note below)` : "  (no buckets)");
      continue;
    }
    const subs = Object.keys(result.buckets[0]!.aggs ?? {});
    const rows = [
      ["key", "count", ...subs],
      ...result.buckets.map((b) => [keyCell(b.keyAsString ?? String(b.key)), String(b.count), ...subs.map((s) => metricLine(b.aggs![s]!))]),
    ];
    lines.push(...alignRows(rows).map((row) => `  ${row}`));
    if (omitted > 0) lines.push(`  (${omitted} more buckets left out to fit the result's bound: see the note below)`);
    else if (result.otherCount !== undefined && result.otherCount > 0)
      lines.push(`  (${result.otherCount} more in buckets not shown: raise "size")`);
  }
  return lines;
}
