import { QUERY_LIMITS, type NodeKind } from "@oneindex/schema";
import { nearestName } from "@oneindex/schema/internal";
import type { CheckContext } from "../check/context.js";
import { at, INVALID, nullProperty, type Habit } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED, HINTS, listNames, quote } from "../errors/messages.js";
import { cutAtCodePoint } from "../values/string-length.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../json/json-value.js";
import type { QueryNode } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";
import { checkBool } from "./bool.js";
import { checkExists } from "./exists.js";
import { checkFunctionScore } from "./function-score.js";
import { checkFuzzy } from "./fuzzy.js";
import { checkMatchAll } from "./match-all.js";
import { checkMultiFieldTerm } from "./multi-field-term.js";
import { checkPhrase } from "./phrase.js";
import { checkPrefix } from "./prefix.js";
import { checkRange } from "./range.js";
import { checkRegex } from "./regex.js";
import { checkStrict } from "./strict.js";
import { checkTerm } from "./term.js";
import { checkText } from "./text.js";

/** What checking a node of kind `K` gives: a node of that type (a `strict` node: whatever its string parses to). */
export type CheckedNode<K extends NodeKind> = K extends QueryNode["type"] ? Extract<QueryNode, { readonly type: K }> : QueryNode;

/** A checker of node kind `K`. */
export type NodeChecker<K extends NodeKind> = (
  ctx: CheckContext,
  obj: JsonObject,
  path: string,
  depth: number,
) => CheckedNode<K> | undefined;

/** Checkers by node kind: a checker for every kind of the schema's `NODE_KINDS`, or the table does not compile. */
export type NodeCheckers = { readonly [K in NodeKind]: NodeChecker<K> };

/** One checker per node kind: the only place a node kind is looked up. */
export const CHECKERS: NodeCheckers = {
  term: checkTerm,
  phrase: checkPhrase,
  prefix: checkPrefix,
  fuzzy: checkFuzzy,
  regex: checkRegex,
  multiFieldTerm: checkMultiFieldTerm,
  range: checkRange,
  exists: checkExists,
  bool: checkBool,
  matchAll: checkMatchAll,
  text: checkText,
  strict: checkStrict,
  functionScore: checkFunctionScore,
};

const TYPE_HABITS: Readonly<Record<string, Habit>> = ELASTICSEARCH_HABITS.nodeTypes;

/**
 * The node dispatcher: checks that `value` is a node of a kind the document offers, within the
 * depth and node-count limits, and hands it to that kind's checker.
 */
export function checkNode(ctx: CheckContext, value: JsonValue, path: string, depth: number): QueryNode | undefined {
  const info = ctx.info;
  if (!isJsonObject(value)) {
    const hint = typeof value === "string" ? HINTS.stringAsNode(value.length > 40 ? `${cutAtCodePoint(value, 40)}…` : value) : undefined;
    ctx.report({ code: "wrong-type", path, expected: EXPECTED.node, found: describeValue(value), ...(hint !== undefined ? { hint } : {}) });
    return undefined;
  }
  if (depth > QUERY_LIMITS.maxNodeDepth) {
    ctx.report({ code: "nodes-too-deep", path, expected: EXPECTED.nodeDepth(QUERY_LIMITS.maxNodeDepth), found: "deeper nesting" });
    return undefined;
  }
  if (!ctx.countNodes(1, path)) return undefined;
  const rawType = value["type"];
  const type = rawType !== null ? rawType : nullProperty(ctx, path, "type", EXPECTED.oneOf(listNames(info.nodeTypes, 20)));
  if (type === INVALID) return undefined;
  if (type === undefined) {
    reportMissingType(ctx, value, path);
    return undefined;
  }
  if (typeof type === "string" && info.nodeTypeSet.has(type)) return CHECKERS[type as NodeKind](ctx, value, path, depth);
  const habit = typeof type === "string" && Object.hasOwn(TYPE_HABITS, type) ? TYPE_HABITS[type] : undefined;
  const suggestion =
    habit !== undefined && info.nodeTypeSet.has(habit.use)
      ? habit.use
      : typeof type === "string"
        ? nearestName(type, info.nodeTypes)
        : undefined;
  ctx.report({
    code: "unknown-node-type",
    path: at(path, "type"),
    expected: EXPECTED.oneOf(listNames(info.nodeTypes, 20)),
    found: typeof type === "string" ? quote(type) : describeValue(type),
    ...(suggestion !== undefined ? { suggestion } : {}),
    ...(habit !== undefined && suggestion === habit.use ? { hint: habit.hint } : {}),
  });
  return undefined;
}

/** `{"bool": {...}}` or `{"match": {...}}` (Elasticsearch's shape) or a node with no type at all. */
function reportMissingType(ctx: CheckContext, obj: JsonObject, path: string): void {
  const info = ctx.info;
  let suggestion: string | undefined;
  let hint: string | undefined;
  for (const key in obj) {
    const use = info.nodeTypeSet.has(key)
      ? key
      : Object.hasOwn(TYPE_HABITS, key) && info.nodeTypeSet.has(TYPE_HABITS[key]!.use)
        ? TYPE_HABITS[key]!.use
        : undefined;
    if (use !== undefined) {
      suggestion = use;
      hint = HINTS.typeBesideProperties(use, key);
      break;
    }
  }
  ctx.report({
    code: "missing-type",
    path: at(path, "type"),
    expected: listNames(info.nodeTypes, 20),
    found: "none",
    ...(suggestion !== undefined ? { suggestion } : {}),
    ...(hint !== undefined ? { hint } : {}),
  });
}
