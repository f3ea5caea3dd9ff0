import { dataFormatOf, type DataFormat, type DataRecord } from "@oneindex/ingest";

/**
 * One record read from a data file, with where it came from for error reports (ingest's
 * {@link DataRecord}); `notUtf8` marks a record left out because its bytes are not UTF-8 (the file
 * may be in another encoding: `--encoding`).
 */
export type InputRecord = DataRecord & { readonly notUtf8?: true };

/** The formats `oneindex index` reads, by file extension. */
export type InputFormat = DataFormat;

/** The format of a data file from its name: `.json`, `.ndjson`/`.jsonl`, `.csv`, `.tsv`/`.tab`. */
export const formatOf: (path: string) => InputFormat | undefined = dataFormatOf;
