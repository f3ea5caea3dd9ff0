// The descriptors part (issue 17): bytes and o200k tokens of every format's tool descriptor, at
// every detail, for the measured types. Cheap (no data, no timing): `--part descriptors`.
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { DEFAULT_QUERY_DETAIL, QUERY_DETAILS, SearchTool, TOOL_FORMATS, type QueryDetail, type ToolFormat } from "oneindex";
import { DESCRIPTOR_TYPES } from "./types.js";

/** One descriptor as a model receives it (compact JSON text). */
export interface DescriptorRow {
  readonly type: string;
  readonly fields: number;
  readonly format: ToolFormat;
  readonly detail: QueryDetail;
  readonly bytes: number;
  /** Tokens under o200k_base (GPT-4o / GPT-5); Claude's and Gemini's tokenizers are not public. */
  readonly tokens: number;
  readonly descriptionBytes: number;
}

/** A row of the same types measured before the descriptor budget (the default detail then: the only one). */
export type BaselineRow = Omit<DescriptorRow, "detail">;

export interface DescriptorsResult {
  readonly generatedAt: string;
  readonly commit?: string;
  readonly tokenizer: string;
  /** The detail `SearchTool` used when none was given (absent in results written before: "standard"). */
  readonly defaultDetail?: QueryDetail;
  readonly rows: readonly DescriptorRow[];
  /** The commit the baseline was measured at, and its rows. */
  readonly baseline: { readonly commit: string; readonly rows: readonly BaselineRow[] };
  /** Where the bytes of each type's default anthropic descriptor go, largest first. */
  readonly breakdown?: readonly { readonly type: string; readonly parts: readonly { readonly part: string; readonly bytes: number }[] }[];
}

/** Issue 17's targets, in bytes of the anthropic descriptor: by type, at the default detail and at compact. */
export const TARGETS: Readonly<Record<string, { readonly default?: number; readonly compact?: number }>> = {
  Movie: { default: 8_000, compact: 4_000 },
  Earthquake: { default: 5_000 },
};

/** The parts of one descriptor (compact JSON): the description, the schema's root properties, and each `$defs` entry (with its key). */
function breakdownOf(text: string): { part: string; bytes: number }[] {
  const d = JSON.parse(text) as {
    description: string;
    input_schema: { $defs?: Record<string, unknown>; properties?: Record<string, unknown> };
  };
  const { $defs = {}, properties = {}, ...rest } = d.input_schema;
  const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v), "utf8");
  const parts = [
    { part: "description", bytes: Buffer.byteLength(d.description, "utf8") },
    ...Object.entries(properties).map(([k, v]) => ({ part: `root.${k}`, bytes: bytes({ [k]: v }) - 1 })),
    ...Object.entries($defs).map(([k, v]) => ({ part: `$defs.${k}`, bytes: bytes({ [k]: v }) - 1 })),
  ];
  // The rest: the name, the wrapping keys, the root's own keywords, JSON escapes in the description.
  parts.push({
    part: "name, keys, root keywords, escapes",
    bytes: Buffer.byteLength(text, "utf8") - parts.reduce((sum, p) => sum + p.bytes, 0),
  });
  void rest;
  return parts.sort((a, b) => b.bytes - a.bytes);
}

/**
 * The same types, formats and tokenizer at commit 516acb2 (before issue 17), measured once with
 * that commit's build (the code to measure it no longer exists here, so the numbers are kept).
 */
