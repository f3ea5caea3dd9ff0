import { TOOL_RESULT_LIMITS, type DocumentDefinition } from "oneindex";
import { CLI_MESSAGES } from "../messages.js";
import { fitAnswer, type CallAnswer, type CallResults } from "./answer-call.js";
import { aggregationLines, alignRows, type AggregationLike } from "./aggregations-table.js";

/** The engine's default highlight tags, drawn as bold yellow on a colour terminal. */
const HIGHLIGHT = /<em>(.*?)<\/em>/g;

/** Widest cell of the table's text column. */
const TEXT_WIDTH = 80;

function cell(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** Words of a text, lowercased (letters and digits of any script). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Strings a call searches for: its `q`, and every string inside its `query` tree (at most this many, so a huge call costs nothing here). */
const MAX_CALL_STRINGS = 64;

/** The words a call (its JSON text, or plain words) searches for, to tell which field of a hit matched. */
export function callWords(call: string): Set<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(call);
  } catch {
    return new Set(wordsOf(call));
  }
  const strings: string[] = [];
  const root = parsed as { q?: unknown; query?: unknown } | null;
  if (typeof root?.q === "string") strings.push(root.q);
  const stack: unknown[] = [root?.query];
  while (stack.length > 0 && strings.length < MAX_CALL_STRINGS) {
    const v = stack.pop();
    if (typeof v === "string") strings.push(v);
    else if (typeof v === "object" && v !== null) stack.push(...Object.values(v));
  }
  return new Set(strings.flatMap(wordsOf).filter((w) => w.length >= 2));
}

/** Whether a text holds one of `words` (a word, or one it starts or ends a stem of: "pipes" for "pipe"). */
function holds(text: string, words: ReadonlySet<string>): boolean {
  return wordsOf(text).some(
    (t) => words.has(t) || [...words].some((w) => w.length >= 3 && t.length >= 3 && (t.startsWith(w) || w.startsWith(t))),
  );
}

/**
 * The text shown for a hit: its first highlight, else the value of the first text field holding a
 * word the call searched for (the field that matched), else its first text field's value, else
 * its first few values.
 */
function snippet(doc: DocumentDefinition, hit: CallResults["hits"][number], words: ReadonlySet<string>): string {
  const highlight = hit.highlights === undefined ? undefined : Object.values(hit.highlights)[0]?.[0];
  if (highlight !== undefined) return highlight;
  const texts: string[] = [];
  for (const [name, field] of Object.entries(doc.fields)) {
    const value = hit.document[name];
    if (field.kind === "text" && value !== undefined && value !== null)
      texts.push(...(Array.isArray(value) ? value.map(String) : [String(value)]));
  }
  const matched = words.size === 0 ? undefined : texts.find((t) => holds(t, words));
  if (matched !== undefined) return matched;
  if (texts[0] !== undefined) return texts[0];
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
 * The hits as an aligned table with the total on top (each row's text from the field that matched
 * one of `words`, when one did); with explanations, each hit's tree below its
 * row; then each aggregation (see `aggregations-table.ts`). A call with aggregations and no hits
 * (`limit: 0`) prints no hit header. With `color`, highlights are drawn in bold yellow instead of
 * printed as `<em>` tags.
 */
export function formatTable(
  doc: DocumentDefinition,
  results: CallResults & { readonly cut?: { readonly bucketsOmitted?: Readonly<Record<string, number>> } },
  color = false,
  words: ReadonlySet<string> = new Set(),
): string {
  const rows = results.hits.map((hit) => [String(hit.id), hit.score.toFixed(4), cell(snippet(doc, hit, words), TEXT_WIDTH)]);
  const draw = (text: string) => (color ? text.replace(HIGHLIGHT, "\u001b[1;33m$1\u001b[22;39m") : text);
  const aligned = alignRows([["id", "score", "text"], ...rows]);
  const total = `${results.total.relation === "gte" ? "at least " : ""}${results.total.value} match${results.total.value === 1 ? "" : "es"}`;
  const body = aligned.slice(1).flatMap((row, i) => {
    const explanation = (results.hits[i] as { explanation?: ExplanationLike }).explanation;
    return [row, ...(explanation === undefined ? [] : explanationLines(explanation, 2))];
  });
  const aggregations = (results as { aggregations?: Readonly<Record<string, AggregationLike>> }).aggregations;
  const hitLines = aggregations !== undefined && rows.length === 0 ? [] : [aligned[0]!, ...body];
  return (
    [total, ...hitLines, ...(aggregations === undefined ? [] : aggregationLines(aggregations, results.cut?.bucketsOmitted))]
      .map(draw)
      .join("\n") + "\n"
  );
}

/** Most times a table is drawn again from results fitted to a smaller bound, so that it too stays within the bound. */
const TABLE_REFITS = 4;

/**
 * An answer as `search` and `repl` print it, through the size gate: with `json`, the tool result's
 * text (what the model reads); else the fitted results as a table, with the cut's note under it.
 * A table longer than `maxChars` (its padding can pass the JSON's length) is drawn again from
 * results fitted to a bound smaller in proportion, so the printed text stays within `maxChars`.
 */
export function formatAnswer(
  doc: DocumentDefinition,
  answer: CallAnswer,
  options: { readonly json: boolean; readonly color: boolean; readonly maxChars?: number; readonly call?: string },
): string {
  const fitted = fitAnswer(answer, options.maxChars);
  if (!fitted.ok || options.json) return `${fitted.text}\n`;
  const words = options.call === undefined ? new Set<string>() : callWords(options.call);
  const maxChars = options.maxChars ?? TOOL_RESULT_LIMITS.defaultMaxChars;
  let table = "";
  for (let bound = maxChars, round = 0; round <= TABLE_REFITS; round++) {
    const refit = bound === maxChars ? fitted : fitAnswer(answer, bound);
    if (!refit.ok) return `${refit.text}\n`;
    const note = refit.cut === undefined ? "" : `\n(${refit.cut.message})\n`;
    table = formatTable(doc, refit.results, options.color, words) + note;
    if (table.length <= maxChars || bound === TOOL_RESULT_LIMITS.minMaxChars) break;
    bound = Math.max(TOOL_RESULT_LIMITS.minMaxChars, Math.floor((bound * maxChars) / table.length) - 1);
  }
  return table.length <= maxChars ? table : cutTable(table, maxChars);
}

/** A table still over `maxChars` at the smallest bound (many short aggregations): its leading lines, and a line saying so. */
function cutTable(table: string, maxChars: number): string {
  const closing = CLI_MESSAGES.tableCut(maxChars);
  const end = table.lastIndexOf("\n", maxChars - closing.length - 1);
  return `${table.slice(0, Math.max(0, end))}\n${closing}`;
}
