/** One record read from a data file, with where it came from for error reports. */
export interface DataRecord {
  /** 1-based line where the record starts. */
  readonly line: number;
  /** 1-based column where the record starts, when a line can hold several (a .json array). */
  readonly column?: number;
  /** The record, or undefined when the text could not be read as one (see `error`). */
  readonly value?: unknown;
  /** Why the text is not a record (malformed JSON, wrong CSV column count …). */
  readonly error?: string;
  /** Set with `error` on a CSV or TSV row with fewer cells than the header: one that `padShortRows` would read. */
  readonly shortRow?: true;
  /** Set with `error` on a CSV or TSV row whose number of cells is not the header's: that number. */
  readonly cells?: number;
  /** Why the record's values could not be converted to the definition's fields (a date not in its declared format …), one problem a field. */
  readonly problems?: readonly { readonly path: string; readonly message: string }[];
}

/**
 * The data file formats: a JSON array (or a GeoJSON FeatureCollection), one JSON document a line,
 * CSV or TSV with a header row (which of the two is decided by the header's separators, the name
 * only breaking a tie).
 */
export type DataFormat = "json" | "ndjson" | "csv" | "tsv";

/** The format of a data file from its name: `.json`/`.geojson`, `.ndjson`/`.jsonl`, `.csv`, `.tsv`/`.tab`. */
export function dataFormatOf(name: string): DataFormat | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith(".ndjson") || lower.endsWith(".jsonl")) return "ndjson";
  if (lower.endsWith(".json") || lower.endsWith(".geojson")) return "json";
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".tsv") || lower.endsWith(".tab")) return "tsv";
  return undefined;
}

/** Whether a format's values are all text (CSV, TSV), so an empty one is a missing value (the second argument of `RecordConverter`). */
export function valuesAreText(format: DataFormat): boolean {
  return format === "csv" || format === "tsv";
}
