import type { CheckContext } from "../check/context.js";
import { EXPECTED } from "../errors/messages.js";
import { quotedScalarHint } from "../check/properties.js";
import type { JsonValue } from "../json/json-value.js";
import type { TermValue } from "../tree/query-tree.js";
import { checkValue, valueKindOf } from "../values/check-value.js";

/** Checks a `term` value or `range` bound against its field's kind (int64 and safe integers, real dates, finite numbers). */
export function checkTermValue(ctx: CheckContext, field: string, raw: JsonValue, path: string): TermValue | undefined {
  const kind = valueKindOf(ctx.info.doc.fields[field]!);
  if (kind === undefined) return undefined;
  const result = checkValue(kind, raw);
  if (result.ok) return result.value;
  const hint =
    kind === "integer" || kind === "number"
      ? quotedScalarHint(raw, "number")
      : kind === "boolean"
        ? quotedScalarHint(raw, "boolean")
        : undefined;
  ctx.report({
    code: result.code,
    path,
    expected: EXPECTED.valueOfField(result.expected, field, ctx.info.doc.fields[field]!.kind),
    found: result.found,
    ...(hint !== undefined ? { hint } : {}),
  });
  return undefined;
}
