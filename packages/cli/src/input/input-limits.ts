import type { DelimitedReadOptions } from "@oneindex/ingest";
/** The limits `oneindex index` reads data files within (README, "Data files"). */
export interface InputLimits {
  /** Bytes one record may take: an NDJSON line, a CSV record. A longer one is rejected (not held whole). */
  readonly maxRecordBytes: number;
  /** Bytes a `.json` file may take: it is one JSON document, read whole. */
  readonly maxJsonFileBytes: number;
  /** Levels of arrays and objects a record may nest: deeper values cannot be written to a snapshot. */
  readonly maxRecordDepth: number;
}

export const INPUT_LIMITS: InputLimits = {
  maxRecordBytes: 64 * 1024 * 1024,
  maxJsonFileBytes: 256 * 1024 * 1024,
  maxRecordDepth: 1_000,
};

/** Options of the streaming readers: the limits, and the chunk size files are read in (tests make it small). */
export interface ReadOptions extends DelimitedReadOptions {
  readonly limits?: Partial<InputLimits>;
  readonly highWaterMark?: number;
  /** Called with the bytes read so far, as chunks arrive (for a progress bar). */
  readonly onBytes?: (bytesRead: number) => void;
  /** The file's character encoding, a label `TextDecoder` knows (default UTF-8). */
  readonly encoding?: string;
}
