import { DocumentError, type DocumentProblem } from "@oneindex/schema";
import { documentProblem, type DocumentRecord } from "@oneindex/schema/internal";
import type { Analyzer } from "@oneindex/engine";
import type { PostgresClientLike } from "../client/client-like.js";
import type { TableLayout } from "../layout/table-layout.js";
import { batchRows } from "./document-rows.js";

/** Documents per `INSERT` (one JSON parameter each): big enough to be fast, small enough to keep one statement's memory modest. */
export const INSERT_CHUNK = 1000;

/** The record-set type of a column (collations cannot be written in a column definition list). */
function recordType(sqlType: string): string {
  return sqlType.replace(' COLLATE "C"', "");
}

/**
 * Writes checked records inside the caller's transaction: main rows, postings, document
 * frequencies and field statistics, each as an `INSERT … SELECT FROM json_to_recordset($1)`, so
 * every value travels as one JSON parameter and no value is spliced into SQL text. Throws
 * `DocumentError` (`id-exists`) when an id is already in the table, before writing anything.
 */
export async function writeRecords(
  session: PostgresClientLike,
  layout: TableLayout,
  records: readonly DocumentRecord[],
  analyzers: readonly Analyzer[],
): Promise<void> {
  const idParam = layout.idType === "bigint" ? "int8[]" : "text[]";
  const ids = records.map((r) => r.id);
  const existing = await session.query(
    `SELECT ${layout.id.columns[0]} AS id FROM ${layout.main} WHERE ${layout.id.columns[0]} = ANY($1::${idParam})`,
    [ids],
  );
  if (existing.rows.length > 0) {
    const taken = new Set(
      (existing.rows as { id: string | number }[]).map((row) => (layout.idType === "bigint" ? Number(row.id) : row.id)),
    );
    const problems: DocumentProblem[] = [];
    records.forEach((record, index) => {
      if (taken.has(record.id)) problems.push(documentProblem({ index, id: record.id, path: "", code: "id-exists" }));
    });
    throw new DocumentError(problems);
  }
  const rows = batchRows(layout, records, analyzers);
  const columns: string[] = [];
  const definitions: string[] = [];
  const selects: string[] = [];
  for (const field of layout.fields.values())
    for (const column of field.ownsColumns ? field.columns : []) {
      definitions.push(`c${columns.length} ${recordType(field.sqlType!)}`);
      selects.push(`c${columns.length}`);
      columns.push(column);
    }
  definitions.push(`c${columns.length} text`);
  selects.push(`c${columns.length}::json`);
  columns.push(layout.source);
  const insertMain = `INSERT INTO ${layout.main} (${columns.join(", ")}) SELECT ${selects.join(", ")} FROM json_to_recordset($1::json) AS x(${definitions.join(", ")})`;
  for (let i = 0; i < rows.main.length; i += INSERT_CHUNK)
    await session.query(insertMain, [JSON.stringify(rows.main.slice(i, i + INSERT_CHUNK))]);
  const insertPostings = `INSERT INTO ${layout.postings} (field, term, doc, tf, len, positions) SELECT field, term, doc, tf, len, positions FROM json_to_recordset($1::json) AS x(field text, term text, doc ${recordType(layout.idType)}, tf integer, len integer, positions integer[])`;
  for (let i = 0; i < rows.postings.length; i += INSERT_CHUNK * 20)
    await session.query(insertPostings, [JSON.stringify(rows.postings.slice(i, i + INSERT_CHUNK * 20))]);
  const df: { field: string; term: string; df: number }[] = [];
  for (const [field, terms] of rows.df) for (const [term, n] of terms) df.push({ field, term, df: n });
  const upsertTerms = `INSERT INTO ${layout.terms} AS t (field, term, df) SELECT field, term, df FROM json_to_recordset($1::json) AS x(field text, term text, df integer) ON CONFLICT (field, term) DO UPDATE SET df = t.df + excluded.df`;
  for (let i = 0; i < df.length; i += INSERT_CHUNK * 20)
    await session.query(upsertTerms, [JSON.stringify(df.slice(i, i + INSERT_CHUNK * 20))]);
  const stats = [...rows.stats].map(([field, s]) => ({ field, docs: s.docs, tokens: s.tokens }));
  if (stats.length > 0)
    await session.query(
      `INSERT INTO ${layout.stats} AS s (field, docs, tokens) SELECT field, docs, tokens FROM json_to_recordset($1::json) AS x(field text, docs bigint, tokens bigint) ON CONFLICT (field) DO UPDATE SET docs = s.docs + excluded.docs, tokens = s.tokens + excluded.tokens`,
      [JSON.stringify(stats)],
    );
}
