import type { InputRecord } from "./input-record.js";
import { parseJsonText } from "./text-file.js";

/** One record per non-blank line (LF or CRLF); a line that is not JSON is a record with an error naming the column. */
export function readNdjson(text: string): InputRecord[] {
  const records: InputRecord[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    if (raw.trim() === "") return;
    const parsed = parseJsonText(raw);
    records.push(parsed.ok ? { line: i + 1, value: parsed.value } : { line: i + 1, error: parsed.problem.message.replace(/^not valid JSON:/, `not valid JSON at column ${parsed.problem.column}:`) });
  });
  return records;
}
