import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { checkKeys, INVALID, prop, readBoolean, readNumber, readString, type NumberBounds } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import { isJsonObject, type JsonValue } from "../json/json-value.js";
import { parseFilterLanguage, parseQLanguage } from "../languages/index.js";
import { addLanguageResult } from "../nodes/language-result.js";
import type { CheckedQuery, QueryNode } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";
import { checkHighlight } from "./highlight.js";
import { checkSort } from "./sort.js";
import { checkAggs } from "../aggs/check-aggs.js";
import { quotedScalarHint } from "../check/properties.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";
import { rootNode } from "./root-node.js";
import { longerThan, stringLength } from "../values/string-length.js";

const WINDOW: NumberBounds = { min: 0, max: QUERY_LIMITS.maxWindow };
// Specs made once: every call reads `limit`, `offset` and `q`, and a literal per read is an allocation per call.
const WINDOW_SPEC = { bounds: WINDOW, integer: true } as const;
const Q_SPEC = { maxLength: QUERY_LIMITS.maxQueryStringLength, what: EXPECTED.qText } as const;
const KEYS: ReadonlySet<string> = new Set(["v", "q", "query", "filter", "limit", "offset", "countExactly", "highlight", "sort", "aggs"]);
/** Without a field any aggregation takes, the root has no `aggs` (the schema leaves it out too). */
const KEYS_WITHOUT_AGGS: ReadonlySet<string> = new Set([...KEYS].filter((k) => k !== "aggs"));

/**
 * The root checker: `{v: 1, q?, query?, filter?, limit? (default 10), offset? (default 0),
 * countExactly? (default false), highlight?, sort?, aggs?}`, with `limit + offset ≤ 10,000`.
 */
export function checkRoot(ctx: CheckContext, root: JsonValue): CheckedQuery | undefined {
  if (!isJsonObject(root)) {
    ctx.report({ code: "wrong-type", path: "", expected: EXPECTED.searchArguments, found: describeValue(root) });
    return undefined;
  }
  const aggregatable = ctx.info.aggTypes.length > 0;
  checkKeys(ctx, root, "", ctx.info.keys("root", aggregatable ? KEYS : KEYS_WITHOUT_AGGS), ELASTICSEARCH_HABITS.rootProperties);
  const v = prop(ctx, root.v, "v", "", EXPECTED.version);
  if (v === undefined) ctx.report({ code: "missing-property", path: "/v", expected: EXPECTED.versionProperty });
  else if (v !== INVALID && v !== 1) {
    const hint = quotedScalarHint(v, "number");
    ctx.report({
      code: "wrong-version",
      path: "/v",
      expected: EXPECTED.version,
      found: describeValue(v),
      ...(hint !== undefined ? { hint } : {}),
    });
  }

  const qText = readString(ctx, root.q, "q", "", Q_SPEC);
  const q = qText === undefined ? undefined : addLanguageResult(ctx, parseQLanguage(ctx.info.doc, qText, "/q"), "/q", 0);

  const rawQuery = prop(ctx, root.query, "query", "", EXPECTED.node);
  const query = rawQuery === undefined || rawQuery === INVALID ? undefined : ctx.checkNode(ctx, rawQuery, "/query", 1);

  const rawFilter = prop(ctx, root.filter, "filter", "", EXPECTED.nodeOrFilterString);
  let filter: QueryNode | undefined;
  if (typeof rawFilter === "string") {
    if (longerThan(rawFilter, QUERY_LIMITS.maxQueryStringLength)) {
      ctx.report({
        code: "too-long",
        path: "/filter",
        expected: EXPECTED.atMostCharacters(QUERY_LIMITS.maxQueryStringLength),
        found: `${stringLength(rawFilter)} characters`,
      });
    } else {
      filter = addLanguageResult(ctx, parseFilterLanguage(ctx.info.doc, rawFilter, "/filter"), "/filter", 0);
    }
  } else if (rawFilter !== INVALID && isJsonObject(rawFilter)) {
    filter = ctx.checkNode(ctx, rawFilter, "/filter", 1);
  } else if (rawFilter !== undefined && rawFilter !== INVALID) {
    ctx.report({ code: "wrong-type", path: "/filter", expected: EXPECTED.nodeOrFilterString, found: describeValue(rawFilter) });
  }

  const limit = readNumber(ctx, root.limit, "limit", "", WINDOW_SPEC);
  const offset = readNumber(ctx, root.offset, "offset", "", WINDOW_SPEC);
  if (limit !== undefined && offset !== undefined && limit + offset > QUERY_LIMITS.maxWindow) {
    ctx.report({
      code: "window-too-large",
      path: "/offset",
      expected: EXPECTED.window(QUERY_LIMITS.maxWindow),
      found: `${limit} + ${offset} = ${limit + offset}`,
    });
  }
  const countExactly = readBoolean(ctx, root.countExactly, "countExactly", "") ?? QUERY_DEFAULTS.countExactly;
  const highlight = checkHighlight(ctx, root);
  const sort = checkSort(ctx, root) ?? [];
  const aggs = aggregatable ? checkAggs(ctx, root.aggs, "") : undefined;
  if (ctx.errors > 0) return undefined;
  const node = rootNode(
    limit ?? QUERY_DEFAULTS.limit,
    offset ?? QUERY_DEFAULTS.offset,
    countExactly,
    sort,
    q,
    query,
    filter,
    highlight !== null ? highlight : undefined,
  );
  return aggs === undefined ? node : { ...node, aggs };
}
