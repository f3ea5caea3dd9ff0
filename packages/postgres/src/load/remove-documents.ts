import { DocumentError } from "@oneindex/schema";
import { documentProblem } from "@oneindex/schema/internal";
import type { PostgresClientLike } from "../client/client-like.js";
import type { TableLayout } from "../layout/table-layout.js";

/** The array type ids travel as. */
const idArray = (layout: TableLayout) => (layout.idType === "bigint" ? "int8[]" : "text[]");

/**
 * Throws `DocumentError` (`id-not-found`, naming each by its place in the batch) unless every id is
 * in the table. Run inside the write transaction, before anything changes.
 */
export async function requirePresent(session: PostgresClientLike, layout: TableLayout, ids: readonly (string | number)[]): Promise<void> {
  const id = layout.id.columns[0];
  const found = await session.query(`SELECT ${id} AS id FROM ${layout.main} WHERE ${id} = ANY($1::${idArray(layout)}) FOR UPDATE`, [ids]);
  const present = new Set((found.rows as { id: string | number }[]).map((row) => (layout.idType === "bigint" ? Number(row.id) : row.id)));
  const problems = ids.flatMap((missing, index) =>
    present.has(missing) ? [] : [documentProblem({ index, id: missing, path: "", code: "id-not-found" })],
  );
  if (problems.length > 0) throw new DocumentError(problems);
}

/**
 * Deletes documents inside the caller's transaction, taking them out of every statistic as the
 * engine's `remove` does: their postings deleted, each term's document frequency lowered by the
 * postings it lost, each field's document count and token total lowered by what the documents held
 * (a text field's length, a keyword field's distinct values), then the rows. One statement, so the
 * statistics are read from the postings themselves: nothing is analysed again.
 */
export async function deleteRecords(session: PostgresClientLike, layout: TableLayout, ids: readonly (string | number)[]): Promise<void> {
  const { main, postings, terms, stats } = layout;
  await session.query(
    `WITH gone AS (DELETE FROM ${postings} WHERE doc = ANY($1::${idArray(layout)}) RETURNING field, term, doc, len, positions IS NULL AS whole),
per_doc AS (SELECT field, doc, CASE WHEN bool_and(whole) THEN count(*) ELSE max(len) END AS tokens FROM gone GROUP BY field, doc),
lower_df AS (UPDATE ${terms} t SET df = t.df - g.n FROM (SELECT field, term, count(*)::int AS n FROM gone GROUP BY field, term) g WHERE t.field = g.field AND t.term = g.term),
lower_stats AS (UPDATE ${stats} s SET docs = s.docs - g.docs, tokens = s.tokens - g.tokens FROM (SELECT field, count(*) AS docs, sum(tokens) AS tokens FROM per_doc GROUP BY field) g WHERE s.field = g.field)
DELETE FROM ${main} WHERE ${layout.id.columns[0]} = ANY($1::${idArray(layout)})`,
    [ids],
  );
}
