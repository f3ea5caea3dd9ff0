import type { AggregationResults, Analyzer, TextFieldScoring } from "@oneindex/engine";
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import type { TableLayout } from "../layout/table-layout.js";
import { columnOf } from "../layout/table-layout.js";
import { Params } from "../sql/params.js";
import { compileAggregation } from "./aggs/compile-aggregation.js";
import type { CompiledAggregation } from "./aggs/context.js";
import { compileNode } from "./compile-node.js";
import { rowRelation, type CompileContext } from "./context.js";
import type { Dictionary } from "./dictionary.js";
import { clampedSql } from "./functions/field-value.js";

/** Lucene's default count threshold, as the engine's: past it a total may be a lower bound (`gte`). */
export const TOTAL_HITS_THRESHOLD = 1000;

/** What the search statement returns, before reading. */
export interface RawSearch {
  readonly total: number | string;
  readonly hits: [string | number, number, unknown][];
  readonly aggs: unknown[] | null;
}

/** One search as a single parameterized statement, and how to read its one row back. */
export interface CompiledSearch {
  readonly text: string;
  readonly values: readonly unknown[];
  readTotal(raw: RawSearch): { readonly value: number; readonly relation: "eq" | "gte" };
  readAggregations(raw: RawSearch): AggregationResults | undefined;
}

/** Sort directions, written here: the SQL text never holds what the call wrote. */
const DIRECTIONS = { asc: "ASC NULLS LAST", desc: "DESC NULLS LAST" } as const;

/**
 * Compiles a checked call into one statement: the matches (`q` and `query` scored and summed,
 * `filter` only restricting; none of them: every document scoring 1; only `filter`: scoring 0) as
 * the CTE `m`, then in one JSON row the total, the page of hits in order and every aggregation.
 */
export function compileSearch(
  query: CheckedQuery,
  layout: TableLayout,
  analyzers: ReadonlyMap<string, Analyzer>,
  dictionary: Dictionary,
  textFieldScoring: TextFieldScoring,
): CompiledSearch {
  const params = new Params();
  const ctx: CompileContext = {
    layout,
    params,
    dictionary,
    textFieldScoring,
    analyzer(field) {
      const analyzer = analyzers.get(field);
      if (analyzer === undefined) throw new TypeError(`no analyser for field "${field}"`);
      return analyzer;
    },
    compile: (node: QueryNode) => compileNode(node, ctx),
  };
  const scoring = [query.q, query.query].filter((n): n is QueryNode => n !== undefined).map((n) => ctx.compile(n));
  let root: string;
  if (scoring.length === 0)
    root =
      query.filter === undefined
        ? rowRelation(ctx, "true", "1::float8")
        : `SELECT f.doc, 0::float8 AS score FROM (${ctx.compile(query.filter)}) f`;
  else {
    root =
      scoring.length === 1
        ? scoring[0]!
        : `SELECT a.doc, ${clampedSql("a.score::numeric + b.score::numeric")} AS score FROM (${scoring[0]}) a JOIN (${scoring[1]}) b ON b.doc = a.doc`;
    if (query.filter !== undefined)
      root = `SELECT r.doc, r.score FROM (${root}) r WHERE EXISTS (SELECT 1 FROM (${ctx.compile(query.filter)}) f WHERE f.doc = r.doc)`;
  }
  const id = `t.${layout.id.columns[0]}`;
  const order =
    query.sort.length === 0
      ? `m.score DESC, ${id} ASC`
      : [...query.sort.map((k) => `t.${columnOf(layout, k.field)} ${DIRECTIONS[k.order]}`), `${id} ASC`].join(", ");
  const everyRow = scoring.length === 0 && query.filter === undefined;
  const aggs: CompiledAggregation[] = (query.aggs ?? []).map((agg, i) =>
    compileAggregation(agg, { layout, params, prefix: `a${i}`, everyRow }),
  );
  const exact = query.countExactly || query.aggs !== undefined;
  const total = exact
    ? `(SELECT count(*) FROM ${everyRow ? layout.main : "m"})`
    : `(SELECT count(*) FROM (SELECT 1 FROM m LIMIT ${TOTAL_HITS_THRESHOLD + 1}) c)`;
  const limit = params.add(query.limit, "int8");
  const offset = params.add(query.offset, "int8");
  const hits = `(SELECT coalesce(json_agg(json_build_array(h.doc, h.score, h.src) ORDER BY h.n), '[]'::json) FROM (SELECT m.doc, m.score, t.${layout.source} AS src, row_number() OVER (ORDER BY ${order}) AS n FROM m JOIN ${layout.main} t ON ${id} = m.doc ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) h)`;
  const ctes = [`m AS MATERIALIZED (${root})`, ...aggs.flatMap((a) => a.ctes)];
  const aggsSql = aggs.length === 0 ? "NULL::json" : `json_build_array(${aggs.map((a) => a.sql).join(", ")})`;
  const select = `SELECT json_build_object('total', ${total}, 'hits', ${hits}, 'aggs', ${aggsSql}) AS result`;
  const unused = params.unused(`${ctes.join(" ")} ${select}`);
  if (unused.length > 0) ctes.push(`unused_params AS (SELECT ${unused.join(", ")})`);
  const text = `WITH ${ctes.join(",\n")}\n${select}`;
  return {
    text,
    values: params.values,
    readTotal(raw) {
      const value = Number(raw.total);
      return !exact && value > TOTAL_HITS_THRESHOLD ? { value: TOTAL_HITS_THRESHOLD, relation: "gte" } : { value, relation: "eq" };
    },
    readAggregations(raw) {
      if (query.aggs === undefined) return undefined;
      const out: Record<string, AggregationResults[string]> = {};
      query.aggs.forEach((agg, i) => {
        out[agg.name] = aggs[i]!.read(raw.aggs![i]);
      });
      return out;
    },
  };
}
