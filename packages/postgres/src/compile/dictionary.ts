import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import type { PostgresClientLike } from "../client/client-like.js";
import type { TableLayout } from "../layout/table-layout.js";

/** The terms of one postings field with their document frequencies, in the engine's term order (UTF-16 code units), and its document count. */
export interface FieldDictionary {
  readonly terms: readonly { readonly term: string; readonly df: number }[];
  /** Documents with at least one term in the field (BM25's N). */
  readonly docs: number;
}

/** The term dictionaries a call's `fuzzy` and `regex` nodes expand against, read in the call's transaction before compiling. */
export class Dictionary {
  constructor(private readonly fields: ReadonlyMap<string, FieldDictionary> = new Map()) {}

  /** The dictionary of `field` (empty when it was not read or the field has no term). */
  get(field: string): FieldDictionary {
    return this.fields.get(field) ?? { terms: [], docs: 0 };
  }

  /** Terms held, over every field read. */
  get size(): number {
    let n = 0;
    for (const d of this.fields.values()) n += d.terms.length;
    return n;
  }
}

/** The direct children of a node. */
export function childrenOf(node: QueryNode): readonly QueryNode[] {
  if (node.type === "bool") return [...node.must, ...node.should, ...node.mustNot, ...node.filter];
  if (node.type === "functionScore") return [node.query, ...node.functions.flatMap((f) => (f.filter === undefined ? [] : [f.filter]))];
  return [];
}

/** Every node of the call's trees, depth first. */
export function* nodesOf(query: CheckedQuery): Generator<QueryNode> {
  const stack = [query.q, query.query, query.filter].filter((n): n is QueryNode => n !== undefined);
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    stack.push(...childrenOf(node));
  }
}

/** The fields whose dictionaries a call needs: those of its `fuzzy` and `regex` nodes. */
export function dictionaryFields(query: CheckedQuery): string[] {
  const fields = new Set<string>();
  for (const node of nodesOf(query)) if (node.type === "fuzzy" || node.type === "regex") fields.add(node.field);
  return [...fields];
}

/** Reads the dictionaries of `fields` in one statement (nothing when there are none). */
export async function readDictionary(session: PostgresClientLike, layout: TableLayout, fields: readonly string[]): Promise<Dictionary> {
  if (fields.length === 0) return new Dictionary();
  const result = await session.query(
    `SELECT s.field, s.docs, d.term, d.df FROM ${layout.stats} s LEFT JOIN ${layout.terms} d ON d.field = s.field AND d.df > 0 WHERE s.field = ANY($1::text[])`,
    [fields],
  );
  const byField = new Map<string, { terms: { term: string; df: number }[]; docs: number }>();
  for (const row of result.rows as { field: string; docs: string | number; term: string | null; df: number | null }[]) {
    let entry = byField.get(row.field);
    if (entry === undefined) byField.set(row.field, (entry = { terms: [], docs: Number(row.docs) }));
    if (row.term !== null) entry.terms.push({ term: row.term, df: Number(row.df) });
  }
  for (const entry of byField.values()) entry.terms.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return new Dictionary(byField);
}
