import { Type, type TProperties, type TSchema } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import { offersHighlightOptions } from "../detail.js";
import type { SchemaContext } from "../schema-context.js";

/** `highlight`: `true`, or options (`fields` only when the document has full-text fields); `compact` offers the boolean alone. */
export function highlightSchema(ctx: SchemaContext): TSchema {
  if (!offersHighlightOptions(ctx.capabilities.detail)) return Type.Boolean();
  const tag = () => Type.Optional(Type.String({ maxLength: QUERY_LIMITS.maxTagLength }));
  const fields: TProperties =
    ctx.capabilities.fields.fullText.length > 0
      ? { fields: Type.Optional(Type.Array(ctx.field("fullText"), { minItems: 1, maxItems: QUERY_LIMITS.maxFields })) }
      : {};
  const options = Type.Object(
    {
      ...fields,
      preTag: tag(),
      postTag: tag(),
      fragmentSize: Type.Optional(Type.Integer({ minimum: QUERY_LIMITS.minFragmentSize, maximum: QUERY_LIMITS.maxFragmentSize })),
      fragments: Type.Optional(Type.Integer({ minimum: 1, maximum: QUERY_LIMITS.maxFragments })),
    },
    { additionalProperties: false },
  );
  return Type.Unsafe({
    anyOf: [Type.Boolean(), options],
    description: `Defaults: all text fields, "<em>"…"</em>", fragmentSize ${QUERY_LIMITS.defaultFragmentSize}, ${QUERY_LIMITS.defaultFragments} fragments.`,
  });
}
