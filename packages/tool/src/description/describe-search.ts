import { DEFAULT_QUERY_DETAIL, QUERY_LIMITS, queryCapabilities, type DocumentDefinition, type QueryDetail } from "@oneindex/schema";
import {
  fieldsFor,
  keywordSubFieldName,
  keywordSubFieldOf,
  offersFieldUse,
  offersNodeType,
  type FieldUse,
} from "@oneindex/schema/internal";
import { constraintNote } from "../schema/constraint-notes.js";
import { exampleAggsCall, exampleCalls, exampleValue, filterConditions } from "./example-calls.js";
import { fieldUsages, kindLabel, type FieldUsage } from "./field-usage.js";

/** Notes a format that drops `maxLength` states once in its description lines (`STRING_LIMITS_NOTE`), so it need not repeat them on every value. */
export const STATED_NOTES: ReadonlySet<string> = new Set(
  [QUERY_LIMITS.maxQueryStringLength, QUERY_LIMITS.maxTermLength].map((n) => constraintNote("maxLength", n)!),
);

/** The `term` uses of values other than strings, which a detail may leave to the filter string. */
const NON_STRING_TERM_USES: readonly FieldUse[] = ["termInteger", "termNumber", "termDate", "termBoolean"];

/** How many example calls the description shows (the `q` line already shows a plain search). */
const EXAMPLES = 2;

/**
 * The tool description a model reads, saying each thing once and nothing the schema already says:
 * what the tool searches, every field a call can name with its description, grouped by kind (the
 * seed's field list; the schema's enums say where each may go, the sort enum which sort), the
 * three string languages in brief, two examples built from the document's own fields, the limits
 * no schema writes (nodes, depth), and what happens on a mistake. `formatNotes` are lines a tool
 * format adds (what its schema could not say); `detail` is the schema's, so nothing it leaves out
 * is taught; `aggs` false for a format whose schema leaves `aggs` out. At full detail, one line and
 * one example call teach the aggregations.
 */
export function describeSearch(
  doc: DocumentDefinition,
  formatNotes: readonly string[] = [],
  detail: QueryDetail = DEFAULT_QUERY_DETAIL,
  aggs = true,
): string {
  const lines: string[] = [];
  lines.push(`Searches ${doc.name} documents${doc.description ? `: ${oneLine(doc.description)}` : ""}.`);

  lines.push("", "Fields by kind:");
  for (const [kind, usages] of byKind(fieldUsages(doc))) {
    lines.push(
      `- ${kind}: ${usages.map((u) => (u.field.description ? `${u.name} (${oneLine(u.field.description)})` : u.name)).join(", ")}`,
    );
  }

  const twins = Object.keys(doc.fields).filter((name) => keywordSubFieldOf(doc, name) !== undefined);
  if (twins.length > 0)
    lines.push(
      `- ${twins.join(", ")} also as ${twins.map(keywordSubFieldName).join(", ")}: use the name for words, name.keyword for exact values, filters, sorting and counts`,
    );

  const text = fieldsFor(doc, "fullText");
  lines.push("", `Call with "v":1 and any of q, filter, query (ANDed):`);
  if (text.length > 0) lines.push(`- q: search-box words over ${text.join(", ")}, scored: words "a phrase" -not +must a OR b pre* fuzzy~1`);
  const conditions = filterConditions(doc, 0);
  const existsOn = text[0] ?? fieldsFor(doc, "exists")[0];
  const sample = [...conditions.slice(0, 3), ...(existsOn ? [`exists(${existsOn})`] : []), ...conditions.slice(3)].join(" and ");
  lines.push(
    sample.length > 0
      ? `- filter: unscored, a node or a string: ${sample} (= != < <= > >= in, and/or/not, (); strings in double quotes)`
      : "- filter: a node, unscored",
  );
  const strictSample = offersNodeType(detail, "strict") ? strictExample(doc) : undefined;
  // A detail whose `term` leaves out some value types (compact) says where their conditions go.
  const termsLeftOut = NON_STRING_TERM_USES.some((use) => !offersFieldUse(detail, use) && fieldsFor(doc, use).length > 0);
  lines.push(
    `- query: a node ($defs.node), scored` +
      (termsLeftOut ? "; term takes strings: compare other values in filter" : "") +
      (strictSample
        ? `; {"type":"strict","query":${JSON.stringify(strictSample)}} takes field:value field:"phrase"~2 field:pre* field:/regex/ field:[a TO b} AND OR NOT ( ) ^boost`
        : ""),
  );
  lines.push(`- limit + offset ≤ ${QUERY_LIMITS.maxWindow}; sort default by score`);
  const aggTypes = aggs ? queryCapabilities(doc, detail).aggTypes : [];
  if (aggTypes.length > 0)
    lines.push(`- aggs: counts, distinct counts, histograms and stats over all matches, not just the page; limit 0 skips the hits`);
  for (const note of formatNotes) lines.push(`- ${note}`);

  lines.push("", "Examples:");
  for (const call of exampleCalls(doc, detail).slice(0, EXAMPLES)) lines.push(JSON.stringify(call));
  const aggsCall = aggTypes.length > 0 ? exampleAggsCall(doc, detail) : undefined;
  if (aggsCall !== undefined) lines.push(JSON.stringify(aggsCall));

  lines.push(
    "",
    `≤ ${QUERY_LIMITS.maxNodes} nodes, ${QUERY_LIMITS.maxNodeDepth} deep. An error lists each problem's path and fix: correct them all and call again.`,
  );
  return lines.join("\n");
}

/** The field usages grouped by kind label (`number`, `text[]`, `id string`), kinds in order of first appearance. */
function byKind(usages: readonly FieldUsage[]): Map<string, FieldUsage[]> {
  const groups = new Map<string, FieldUsage[]>();
  for (const usage of usages) {
    const kind = kindLabel(usage.field);
    groups.set(kind, [...(groups.get(kind) ?? []), usage]);
  }
  return groups;
}

/** An app's text on one line (the description is line-structured), runs of white space as one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A strict-language query over `doc`'s own fields, or undefined when it has no field the language can name usefully. */
function strictExample(doc: DocumentDefinition): string | undefined {
  const parts: string[] = [];
  const keyword = fieldsFor(doc, "terms").find((n) => doc.fields[n]!.kind === "keyword");
  const text = fieldsFor(doc, "fullText")[0];
  if (keyword) parts.push(`${keyword}:a`);
  if (text) parts.push(`${text}:"exact words"~2`);
  if (parts.length < 2) {
    const ranged = [...fieldsFor(doc, "rangeNumber"), ...fieldsFor(doc, "rangeInteger"), ...fieldsFor(doc, "rangeDate")][0];
    if (ranged) {
      const field = doc.fields[ranged]!;
      const low = exampleValue(field);
      const high = field.kind === "date" ? "2025-01-01" : Number(low) * 10;
      parts.push(`${ranged}:[${String(low)} TO ${String(high)}}`);
    }
  }
  return parts.length > 0 ? parts.join(" AND ") : undefined;
}
