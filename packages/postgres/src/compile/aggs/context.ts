import type { AggregationResult } from "@oneindex/engine";
import { fieldLayout } from "../../layout/table-layout.js";
import type { Params } from "../../sql/params.js";
import type { TableLayout } from "../../layout/table-layout.js";

/** What an aggregation compiler needs: the layout, the statement's parameters, and a prefix naming its CTEs. */
export interface AggContext {
  readonly layout: TableLayout;
  readonly params: Params;
  /** A prefix unique to this aggregation (`a0`, `a1`, …) for the CTEs it adds. */
  readonly prefix: string;
  /** Whether every document matches (no `q`, `query` or `filter`): aggregations then scan the table instead of joining the matches back to it. */
  readonly everyRow: boolean;
}

/**
 * An aggregation compiled: CTEs added to the statement's `WITH` (over `m`, the matches), a JSON
 * expression in its final `SELECT`, and `read`, which turns that JSON into the engine's result shape
 * (gaps, keys as strings, the bucket limit).
 */
export interface CompiledAggregation {
  readonly ctes: readonly string[];
  readonly sql: string;
  read(value: unknown): AggregationResult;
}

/** The matched documents' rows of the main table, as `t`, with their ids as `m.doc`. */
export function matchedRows(ctx: AggContext): string {
  const id = `t.${ctx.layout.id.columns[0]}`;
  // Every row: the table alone (m.doc read from the row), not a join of 100,000s of ids back to it.
  if (ctx.everyRow) return `${ctx.layout.main} t CROSS JOIN LATERAL (SELECT ${id} AS doc) m`;
  return `m JOIN ${ctx.layout.main} t ON ${id} = m.doc`;
}

/** A `LATERAL` source of the field's values in row `t` as `u(v)` (NULLs are filtered by {@link PRESENT}). */
export function valuesOf(ctx: AggContext, field: string): string {
  const layout = fieldLayout(ctx.layout, field);
  const column = `t.${layout.columns[0]}`;
  return `unnest(${layout.field.array ? column : `ARRAY[${column}]`}) AS u(v)`;
}

/** The condition keeping present values of {@link valuesOf}. */
export const PRESENT = "u.v IS NOT NULL";

/**
 * The `(doc, key)` pairs of the matches, a pair once per distinct key of the document, as a
 * `SELECT` of `m.doc` and `key(value) AS name`. A single-valued field has one value per match, so
 * it is read straight from its column: no `unnest`, and no `DISTINCT`, whose hashing of every match
 * spilled to disk on large results.
 */
export function docKeys(ctx: AggContext, field: string, key: (value: string) => string, name: string): string {
  const layout = fieldLayout(ctx.layout, field);
  if (layout.field.array)
    return `SELECT DISTINCT m.doc, ${key("u.v")} AS ${name} FROM ${matchedRows(ctx)}, ${valuesOf(ctx, field)} WHERE ${PRESENT}`;
  const column = `t.${layout.columns[0]}`;
  return `SELECT m.doc, ${key(column)} AS ${name} FROM ${matchedRows(ctx)} WHERE ${column} IS NOT NULL`;
}
