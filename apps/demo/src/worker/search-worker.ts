// The search worker: parses data files, infers definitions, indexes and searches, so the page's
// own thread only draws (see DESIGN.md, "The worker"). Answers carry the request's id.
import { DefinitionError, SearchIndex, type DocumentDefinition } from "oneindex";
import {
  inferDefinition,
  readDataText,
  readDefinitionFile,
  RecordConverter,
  dataFormatOf,
  valuesAreText,
  type DataRecord,
  type IngestDefinition,
} from "@oneindex/ingest";
import { DATASETS } from "../datasets/index.js";
import { runCall } from "../search/run-call.js";
import { geoSampleOf } from "./geo-sample.js";
import type { WorkerReply, WorkerRequest } from "./protocol.js";
import { WORKER_MESSAGES } from "./messages.js";

/** The worker's global scope, typed for what it uses (the page's DOM types are in scope, not the worker's). */
const scope = self as unknown as {
  postMessage(message: WorkerReply): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

/** Documents indexed between progress reports (and between chances for a newer request to overtake). */
const CHUNK = 1000;
/** Unreadable or skipped records named in an answer; the rest are counted. */
const LISTED = 5;

/**
 * The indexes loads built, by the load's id. The page shows only its latest data set, so a search
 * names the index it means and the older ones are dropped then (a load the page gave up on while it
 * was indexing may still finish: it is kept until a search shows it is not wanted).
 */
const indexes = new Map<number, SearchIndex<DocumentDefinition>>();
/** The records of the file inspected last, as the file holds them, and whether they are text (CSV). */
let inspected: { readonly records: readonly DataRecord[]; readonly fromText: boolean; readonly fileName: string } | undefined;
/** The id of the newest load: an older one still indexing stops at its next chunk. */
let newestLoad = 0;

const reply = (message: WorkerReply) => scope.postMessage(message);
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Indexes documents in chunks, reporting progress and letting queued messages in between (a
 * search of the previous index, a newer load, which makes this one stop). A chunk the engine
 * refuses (a value of the wrong kind for its field) is added one document at a time, like the CLI
 * does, and the refused ones are named. Undefined when overtaken.
 */
async function build(
  id: number,
  definition: DocumentDefinition,
  documents: readonly unknown[],
  refused: (n: number, message: string) => void,
): Promise<{ index: SearchIndex<DocumentDefinition>; ms: number } | undefined> {
  const started = performance.now();
  const next = new SearchIndex(definition);
  for (let at = 0; at < documents.length; at += CHUNK) {
    const chunk = documents.slice(at, at + CHUNK) as never[];
    try {
      next.add(chunk);
    } catch {
      chunk.forEach((document, i) => {
        try {
          next.add([document]);
        } catch (error) {
          refused(at + i + 1, (error as Error).message);
        }
      });
    }
    reply({ type: "progress", id, done: Math.min(at + CHUNK, documents.length), total: documents.length });
    await nextTurn();
    if (id !== newestLoad) return undefined;
  }
  return { index: next, ms: performance.now() - started };
}

async function load(id: number, key: string, bytes: ArrayBuffer): Promise<void> {
  newestLoad = id;
  const dataset = DATASETS.find((d) => d.key === key);
  if (dataset === undefined) {
    reply({ type: "failed", id, message: WORKER_MESSAGES.unknownDataset(key) });
    return;
  }
  const { records, source } = JSON.parse(new TextDecoder().decode(bytes)) as { records: unknown[]; source: string };
  const built = await build(id, dataset.definition, records, () => undefined);
  if (built === undefined) {
    reply({ type: "dropped", id });
    return;
  }
  indexes.set(id, built.index);
  const geo = geoSampleOf(dataset.definition, records);
  reply({
    type: "indexed",
    id,
    size: built.index.size,
    source,
    ms: built.ms,
    skipped: [],
    skippedCount: 0,
    ...(geo === undefined ? {} : { geo }),
  });
}

function inspect(id: number, text: string, fileName: string): void {
  const format = dataFormatOf(fileName);
  if (format === undefined) {
    reply({ type: "failed", id, message: WORKER_MESSAGES.unknownFormat(fileName) });
    return;
  }
  const read = readDataText(text, format);
  if (!read.ok) {
    reply({ type: "failed", id, message: WORKER_MESSAGES.unreadableFile(fileName, read.problem.line, read.problem.message) });
    return;
  }
  const good = read.records.filter((r) => r.error === undefined);
  const bad = read.records.filter((r) => r.error !== undefined);
  if (good.length === 0) {
    reply({ type: "failed", id, message: WORKER_MESSAGES.noReadableRecords(fileName, bad[0]?.line ?? 1, bad[0]?.error ?? "") });
    return;
  }
  inspected = { records: good, fromText: valuesAreText(format), fileName };
  const inferred = inferDefinition(
    good.map((r) => r.value),
    { fileName },
  );
  reply({
    type: "inspected",
    id,
    file: inferred.file,
    reasons: inferred.fields,
    records: good.length,
    unreadable: bad.slice(0, LISTED).map((r) => WORKER_MESSAGES.atLine(r.line, r.error!)),
    unreadableCount: bad.length,
  });
}

async function indexOwn(id: number, file: unknown): Promise<void> {
  newestLoad = id;
  if (inspected === undefined) {
    reply({ type: "failed", id, message: WORKER_MESSAGES.nothingInspected });
    return;
  }
  let ingest: IngestDefinition;
  try {
    ingest = readDefinitionFile(file);
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    return reply({ type: "failed", id, message: WORKER_MESSAGES.badDefinition, problems: error.problems.map((p) => p.message) });
  }
  const converter = new RecordConverter(ingest, inspected.fromText);
  const documents: unknown[] = [];
  const skipped: string[] = [];
  let skippedCount = 0;
  for (const record of inspected.records) {
    const converted = converter.convert(record.value);
    if (converted.ok) documents.push(converted.document);
    else if (skippedCount++ < LISTED)
      skipped.push(
        WORKER_MESSAGES.atLine(record.line, converted.problems.map((p) => WORKER_MESSAGES.fieldProblem(p.path, p.message)).join("; ")),
      );
  }
  const built = await build(id, ingest.definition, documents, (n, message) => {
    if (skippedCount++ < LISTED) skipped.push(WORKER_MESSAGES.notIndexed(n, message));
  });
  if (built === undefined) {
    reply({ type: "dropped", id });
    return;
  }
  indexes.set(id, built.index);
  const geo = geoSampleOf(ingest.definition, documents);
  reply({
    type: "indexed",
    id,
    size: built.index.size,
    source: inspected.fileName,
    ms: built.ms,
    skipped,
    skippedCount,
    ...(geo === undefined ? {} : { geo }),
  });
}

function search(id: number, wanted: number, text: string, explain: boolean, marks: { preTag: string; postTag: string }): void {
  const index = indexes.get(wanted);
  if (index === undefined) {
    reply({ type: "failed", id, message: WORKER_MESSAGES.nothingIndexed });
    return;
  }
  for (const older of indexes.keys()) if (older < wanted) indexes.delete(older);
  const started = performance.now();
  const outcome = runCall(index, text, { explain, marks });
  const ms = performance.now() - started;
  // The raw view: what the tool returns to a model, with the call's own tags and no explanations.
  const raw = outcome.kind === "hits" ? rawResult(index, text) : undefined;
  reply({ type: "result", id, outcome, ms, ...(raw === undefined ? {} : { raw }) });
}

function rawResult(current: SearchIndex<DocumentDefinition>, text: string): string | undefined {
  const parsed = current.tryParse(text);
  return parsed.ok ? JSON.stringify(parsed.query.execute(), null, 2) : undefined;
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const run = async (): Promise<void> => {
    switch (request.type) {
      case "load":
        return load(request.id, request.key, request.bytes);
      case "inspect":
        return inspect(request.id, request.text, request.fileName);
      case "index-own":
        return indexOwn(request.id, request.file);
      case "search":
        return search(request.id, request.index, request.text, request.explain, request.marks);
    }
  };
  run().catch((error: unknown) =>
    reply({
      type: "failed",
      id: request.id,
      message: WORKER_MESSAGES.internal(error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
    }),
  );
};
