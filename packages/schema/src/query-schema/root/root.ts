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
      v: literal(1, { description: "Query format version: always 1." }),
      q: Type.Optional(queryString('Search-box text over the full-text fields: words, "phrases", -exclude, +require, OR, prefix*, fuzzy~1. Scores.')),
      query: Type.Optional(Type.Unsafe({ ...nodeRef(), description: "A structured query node. Scores; ANDed with q and filter, scores added to q's." })),
      filter: Type.Optional(
        Type.Unsafe({
          anyOf: [Type.String({ maxLength: QUERY_LIMITS.maxQueryStringLength }), nodeRef()],
          description:
            'Conditions every hit must meet, without scoring: a node, or a filter-language string such as field = "text", field >= 10, field in ["a", "b"], exists(field), joined by and, or, not and parentheses (strings double-quoted; numbers, booleans and dates such as 2024-01-31 bare).',
        }),
      ),
      limit: window(`Hits to return (default ${QUERY_LIMITS.defaultLimit}); limit + offset at most ${QUERY_LIMITS.maxWindow}.`, QUERY_LIMITS.defaultLimit),
      offset: window("Hits to skip, for paging (default 0).", 0),
      countExactly: Type.Optional(Type.Boolean({ default: false, description: "Count every match exactly; when false the total may be a lower bound." })),
      highlight: Type.Optional(highlightSchema(ctx)),
      sort: Type.Optional(sortSchema(ctx)),
    },
    { additionalProperties: false, ...described(fieldDescriptions(ctx)) },
  );
}

const described = (description: string | undefined) => (description === undefined ? {} : { description });
