import { stat } from "node:fs/promises";
import type { FieldDefinition } from "oneindex";
import { openSnapshot } from "../open-snapshot.js";
import type { CliIo } from "../cli-io.js";

/** A field's kind and flags in words: `number, filterable, sortable`. */
function fieldWords(field: FieldDefinition): string {
  const flags = [
    field.kind === "id" && field.idType === "integer" ? "integer" : undefined,
    field.array ? "array" : undefined,
    field.filterable && field.kind !== "id" && field.kind !== "text" && field.kind !== "keyword" ? "filterable" : undefined,
    field.sortable && field.kind !== "id" ? "sortable" : undefined,
    field.kind === "text" && field.analyzer !== "english" ? `${field.analyzer} analyzer` : undefined,
  ];
  return [field.kind, ...flags.filter((f) => f !== undefined)].join(", ");
}

/** Bytes in words: `36.2 MB (36,215,872 bytes)`. */
function bytesWords(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]} (${bytes.toLocaleString("en-US")} bytes)`;
}

/** `oneindex info <snapshot> [--json]`: the snapshot's definition, its documents and its size (and how long it takes to open). */
export async function infoCommand(args: { snapshot: string; json: boolean }, io: CliIo): Promise<number> {
  const started = performance.now();
  const index = await openSnapshot(args.snapshot);
  const loadMs = Math.round(performance.now() - started);
  const { size } = await stat(args.snapshot);
  const doc = index.definition;
  if (args.json) {
    io.stdout(
      `${JSON.stringify({ snapshot: args.snapshot, bytes: size, documents: index.size, loadMs, tool: `search_${doc.name}`, definition: doc }, null, 2)}\n`,
    );
    return 0;
  }
  const width = Math.max(...Object.keys(doc.fields).map((n) => n.length));
  const lines = [
    `${args.snapshot}: ${doc.name}${doc.description === undefined ? "" : ` — ${doc.description}`}`,
    `  documents  ${index.size.toLocaleString("en-US")}`,
    `  size       ${bytesWords(size)}`,
    `  opened in  ${loadMs} ms`,
    `  tool       search_${doc.name}`,
    `  fields:`,
    ...Object.entries(doc.fields).map(
      ([name, field]) =>
        `    ${name.padEnd(width)}  ${fieldWords(field)}${field.description === undefined ? "" : ` — ${field.description}`}`,
    ),
  ];
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}
