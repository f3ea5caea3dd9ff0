import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { closed, functionRef, nodeRef, stringEnum, literal } from "../values.js";

/** The ways function scores combine, as Elasticsearch's `score_mode`. */
export const SCORE_MODES = ["multiply", "sum", "avg", "first", "max", "min"] as const;
/** The ways the function score meets the query score, as Elasticsearch's `boost_mode`. */
export const BOOST_MODES = ["multiply", "replace", "sum", "avg", "max", "min"] as const;

/** `functionScore`: Elasticsearch's `function_score`. Always offered (`weight` needs no field). */
export const functionScore: SchemaDefinition = {
  name: "functionScore",
  types: ["functionScore"],
  build: () =>
    Type.Object(
      {
        type: literal("functionScore"),
        query: Type.Optional(nodeRef()),
        functions: Type.Array(functionRef(), { minItems: 1, maxItems: QUERY_LIMITS.maxFunctions }),
        scoreMode: Type.Optional(stringEnum(SCORE_MODES)),
        boostMode: Type.Optional(stringEnum(BOOST_MODES)),
        maxBoost: Type.Optional(Type.Number({ minimum: 0 })),
        minScore: Type.Optional(Type.Number()),
      },
      closed(),
    ),
};
