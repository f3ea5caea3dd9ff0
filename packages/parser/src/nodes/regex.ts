import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { at, checkKeys, readBoost, readField, readString } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import { parseRegex } from "../regex/index.js";
import type { RegexNode } from "../tree/query-tree.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "pattern", "boost"]);

const HABITS = { ...ELASTICSEARCH_HABITS.nodeProperties, ...KIND_PROPERTY_HABITS.regex };

/** `{type:"regex", field, pattern, boost?}`: the pattern parsed in the safe dialect (never JavaScript's RegExp). */
export function checkRegex(ctx: CheckContext, obj: JsonObject, path: string): RegexNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, HABITS);
  const field = readField(ctx, obj.field, path, "regex");
  const pattern = readString(ctx, obj.pattern, "pattern", path, {
    required: true,
    maxLength: QUERY_LIMITS.maxPatternLength,
    what: EXPECTED.regexPattern,
  });
  let regex: RegexNode["regex"] | undefined;
  if (pattern !== undefined) {
    const parsed = parseRegex(pattern);
    if (parsed.ok) regex = parsed.ast;
    else
      ctx.report({
        code: parsed.code,
        path: at(path, "pattern"),
        offset: parsed.offset,
        length: parsed.length,
        expected: parsed.expected,
        found: parsed.found,
      });
  }
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start || field === undefined || pattern === undefined || regex === undefined) return undefined;
  return { type: "regex", field, pattern, regex, boost, origin: { path } };
}
