/** The wording of what the search worker reports to the page. */
export const WORKER_MESSAGES = {
  unknownDataset: (key: string) => `no data set named "${key}"`,
  unknownFormat: (name: string) =>
    `${name}: unknown data format; drop a .json (an array of objects) or .geojson (a FeatureCollection), .ndjson / .jsonl (one object a line), .csv or .tsv (a header row of field names) file`,
  unreadableFile: (name: string, line: number, message: string) => `${name}:${line}: ${message}`,
  noReadableRecords: (name: string, line: number, message: string) => `${name}: no record could be read (line ${line}: ${message})`,
  atLine: (line: number, message: string) => `line ${line}: ${message}`,
  fieldProblem: (path: string, message: string) => `field ${path}: ${message}`,
  notIndexed: (n: number, message: string) => `document ${n}: not indexed (${message})`,
  nothingInspected: "no file was dropped yet",
  nothingIndexed: "that data set is no longer indexed (another one was loaded since)",
  badDefinition: "the definition file has problems",
  internal: (detail: string) => `the worker failed with an internal error: ${detail}`,
} as const;