export const BASELINE: DescriptorsResult["baseline"] = {
  commit: "516acb2",
  rows: [
    { type: "Movie", fields: 17, format: "anthropic", bytes: 17016, tokens: 4552, descriptionBytes: 3226 },
    { type: "Movie", fields: 17, format: "openai-chat", bytes: 17045, tokens: 4558, descriptionBytes: 3226 },
    { type: "Movie", fields: 17, format: "openai-responses", bytes: 17047, tokens: 4559, descriptionBytes: 3226 },
    { type: "Movie", fields: 17, format: "openai-strict", bytes: 18908, tokens: 5075, descriptionBytes: 3375 },
    { type: "Movie", fields: 17, format: "mcp", bytes: 17142, tokens: 4584, descriptionBytes: 3226 },
    { type: "Movie", fields: 17, format: "gemini", bytes: 17310, tokens: 4571, descriptionBytes: 3303 },
    { type: "Earthquake", fields: 9, format: "anthropic", bytes: 16144, tokens: 4295, descriptionBytes: 2723 },
    { type: "Earthquake", fields: 9, format: "openai-chat", bytes: 16173, tokens: 4301, descriptionBytes: 2723 },
    { type: "Earthquake", fields: 9, format: "openai-responses", bytes: 16175, tokens: 4302, descriptionBytes: 2723 },
    { type: "Earthquake", fields: 9, format: "openai-strict", bytes: 18099, tokens: 4827, descriptionBytes: 2872 },
    { type: "Earthquake", fields: 9, format: "mcp", bytes: 16275, tokens: 4328, descriptionBytes: 2723 },
    { type: "Earthquake", fields: 9, format: "gemini", bytes: 16594, tokens: 4358, descriptionBytes: 2800 },
  ],
};

/** Measures every type × format × detail. */
export function measureDescriptors(commit: string | undefined): DescriptorsResult {
  const rows: DescriptorRow[] = [];
  for (const doc of DESCRIPTOR_TYPES) {
    for (const format of TOOL_FORMATS) {
      for (const detail of QUERY_DETAILS) {
        const text = SearchTool.for(doc, { format, detail });
        const parsed = JSON.parse(text) as { description?: string; function?: { description: string } };
        const description = parsed.description ?? parsed.function!.description;
        rows.push({
          type: doc.name,
          fields: Object.keys(doc.fields).length,
          format,
          detail,
          bytes: Buffer.byteLength(text, "utf8"),
          tokens: encode(text).length,
          descriptionBytes: Buffer.byteLength(description, "utf8"),
        });
      }
    }
  }
  const breakdown = DESCRIPTOR_TYPES.map((doc) => ({
    type: doc.name,
    parts: breakdownOf(SearchTool.for(doc, { detail: DEFAULT_QUERY_DETAIL })),
  }));
  return {
    generatedAt: new Date().toISOString(),
    ...(commit !== undefined ? { commit } : {}),
    tokenizer: "o200k_base (gpt-tokenizer 4.0.0)",
    defaultDetail: DEFAULT_QUERY_DETAIL,
    rows,
    baseline: BASELINE,
    breakdown,
  };
}

/** Problems with a measurement (the quick run fails on them): every descriptor measured, and each smaller detail smaller. */
export function descriptorProblems(r: DescriptorsResult): string[] {
  const problems: string[] = [];
  const expected = DESCRIPTOR_TYPES.length * TOOL_FORMATS.length * QUERY_DETAILS.length;
  if (r.rows.length !== expected) problems.push(`descriptors: ${r.rows.length} rows measured, expected ${expected}`);
  for (const row of r.rows) {
    if (!(row.bytes > 0 && row.tokens > 0))
      problems.push(`descriptors: ${row.type} ${row.format} ${row.detail} measured ${row.bytes} bytes, ${row.tokens} tokens`);
    const larger = QUERY_DETAILS[QUERY_DETAILS.indexOf(row.detail) - 1];
    if (larger === undefined) continue;
    const above = r.rows.find((o) => o.type === row.type && o.format === row.format && o.detail === larger);
    if (above !== undefined && row.bytes >= above.bytes)
      problems.push(
        `descriptors: ${row.type} ${row.format} ${row.detail} (${row.bytes} bytes) is not smaller than ${larger} (${above.bytes})`,
      );
  }
  return problems;
}
