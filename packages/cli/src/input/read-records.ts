import { RecordConverter, ingestDefinitionOf, readJsonArray, valuesAreText, type IngestDefinition } from "@oneindex/ingest";
import type { DocumentDefinition } from "oneindex";
import { FileChunks } from "./byte-chunks.js";
import { formatOf, type InputRecord } from "./input-record.js";
import { INPUT_LIMITS, type ReadOptions } from "./input-limits.js";
import { delimitedRecords } from "./read-delimited.js";
import { ndjsonRecords } from "./read-ndjson.js";
import { INPUT_MESSAGES } from "./messages.js";
import { FileProblem, readTextFile } from "./text-file.js";

/** A data file that cannot be read at all (not its records: the file). */
export class InputError extends Error {
  override readonly name = "InputError";
}

/**
 * The records of a .json, .ndjson/.jsonl, .csv or .tsv/.tab data file as the file holds them (a CSV row is an
 * object of its cells' text, keyed by the header), in file order. NDJSON and CSV are read as a
 * stream (memory bounded by the largest record, whatever the file's size); a .json file is one
 * JSON document, read whole up to `maxJsonFileBytes`. A file that cannot be read (missing, a
 * malformed .json, a bad CSV header) throws an {@link InputError} naming `path:line:column`.
 */
export async function* streamRawRecords(path: string, options: ReadOptions = {}): AsyncGenerator<InputRecord> {
  const format = formatOf(path);
  if (format === undefined)
    throw new InputError(
      `${path}: unknown data format; use .json (an array), .ndjson / .jsonl (one document a line), .csv or .tsv / .tab (a header row of field names)`,
    );
  const limits = { ...INPUT_LIMITS, ...options.limits };
  try {
    if (format === "json") {
      const text = await readTextFile(path, limits.maxJsonFileBytes, undefined, options.encoding);
      options.onBytes?.(Buffer.byteLength(text));
      const result = readJsonArray(text);
      if (!Array.isArray(result)) throw new FileProblem(result.message, result.line, result.column);
      yield* result;
      return;
    }
    const chunks = new FileChunks(path, options);
    yield* format === "ndjson"
      ? ndjsonRecords(chunks, limits.maxRecordBytes)
      : delimitedRecords(chunks, format, limits.maxRecordBytes, options);
  } catch (error) {
    if (error instanceof FileProblem)
      throw new InputError(
        `${path}:${error.line}${error.column === undefined ? "" : `:${error.column}`}: ${error.message}${error.notUtf8 ? `; ${INPUT_MESSAGES.encodingHint}` : ""}`,
      );
    if (error instanceof InputError) throw error;
    const e = error as NodeJS.ErrnoException;
    if (typeof e.code === "string" && typeof e.syscall === "string") throw new InputError(`${path}: cannot read: ${e.message}`);
    throw error;
  }
}

/** Whether a data file's values are all text (CSV, TSV), so an empty one is a missing value. */
export function isTextFormat(path: string): boolean {
  const format = formatOf(path);
  return format !== undefined && valuesAreText(format);
}

/**
 * The records of a data file as documents of `definition` ({@link streamRawRecords} read, then
 * each converted by the definition file's rules: sources, coercion, date formats, generated ids);
 * a record whose values cannot be converted carries its `problems`. `converter` lets the caller
 * ask afterwards what was ignored.
 */
export async function* streamRecords(
  path: string,
  definition: DocumentDefinition | IngestDefinition,
  options: ReadOptions & { readonly converter?: RecordConverter } = {},
): AsyncGenerator<InputRecord> {
  const ingest = "definition" in definition ? definition : ingestDefinitionOf(definition);
  const converter = options.converter ?? new RecordConverter(ingest, isTextFormat(path));
  for await (const record of streamRawRecords(path, options)) {
    if (record.error !== undefined) {
      yield record;
      continue;
    }
    const converted = converter.convert(record.value);
    yield converted.ok ? { ...record, value: converted.document } : { ...record, problems: converted.problems };
  }
}

/** Every record of a data file at once (see {@link streamRecords}; for small files). */
export async function readRecords(
  path: string,
  doc: DocumentDefinition | IngestDefinition,
  options: ReadOptions = {},
): Promise<InputRecord[]> {
  const records: InputRecord[] = [];
  for await (const record of streamRecords(path, doc, options)) records.push(record);
  return records;
}
