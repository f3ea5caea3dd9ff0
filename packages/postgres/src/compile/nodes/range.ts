import type { RangeNode, TermValue } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { isStorable } from "../../sql/storable.js";
import { emptyRelation, rowRelation, type CompileContext } from "../context.js";
import { valueType } from "./term.js";

type Bound = "gt" | "gte" | "lt" | "lte";
const OPERATORS: Readonly<Record<Bound, string>> = { gt: ">", gte: ">=", lt: "<", lte: "<=" };

/**
 * A string bound PostgreSQL can compare with: a bound holding NUL is replaced by its part before the
 * first NUL with the operator adjusted (no stored string holds NUL, so `s > "a\0…"` is `s > "a"` and
 * `s < "a\0…"` is `s <= "a"`). `undefined` when the bound holds a lone surrogate (see SEMANTICS.md).
 */
function stringBound(bound: Bound, value: string): { bound: Bound; value: string } | undefined {
  const nul = value.indexOf("\u0000");
  const head = nul < 0 ? value : value.slice(0, nul);
  if (!isStorable(head)) return undefined;
  if (nul < 0) return { bound, value };
  return { bound: bound === "gt" || bound === "gte" ? "gt" : "lte", value: head };
}

/** `range`: some value of the column within the bounds (strings by code point, `COLLATE "C"`); score 1. */
export function compileRange(node: RangeNode, ctx: CompileContext): string {
  const layout = fieldLayout(ctx.layout, node.field);
  const kind = layout.field.kind === "id" ? (layout.field.idType === "integer" ? "integer" : "keyword") : layout.field.kind;
  const conditions: ((operand: string) => string)[] = [];
  for (const bound of ["gt", "gte", "lt", "lte"] as const) {
    const value: TermValue | undefined = node[bound];
    if (value === undefined) continue;
    let op = OPERATORS[bound];
    let raw: unknown = value.value;
    if (value.kind === "string") {
      const adjusted = stringBound(bound, value.value);
      if (adjusted === undefined) return emptyRelation(ctx);
      op = OPERATORS[adjusted.bound];
      raw = adjusted.value;
    }
    const param = ctx.params.add(raw, valueType(kind));
    conditions.push((operand) => `${operand} ${op} ${param}`);
  }
  const column = `t.${layout.columns[0]}`;
  const test = (operand: string) => conditions.map((c) => c(operand)).join(" AND ");
  const condition = layout.field.array ? `EXISTS (SELECT 1 FROM unnest(${column}) AS u(v) WHERE ${test("u.v")})` : test(column);
  return rowRelation(ctx, condition, "1::float8");
}
