// The "Tool descriptors" section of BENCHMARKS.md (issue 17): bytes and o200k tokens of each
// format's descriptor at each detail, beside the same descriptor before the descriptor budget.
import type { DescriptorsResult } from "../descriptors/measure-descriptors.js";

const n = (x: number) => Math.round(x).toLocaleString("en-US");
const pct = (now: number, before: number) => `${Math.round((100 * (now - before)) / before)}%`;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${head.join(" | ")} |`, `| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** The section, or nothing when the results have no descriptors part (runs before it existed). */
export function renderDescriptors(d: DescriptorsResult | undefined): string[] {
  if (d === undefined) return [];
  const out: string[] = ["## Tool descriptors (issue 17)", ""];
  out.push(
    `Measured ${d.generatedAt}${d.commit !== undefined ? `, commit ${d.commit}` : ""} (\`pnpm bench --part descriptors\`). ` +
      `The descriptor as a model API receives it: \`SearchTool.for(type, { format, detail })\`, compact JSON text, bytes in UTF-8; tokens by ${d.tokenizer} ` +
      "(Claude's and Gemini's tokenizers are not public: expect the same order). `full` is the default detail; `compact` leaves out rarely needed node kinds and properties. " +
      `"Before" is the same type, format and tokenizer at commit ${d.baseline.commit}, before the descriptor budget. ` +
      "Movie: vega-datasets' movies.json, one field per column (17, no field descriptions). Earthquake: the demo's type (9 fields of every kind, with descriptions).",
    "",
  );
  const types = [...new Set(d.rows.map((r) => r.type))];
  for (const type of types) {
    const rows = d.rows.filter((r) => r.type === type);
    out.push(`### ${type} (${rows[0]!.fields} fields)`, "");
    const formats = [...new Set(rows.map((r) => r.format))];
    out.push(
      table(
        ["format", "before: bytes", "before: tokens", "full: bytes", "full: tokens", "full vs before", "compact: bytes", "compact: tokens", "description bytes (full)"],
        formats.map((format) => {
          const before = d.baseline.rows.find((r) => r.type === type && r.format === format);
          const full = rows.find((r) => r.format === format && r.detail === "full")!;
          const compact = rows.find((r) => r.format === format && r.detail === "compact")!;
          return [
            `\`${format}\``,
            before === undefined ? "—" : n(before.bytes),
            before === undefined ? "—" : n(before.tokens),
            n(full.bytes),
            n(full.tokens),
            before === undefined ? "—" : pct(full.bytes, before.bytes),
            n(compact.bytes),
            n(compact.tokens),
            n(full.descriptionBytes),
          ];
        }),
      ),
      "",
    );
  }
  return out;
}
