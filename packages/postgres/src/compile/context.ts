import type { Analyzer } from "@oneindex/engine";
import type { QueryNode } from "@oneindex/parser";
import type { Params } from "../sql/params.js";
import type { TableLayout } from "../layout/table-layout.js";
import type { Dictionary } from "./dictionary.js";

/**
 * What a node compiler needs: the layout (every identifier), the statement's parameters (every
 * value), the engine's analysers, the term dictionaries fetched before compiling (for `fuzzy` and
 * `regex`), and the dispatcher for child nodes.
 *
 * A node compiles to a relation: the text of a `SELECT` yielding `doc` (the id) and `score`
 * (`float8`), each matching document once.
 */
export interface CompileContext {
  readonly layout: TableLayout;
  readonly params: Params;
  readonly dictionary: Dictionary;
  analyzer(field: string): Analyzer;
  compile(node: QueryNode): string;
}

/** A relation with no rows. */
export function emptyRelation(ctx: CompileContext): string {
  return `SELECT NULL::${ctx.layout.idType.replace(' COLLATE "C"', "")} AS doc, 0::float8 AS score WHERE false`;
}

/** The quoted id column of the main table. */
export function idColumn(ctx: CompileContext): string {
  return ctx.layout.id.columns[0]!;
}

/** Documents of the main table whose row satisfies `condition` (SQL over the alias `t`), each scoring `score`. */
export function rowRelation(ctx: CompileContext, condition: string, score: string): string {
  return `SELECT t.${idColumn(ctx)} AS doc, ${score} AS score FROM ${ctx.layout.main} t WHERE ${condition}`;
}
