// The "Tool descriptors" section of BENCHMARKS.md (issue 17): bytes and o200k tokens of each
// format's descriptor at each detail, beside the same descriptor before the descriptor budget.
import { TARGETS, type DescriptorsResult } from "../descriptors/measure-descriptors.js";

const n = (x: number) => Math.round(x).toLocaleString("en-US");
const pct = (now: number, before: number) => `${Math.round((100 * (now - before)) / before)}%`;

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${head.join(" | ")} |`,
    `| ${head.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

/** The section, or nothing when the results have no descriptors part (runs before it existed). */
export function renderDescriptors(d: DescriptorsResult | undefined): string[] {
  if (d === undefined) return [];
  const out: string[] = ["## Tool descriptors (issue 17)", ""];
  const byDefault = d.defaultDetail ?? "standard";
  const label = (detail: string) => (detail === byDefault ? `${detail} (default)` : detail);
  out.push(
    `Measured ${d.generatedAt}${d.commit !== undefined ? `, commit ${d.commit}` : ""} (\`pnpm bench --part descriptors\`). ` +
      `The descriptor as a model API receives it: \`SearchTool.for(type, { format, detail })\`, compact JSON text, bytes in UTF-8; tokens by ${d.tokenizer} ` +
      "(Claude's and Gemini's tokenizers are not public: expect the same order). " +
      `\`${byDefault}\` is the default detail; \`full\` offers the whole language (the seed's schema), \`standard\` leaves out multiFieldTerm, exists, fieldValueFactor and rare tuning properties, \`compact\` keeps only term, phrase and bool beside the q and filter strings. ` +
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
        [
          "format",
          "before: bytes",
          "before: tokens",
          `${label("full")}: bytes`,
          "full: tokens",
          `${label("standard")}: bytes`,
          "standard: tokens",
          "standard vs before",
          "compact: bytes",
          "compact: tokens",
          "description bytes (standard)",
        ],
        formats.map((format) => {
          const before = d.baseline.rows.find((r) => r.type === type && r.format === format);
          // Results written before a detail existed have no row for it: "—".
          const at = (detail: string) => rows.find((r) => r.format === format && r.detail === detail);
          const [full, standard, compact] = [at("full"), at("standard"), at("compact")];
          const v = (x: number | undefined) => (x === undefined ? "—" : n(x));
          return [
            `\`${format}\``,
            v(before?.bytes),
            v(before?.tokens),
            v(full?.bytes),
            v(full?.tokens),
            v(standard?.bytes),
            v(standard?.tokens),
            before === undefined || standard === undefined ? "—" : pct(standard.bytes, before.bytes),
            v(compact?.bytes),
            v(compact?.tokens),
            v(standard?.descriptionBytes),
          ];
        }),
      ),
      "",
    );
    const target = TARGETS[type];
    const anthropic = (detail: string) => rows.find((r) => r.format === "anthropic" && r.detail === detail)?.bytes;
    const verdict = (bytes: number, limit: number) =>
      `${n(bytes)} bytes against ≤ ${n(limit)}: ${bytes <= limit ? "met" : `missed by ${n(bytes - limit)}`}`;
    const [atDefault, atStandard, atCompact] = [anthropic(byDefault), anthropic("standard"), anthropic("compact")];
    const said = [
      ...(target?.default !== undefined && atDefault !== undefined ? [`default (${byDefault}) ${verdict(atDefault, target.default)}`] : []),
      ...(target?.default !== undefined && atStandard !== undefined && byDefault !== "standard"
        ? [`standard ${verdict(atStandard, target.default)}`]
        : []),
      ...(target?.compact !== undefined && atCompact !== undefined ? [`compact ${verdict(atCompact, target.compact)}`] : []),
    ];
    if (said.length > 0) out.push(`Issue 17's targets (\`anthropic\`): ${said.join("; ")}.`, "");
    const parts = d.breakdown?.find((b) => b.type === type)?.parts;
    if (parts !== undefined) {
      out.push(`Where the default \`anthropic\` descriptor's bytes go: ${parts.map((p) => `${p.part} ${n(p.bytes)}`).join(", ")}.`, "");
    }
  }
  return out;
}
