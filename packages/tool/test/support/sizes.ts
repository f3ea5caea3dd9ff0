import { encode } from "gpt-tokenizer/encoding/o200k_base";
import type { DocumentDefinition } from "@oneindex/schema";
import { SearchTool, TOOL_FORMATS, type ToolFormat } from "../../src/index.js";

/** The size of one descriptor as a model receives it (compact JSON text). */
export interface DescriptorSize {
  readonly format: ToolFormat;
  readonly bytes: number;
  /** The rule of thumb: characters / 4. */
  readonly approxTokens: number;
  /** Tokens under o200k_base, the GPT-4o / GPT-5 tokenizer (Claude's and Gemini's are not public; expect the same order). */
  readonly o200kTokens: number;
  readonly descriptionBytes: number;
}

/** Measures every format's descriptor of `doc`. */
export function descriptorSizes(doc: DocumentDefinition): DescriptorSize[] {
  return TOOL_FORMATS.map((format) => {
    const text = SearchTool.for(doc, { format });
    const descriptor = JSON.parse(text) as { description?: string; function?: { description: string } };
    const description = descriptor.description ?? descriptor.function!.description;
    return {
      format,
      bytes: Buffer.byteLength(text, "utf8"),
      approxTokens: Math.round(text.length / 4),
      o200kTokens: encode(text).length,
      descriptionBytes: Buffer.byteLength(description, "utf8"),
    };
  });
}

/** The sizes as a Markdown table (`pnpm --filter @oneindex/tool sizes`). */
export function sizesTable(sizes: readonly DescriptorSize[]): string {
  const rows = sizes.map(
    (s) =>
      `| \`${s.format}\` | ${s.bytes.toLocaleString("en")} | ${s.approxTokens.toLocaleString("en")} | ${s.o200kTokens.toLocaleString("en")} | ${s.descriptionBytes.toLocaleString("en")} |`,
  );
  return [
    "| format | bytes | ≈ tokens (chars/4) | tokens (o200k) | of which description, bytes |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}
