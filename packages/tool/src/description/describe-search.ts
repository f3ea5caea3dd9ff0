import { QUERY_LIMITS, fieldsFor, queryCapabilities, type DocumentDefinition } from "@oneindex/schema";
import { constraintNote } from "../schema/constraint-notes.js";
import { exampleCalls, exampleValue, filterConditions } from "./example-calls.js";
import { fieldUsages, kindLabel } from "./field-usage.js";

/** Notes the description states once for the whole schema, so a format that drops `maxLength` need not repeat them on every value. */
export const STATED_NOTES: ReadonlySet<string> = new Set(
  [QUERY_LIMITS.maxQueryStringLength, QUERY_LIMITS.maxTermLength].map((n) => constraintNote("maxLength", n)!),
);

/**
 * The tool description a model reads: what the tool searches, every queryable field with its kind,
 * uses and description, how to write a good call (the three string languages in brief), examples
 * built from the document's own fields, the limits, and what happens on a mistake. `formatNotes`
 * are lines a tool format adds (what its schema could not say).
 */
export function describeSearch(doc: DocumentDefinition, formatNotes: readonly string[] = []): string {
  const lines: string[] = [];
  lines.push(`Searches ${doc.name} documents${doc.description ? `: ${oneLine(doc.description)}` : ""}. Takes one JSON query; returns the best matches with scores and a total.`);

  lines.push("", "Fields (kind; usable in):");
  for (const usage of fieldUsages(doc)) {
    const description = usage.field.description ? `: ${oneLine(usage.field.description)}` : "";
    lines.push(`- ${usage.name} (${kindLabel(usage.field)}; ${usage.uses.join(", ")})${description}`);
  }

  const text = fieldsFor(doc, "fullText");
  lines.push("", `How to query ("v": 1 always; q, query and filter combine with AND):`);
  if (text.length > 0) {
    lines.push(`- q: plain words, scored, over ${text.join(", ")}: words "exact phrase" -exclude +require a OR b pre* fuzzy~1.`);
  }
  const conditions = filterConditions(doc, 0);
  const existsOn = text[0] ?? fieldsFor(doc, "exists")[0];
  const sample = [...conditions.slice(0, 3), ...(existsOn ? [`exists(${existsOn})`] : []), ...conditions.slice(3)].join(" and ");
  if (sample.length > 0) {
    lines.push(`- filter: exact conditions, never scored. A string such as ${sample} (= != < <= > >= in [...], exists(field), and/or/not, parentheses; strings in double quotes), or a node.`);
  } else {
    lines.push("- filter: exact conditions, never scored: a node.");
  }
  const strictSample = strictExample(doc);
  const offered = new Set(queryCapabilities(doc).nodeTypes);
  const mainNodes = ["term", "phrase", "range", "bool", "functionScore"].filter((type) => offered.has(type));
  const units = [...(fieldsFor(doc, "decayDate").length > 0 ? ["dates in days"] : []), ...(fieldsFor(doc, "decayGeo").length > 0 ? ["geo in km"] : [])];
  const decay = fieldsFor(doc, "decayNumber").length + units.length > 0 ? ` (decay = gauss/exp/linear${units.length > 0 ? `; ${units.join(", ")}` : ""})` : "";
  lines.push(
    `- query: one node ($defs.node) for structure: ${mainNodes.map((type) => (type === "bool" ? "bool (must/should/mustNot/filter)" : type === "functionScore" ? `functionScore${decay}` : type)).join(", ")}.` +
      (strictSample ? ` {"type":"strict","query":${JSON.stringify(strictSample)}} takes field:value, field:"phrase"~2, field:pre*, field:/regex/, field:[a TO b}, AND/OR/NOT, (), ^boost.` : ""),
  );
  lines.push(`- limit (default ${QUERY_LIMITS.defaultLimit}; limit + offset ≤ ${QUERY_LIMITS.maxWindow}), sort [{"field":…,"order":"asc"|"desc"}] (default by score), countExactly${text.length > 0 ? ", highlight" : ""}.`);
  if (text.length > 0 || conditions.length > 0) lines.push(`- Prefer ${text.length > 0 ? "q and " : ""}a filter string; write a query node for what ${text.length > 0 ? "they" : "it"} cannot say.`);
  for (const note of formatNotes) lines.push(`- ${note}`);

  lines.push("", "Examples:");
  for (const call of exampleCalls(doc)) lines.push(JSON.stringify(call));

  lines.push(
    "",
    `Limits: strings ≤ ${QUERY_LIMITS.maxQueryStringLength} characters, values ≤ ${QUERY_LIMITS.maxTermLength}; at most ${QUERY_LIMITS.maxNodes} nodes, nested ${QUERY_LIMITS.maxNodeDepth} deep.`,
    "A call that breaks a rule gets back an error naming the path and the fix: correct it and call again.",
  );
  return lines.join("\n");
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
