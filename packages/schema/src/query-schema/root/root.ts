import { Type, type TSchema } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import { propertiesLeftOut } from "../detail.js";
import type { SchemaContext } from "../schema-context.js";
import { literal, nodeRef, queryString } from "../values.js";
import { fieldDescriptions } from "./field-descriptions.js";
import { highlightSchema } from "./highlight.js";
import { aggMap } from "../aggs/agg-values.js";
import { sortSchema } from "./sort.js";

/**
 * The root object of query JSON version 1 (SPEC §3), without `$schema` and `$defs`. Its properties
 * carry no descriptions: the names, types and bounds say what they are, and a tool description
 * teaches the string languages once. The root's description holds the field descriptions (unless
 * the caller lists them elsewhere). The detail's `root` row names the properties left out.
 */
export function rootSchema(ctx: SchemaContext, withFieldDescriptions: boolean): TSchema {
  const window = (def: number) => Type.Optional(Type.Integer({ minimum: 0, maximum: QUERY_LIMITS.maxWindow, default: def }));
  const properties: Record<string, TSchema> = {
    v: literal(1),
    q: Type.Optional(queryString(ctx)),
    query: Type.Optional(nodeRef()),
    filter: Type.Optional(Type.Unsafe({ anyOf: [queryString(ctx), nodeRef()] })),
    limit: window(QUERY_LIMITS.defaultLimit),
    offset: window(0),
    countExactly: Type.Optional(Type.Boolean({ default: false })),
    highlight: Type.Optional(highlightSchema(ctx)),
    sort: Type.Optional(sortSchema(ctx)),
    aggs: Type.Optional(aggMap("agg")),
  };
  if (ctx.capabilities.aggs.length === 0) delete properties["aggs"];
  for (const name of propertiesLeftOut(ctx.capabilities.detail, "root")) delete properties[name];
  return Type.Object(properties, { additionalProperties: false, ...described(withFieldDescriptions ? fieldDescriptions(ctx) : undefined) });
}

const described = (description: string | undefined) => (description === undefined ? {} : { description });
