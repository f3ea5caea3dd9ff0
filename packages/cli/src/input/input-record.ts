import { dataFormatOf, type DataFormat, type DataRecord } from "@oneindex/ingest";

/** One record read from a data file, with where it came from for error reports (ingest's {@link DataRecord}). */
export type InputRecord = DataRecord;

/** The formats `oneindex index` reads, by file extension. */
export type InputFormat = DataFormat;

/** The format of a data file from its name: `.json`, `.ndjson`/`.jsonl`, `.csv`, `.tsv`/`.tab`. */
export const formatOf: (path: string) => InputFormat | undefined = dataFormatOf;
