import type { DocumentDefinition } from "oneindex";
import { formatOf, type InputRecord } from "./input-record.js";
import { readCsv } from "./read-csv.js";
import { readJsonArray } from "./read-json.js";
import { readNdjson } from "./read-ndjson.js";
import { readTextFile } from "./text-file.js";

/** A data file that cannot be read at all (not its records: the file). */
export class InputError extends Error {
  override readonly name = "InputError";
}

/** Reads every record of a .json, .ndjson/.jsonl or .csv data file. */
export async function readRecords(path: string, doc: DocumentDefinition): Promise<InputRecord[]> {
  const format = formatOf(path);
  if (format === undefined) throw new InputError(`${path}: unknown data format; use .json (an array), .ndjson / .jsonl (one document a line) or .csv (a header row of field names)`);
  let text: string;
  try {
    text = await readTextFile(path);
  } catch (error) {
    throw new InputError(`${path}: cannot read: ${(error as Error).message}`);
  }
  const result = format === "ndjson" ? readNdjson(text) : format === "json" ? readJsonArray(text) : readCsv(text, doc);
  if (!Array.isArray(result)) throw new InputError(`${path}:${result.line}:${result.column}: ${result.message}`);
  return result;
}
