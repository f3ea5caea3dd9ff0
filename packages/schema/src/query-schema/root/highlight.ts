import { Type, type TProperties, type TSchema } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaContext } from "../schema-context.js";

/** `highlight`: `true`, or options; `fields` only when the document has full-text fields. */
export function highlightSchema(ctx: SchemaContext): TSchema {
  const tag = () => Type.Optional(Type.String({ maxLength: QUERY_LIMITS.maxTagLength }));
  const fields: TProperties = ctx.capabilities.fields.fullText.length > 0 ? { fields: Type.Optional(Type.Array(ctx.field("fullText"), { minItems: 1, maxItems: QUERY_LIMITS.maxFields })) } : {};
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
    description: `Marked fragments of matching text: true, or options (defaults: all text fields, preTag "<em>", postTag "</em>", fragmentSize ${QUERY_LIMITS.defaultFragmentSize}, fragments ${QUERY_LIMITS.defaultFragments} per field).`,
  });
}
