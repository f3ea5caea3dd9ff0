import type { RangeNode, TermValue } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { firstUnstorable } from "../../sql/storable.js";
import { rowRelation, type CompileContext } from "../context.js";
import { valueType } from "./term.js";

type Bound = "gt" | "gte" | "lt" | "lte";
const OPERATORS: Readonly<Record<Bound, string>> = { gt: ">", gte: ">=", lt: "<", lte: "<=" };

/**
 * A string bound PostgreSQL can compare with, for a bound holding NUL or a lone surrogate (which
 * no stored string holds, so no stored string equals the bound and only its part `head` before
 * the first such unit and that unit's place matter): NUL is below every unit, so `s > "a\0…"` is
 * `s > "a"`; a lone surrogate sits (in UTF-16 order) above every BMP unit below U+D800 and below
 * U+E000, so `s > "a\uD800…"` is `s >= "a\uE000"` (characters past U+FFFF aside: SEMANTICS.md).
 */
function stringBound(bound: Bound, value: string): { bound: Bound; value: string } {
  const bad = firstUnstorable(value);
  if (bad < 0) return { bound, value };
  const head = value.slice(0, bad);
  const above = bound === "gt" || bound === "gte";
  if (value[bad] === "\u0000") return { bound: above ? "gt" : "lte", value: head };
  return { bound: above ? "gte" : "lt", value: `${head}\uE000` };
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
