/** The wording of the problems the data-file readers report (records and whole files). */
/** " (64 MiB)" beside a limit of whole mebibytes, else nothing. */
const mib = (bytes: number) => (bytes >= 1024 * 1024 ? ` (${Math.round(bytes / (1024 * 1024))} MiB)` : "");

export const INPUT_MESSAGES = {
  notUtf8: (offset: number, byte: number) =>
    `not valid UTF-8: byte 0x${byte.toString(16).toUpperCase().padStart(2, "0")} at byte offset ${offset} of the file does not start a valid UTF-8 sequence`,
  /** After records (or a file) that are not UTF-8: the file may be in another encoding. */
  encodingHint:
    "if the file was saved in another encoding (Excel on Windows saves CSV as windows-1252), pass --encoding with its name, e.g. --encoding windows-1252",
  /** How many records were left out as not UTF-8, and the hint. */
  notUtf8Records: (data: string, records: number) =>
    `${data}: ${records} record${records === 1 ? " is" : "s are"} not valid UTF-8; ${INPUT_MESSAGES.encodingHint}\n`,
  recordTooLong: (bytes: number, max: number) =>
    `the record is ${bytes} bytes long, over the limit of ${max} bytes${mib(max)} for one record; it was not read`,
  tooDeep: (max: number) => `the record nests arrays and objects more than ${max} levels deep, which a snapshot cannot store`,
  notIndexed: (detail: string) => `the record could not be indexed (${detail})`,
  jsonFileTooLarge: (bytes: number, max: number) =>
    `the file is ${bytes} bytes; a .json file is one JSON document read whole, and may take at most ${max} bytes${mib(max)}. Write one document a line (.ndjson), which is read as a stream of any size`,
  /** A field whose value could not be converted (by the definition file's rules) before the engine's check. */
  fieldProblem: (path: string, message: string) => `field ${path}: ${message}`,
  noRecords: (file: string) => `${file} holds no records (an empty file, only a header row, or an empty array); nothing was written`,
  csvRecordTooLong: (max: number) => `a CSV record is longer than ${max} characters, the limit for one record; is a quote left open?`,
} as const;
