import { QUERY_LIMITS } from "@oneindex/schema";
import { nearestName } from "@oneindex/schema/internal";
import type { CheckContext } from "../check/context.js";
import { at, INVALID, nullProperty, type Habit } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED, listNames, quote } from "../errors/messages.js";
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

/** A checker of one node kind. */
type NodeChecker = (ctx: CheckContext, obj: JsonObject, path: string, depth: number) => QueryNode | undefined;

/** One checker per node kind: the only place a node kind is looked up. */
const CHECKERS: Readonly<Record<string, NodeChecker>> = {
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
    const hint =
      typeof value === "string"
        ? `a string cannot stand for a node here: send {"type":"strict","query":${JSON.stringify(value.length > 40 ? `${cutAtCodePoint(value, 40)}…` : value)}} for field:value syntax, {"type":"text","text":…} for words, or put free text in the root "q"`
        : undefined;
    ctx.report({ code: "wrong-type", path, expected: EXPECTED.node, found: describeValue(value), ...(hint !== undefined ? { hint } : {}) });
    return undefined;
  }
  if (depth > QUERY_LIMITS.maxNodeDepth) {
    ctx.report({ code: "nodes-too-deep", path, expected: `query nodes nested at most ${QUERY_LIMITS.maxNodeDepth} deep`, found: "deeper nesting" });
    return undefined;
  }
  if (!ctx.countNodes(1, path)) return undefined;
  const rawType = value["type"];
  const type = rawType !== null ? rawType : nullProperty(ctx, path, "type", `one of ${listNames(info.nodeTypes, 20)}`);
  if (type === INVALID) return undefined;
  if (type === undefined) {
    reportMissingType(ctx, value, path);
    return undefined;
  }
  if (typeof type === "string" && info.nodeTypeSet.has(type)) return CHECKERS[type]!(ctx, value, path, depth);
  const habit = typeof type === "string" && Object.hasOwn(TYPE_HABITS, type) ? TYPE_HABITS[type] : undefined;
  const suggestion = habit !== undefined && info.nodeTypeSet.has(habit.use) ? habit.use : typeof type === "string" ? nearestName(type, info.nodeTypes) : undefined;
  ctx.report({
    code: "unknown-node-type",
    path: at(path, "type"),
    expected: `one of ${listNames(info.nodeTypes, 20)}`,
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
    const use = info.nodeTypeSet.has(key) ? key : Object.hasOwn(TYPE_HABITS, key) && info.nodeTypeSet.has(TYPE_HABITS[key]!.use) ? TYPE_HABITS[key]!.use : undefined;
    if (use !== undefined) {
      suggestion = use;
      hint = `write {"type":${JSON.stringify(use)}, …} with the node's properties beside "type", not {${quote(key)}: {…}} as Elasticsearch does`;
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
