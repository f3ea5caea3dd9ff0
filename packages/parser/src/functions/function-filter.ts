import type { CheckContext } from "../check/context.js";
import { at, INVALID, NON_NEGATIVE, prop, readNumber } from "../check/properties.js";
import { EXPECTED } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { QueryNode } from "../tree/query-tree.js";

/** The `filter` and `weight` every function may carry. */
export interface FunctionCommon {
  readonly filter?: QueryNode;
  readonly weight?: number;
}

/** Reads a function's optional `filter` (a node, one level deeper than the functionScore) and `weight` (≥ 0). */
export function readFunctionCommon(ctx: CheckContext, obj: JsonObject, path: string, depth: number): FunctionCommon {
  const raw = prop(ctx, obj.filter, "filter", path, EXPECTED.node);
  const filter = raw === undefined || raw === INVALID ? undefined : ctx.checkNode(ctx, raw, at(path, "filter"), depth + 1);
  const weight = readNumber(ctx, obj.weight, "weight", path, { bounds: NON_NEGATIVE });
  return { ...(filter !== undefined ? { filter } : {}), ...(weight !== undefined ? { weight } : {}) };
}
