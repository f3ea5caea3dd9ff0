import type { DocumentDefinition, SearchResults } from "oneindex";
import type { CliIo } from "../cli-io.js";
import { openSnapshot } from "../open-snapshot.js";

/** Widest cell of the table's text column. */
const TEXT_WIDTH = 80;

function cell(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** The text shown for a hit: its first highlight, else its first text field's value. */
function snippet(doc: DocumentDefinition, hit: SearchResults<Record<string, unknown>>["hits"][number]): string {
  const highlight = hit.highlights === undefined ? undefined : Object.values(hit.highlights)[0]?.[0];
  if (highlight !== undefined) return highlight;
  for (const [name, field] of Object.entries(doc.fields)) {
    const value = hit.document[name];
    if (field.kind === "text" && value !== undefined && value !== null) return Array.isArray(value) ? String(value[0] ?? "") : String(value);
  }
  return "";
}

/** The hits as an aligned table with the total on top. */
export function formatTable(doc: DocumentDefinition, results: SearchResults<Record<string, unknown>>): string {
  const rows = results.hits.map((hit) => [String(hit.id), hit.score.toFixed(4), cell(snippet(doc, hit), TEXT_WIDTH)]);
  const header = ["id", "score", "text"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join("  ").trimEnd();
  const total = `${results.total.relation === "gte" ? "at least " : ""}${results.total.value} match${results.total.value === 1 ? "" : "es"}`;
  return [total, line(header), ...rows.map(line)].join("\n") + "\n";
}

/**
 * `oneindex search <snapshot> '<arguments>' [--json]`: runs a tool call. A bad call prints the
 * text the model would get (the parser's tool result) and exits 1.
 */
export async function searchCommand(args: { snapshot: string; arguments: string; json: boolean; explain: boolean }, io: CliIo): Promise<number> {
  const index = await openSnapshot(args.snapshot);
  const parsed = index.tryParse(args.arguments);
  if (!parsed.ok) {
    io.stdout(`${parsed.error.toToolResult()}\n`);
    return 1;
  }
  const results = parsed.query.execute({ explain: args.explain }) as SearchResults<Record<string, unknown>>;
  io.stdout(args.json ? `${JSON.stringify(results, null, 2)}\n` : formatTable(index.definition, results));
  return 0;
}
