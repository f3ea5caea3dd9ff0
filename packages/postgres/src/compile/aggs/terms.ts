import type { AggregationBucket, MetricResult } from "@oneindex/engine";
import type { TermsAggregation } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { docKeys, type AggContext, type CompiledAggregation } from "./context.js";
import { metricSql, readMetric } from "./metric.js";

/**
 * `terms`: a bucket per value (a document once per value it holds), ordered by count then key or by
 * key (strings by code point), buckets under `minCount` dropped, the first `size` kept, `otherCount`
 * the rest; metrics per kept bucket over its documents.
 */
export function compileTerms(agg: TermsAggregation, ctx: AggContext): CompiledAggregation {
  const p = ctx.prefix;
  const keyword = fieldLayout(ctx.layout, agg.field).field.kind !== "boolean";
  const key = keyword ? `key COLLATE "C"` : "key";
  const order = agg.order === "count" ? `c DESC, ${key} ASC` : `${key} ASC`;
  const ctes = [
    `${p}_pairs AS (${docKeys(ctx, agg.field, (v) => v, "key")})`,
    `${p}_buckets AS (SELECT key, count(*) AS c FROM ${p}_pairs GROUP BY key HAVING count(*) >= ${ctx.params.add(agg.minCount, "int8")})`,
    `${p}_kept AS (SELECT key, c FROM ${p}_buckets ORDER BY ${order} LIMIT ${ctx.params.add(agg.size, "int8")})`,
  ];
  const bucketRows = `${p}_pairs bp JOIN ${ctx.layout.main} t ON t.${ctx.layout.id.columns[0]} = bp.doc`;
  const metrics = agg.aggs.map((sub) => metricSql(sub, ctx, `(SELECT t.* FROM ${bucketRows} WHERE bp.key = k.key) t`));
  const sub = metrics.length === 0 ? "NULL::json" : `json_build_array(${metrics.join(", ")})`;
  const sql = `json_build_object('buckets', (SELECT coalesce(json_agg(json_build_array(k.key, k.c, ${sub}) ORDER BY ${order.replaceAll("key", "k.key").replaceAll("c DESC", "k.c DESC")}), '[]'::json) FROM ${p}_kept k), 'all', (SELECT coalesce(sum(c), 0) FROM ${p}_buckets))`;
  return {
    ctes,
    sql,
    read(value) {
      const { buckets, all } = value as { buckets: [string | boolean, number, unknown[] | null][]; all: number | string };
      let kept = 0;
      const out = buckets.map(([key, count, subs]): AggregationBucket => {
        kept += Number(count);
        const bucket: { key: string | boolean; keyAsString?: string; count: number; aggs?: Record<string, MetricResult> } = {
          key,
          count: Number(count),
        };
        if (typeof key === "boolean") bucket.keyAsString = String(key);
        if (agg.aggs.length > 0) bucket.aggs = Object.fromEntries(agg.aggs.map((s, i) => [s.name, readMetric(s, ctx, subs![i])]));
        return bucket;
      });
      return { buckets: out, otherCount: Number(all) - kept };
    },
  };
}
