import type { DocumentDefinition } from "oneindex";
import type { CallAnswer, CallResults } from "./answer-call.js";
import { aggregationLines, alignRows, type AggregationLike } from "./aggregations-table.js";

/** The engine's default highlight tags, drawn as bold yellow on a colour terminal. */
const HIGHLIGHT = /<em>(.*?)<\/em>/g;

/** Widest cell of the table's text column. */
const TEXT_WIDTH = 80;

function cell(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** The text shown for a hit: its first highlight, else its first text field's value, else its first few values. */
function snippet(doc: DocumentDefinition, hit: CallResults["hits"][number]): string {
  const highlight = hit.highlights === undefined ? undefined : Object.values(hit.highlights)[0]?.[0];
  if (highlight !== undefined) return highlight;
  for (const [name, field] of Object.entries(doc.fields)) {
    const value = hit.document[name];
    if (field.kind === "text" && value !== undefined && value !== null)
      return Array.isArray(value) ? String(value[0] ?? "") : String(value);
  }
  // No text field (or none set): the first values, so a row says what it is.
  return Object.entries(hit.document)
    .filter(([name, value]) => doc.fields[name]?.kind !== "id" && value !== null && typeof value !== "object")
    .slice(0, 4)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(" ");
}

/** A score explanation as the engine gives it: a value, what it is, and the values it is made of. */
interface ExplanationLike {
  readonly value: number;
  readonly description: string;
  readonly details?: readonly ExplanationLike[];
}

/** An explanation tree as indented lines, `value = description`, each level two spaces deeper. */
function explanationLines(node: ExplanationLike, depth: number): string[] {
  return [
    `${"  ".repeat(depth)}${node.value.toFixed(4)} = ${node.description}`,
    ...(node.details ?? []).flatMap((d) => explanationLines(d, depth + 1)),
  ];
}

/**
 * The hits as an aligned table with the total on top; with explanations, each hit's tree below its
 * row; then each aggregation (see `aggregations-table.ts`). A call with aggregations and no hits
 * (`limit: 0`) prints no hit header. With `color`, highlights are drawn in bold yellow instead of
 * printed as `<em>` tags.
 */
export function formatTable(doc: DocumentDefinition, results: CallResults, color = false): string {
  const rows = results.hits.map((hit) => [String(hit.id), hit.score.toFixed(4), cell(snippet(doc, hit), TEXT_WIDTH)]);
  const draw = (text: string) => (color ? text.replace(HIGHLIGHT, "\u001b[1;33m$1\u001b[22;39m") : text);
  const aligned = alignRows([["id", "score", "text"], ...rows]);
  const total = `${results.total.relation === "gte" ? "at least " : ""}${results.total.value} match${results.total.value === 1 ? "" : "es"}`;
  const body = aligned.slice(1).flatMap((row, i) => {
    const explanation = (results.hits[i] as { explanation?: ExplanationLike }).explanation;
    return [row, ...(explanation === undefined ? [] : explanationLines(explanation, 2))];
  });
  const aggregations = (results as { aggregations?: Readonly<Record<string, AggregationLike>> }).aggregations;
  const hitLines = aggregations !== undefined && rows.length === 0 ? [] : [aligned[0]!, ...body];
  return [total, ...hitLines, ...(aggregations === undefined ? [] : aggregationLines(aggregations))].map(draw).join("\n") + "\n";
}

/**
 * An answer as `search` and `repl` print it: the results as a table (or, with `json`, as indented
 * JSON), or the text the model would read for a call it got wrong.
 */
export function formatAnswer(
  doc: DocumentDefinition,
  answer: CallAnswer,
  options: { readonly json: boolean; readonly color: boolean },
): string {
  if (!answer.ok) return `${answer.text}\n`;
  return options.json ? `${JSON.stringify(answer.results, null, 2)}\n` : formatTable(doc, answer.results, options.color);
}
