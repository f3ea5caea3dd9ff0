import type { InputRecord } from "./input-record.js";

/** One record per non-blank line; a line that is not JSON is a record with an error. */
export function readNdjson(text: string): InputRecord[] {
  const records: InputRecord[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    if (raw.trim() === "") return;
    try {
      records.push({ line: i + 1, value: JSON.parse(raw) as unknown });
    } catch (error) {
      records.push({ line: i + 1, error: `not valid JSON: ${(error as Error).message}` });
    }
  });
  return records;
}
