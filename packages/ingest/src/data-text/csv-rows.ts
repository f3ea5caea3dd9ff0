import { INGEST_MESSAGES } from "../messages.js";
import type { DataRecord } from "./data-record.js";

/** Why a CSV header row cannot name the fields (an empty or repeated column name), or undefined. */
export function csvHeaderProblem(header: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const [i, name] of header.entries()) {
    if (name === "") return INGEST_MESSAGES.csvUnnamedColumn(i + 1);
    if (seen.has(name)) return INGEST_MESSAGES.csvRepeatedColumn(name, header.indexOf(name) + 1, i + 1);
    seen.add(name);
  }
  return undefined;
}

/** The record of one CSV row under `header`: each cell as its text, keyed by its column's name (converted later, by the definition). */
export function csvRowRecord(header: readonly string[], cells: readonly string[], line: number): DataRecord {
  if (cells.length !== header.length) return { line, error: INGEST_MESSAGES.csvColumnCount(cells.length, header.length) };
  const value: Record<string, unknown> = {};
  for (const [column, name] of header.entries())
    Object.defineProperty(value, name, { value: cells[column], enumerable: true, writable: true, configurable: true });
  return { line, value };
}
