import { Type, type TSchema } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaContext } from "../schema-context.js";
import { nodeRef, literal } from "../values.js";
import { fieldDescriptions } from "./field-descriptions.js";
import { highlightSchema } from "./highlight.js";
import { sortSchema } from "./sort.js";

const queryString = (description: string) => Type.String({ maxLength: QUERY_LIMITS.maxQueryStringLength, description });

/** The root object of query JSON version 1 (SPEC §3), without `$schema` and `$defs`; its description holds the field descriptions. */
export function rootSchema(ctx: SchemaContext): TSchema {
  const window = (description: string, def: number) => Type.Optional(Type.Integer({ minimum: 0, maximum: QUERY_LIMITS.maxWindow, default: def, description }));
  return Type.Object(
    {
      v: literal(1, { description: "Query format version." }),
      q: Type.Optional(queryString("Search-box text over the full-text fields; scored.")),
      query: Type.Optional(Type.Unsafe({ ...nodeRef(), description: "A structured query node; scored, ANDed with q and filter." })),
      filter: Type.Optional(
        Type.Unsafe({
          anyOf: [Type.String({ maxLength: QUERY_LIMITS.maxQueryStringLength }), nodeRef()],
          description: "Conditions every hit must meet, unscored: a filter-language string or a node.",
        }),
      ),
      limit: window(`Hits to return; limit + offset ≤ ${QUERY_LIMITS.maxWindow}.`, QUERY_LIMITS.defaultLimit),
      offset: window("Hits to skip, for paging.", 0),
      countExactly: Type.Optional(Type.Boolean({ default: false, description: "Count every match exactly; when false the total may be a lower bound." })),
      highlight: Type.Optional(highlightSchema(ctx)),
      sort: Type.Optional(sortSchema(ctx)),
    },
    { additionalProperties: false, ...described(fieldDescriptions(ctx)) },
  );
}

const described = (description: string | undefined) => (description === undefined ? {} : { description });
