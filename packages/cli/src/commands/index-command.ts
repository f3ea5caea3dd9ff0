import { stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import cliProgress from "cli-progress";
import { DocumentError, SearchIndex } from "oneindex";
import { CommandError, type CliIo } from "../cli-io.js";
import type { InputRecord } from "../input/input-record.js";
import { INPUT_LIMITS, type ReadOptions } from "../input/input-limits.js";
import { INPUT_MESSAGES } from "../input/messages.js";
import { deeperThan } from "../input/record-depth.js";
import { isTextFormat, streamRecords } from "../input/read-records.js";
import { RecordConverter, type DelimitedReadOptions } from "@oneindex/ingest";
import { loadDefinition } from "../load-definition.js";
import { CLI_MESSAGES } from "../messages.js";
import { createPostgresTarget, type ConnectPostgres, type PostgresTarget } from "../postgres/postgres-source.js";
import { errorSummary } from "../tool-error.js";

/** Documents indexed per batch (records are read as a stream, so at most one batch is held); a rejected batch is retried one document at a time to find the bad ones. */
const BATCH = 10_000;
/** Inputs with at least this many records get a progress bar on a terminal (drawn once they are reached). */
const PROGRESS_FROM = 10_000;
/** The bar is redrawn every this many records. */
const PROGRESS_EVERY = 1_000;
/** How `index` is called, for a hint when its arguments look swapped. */
const INDEX_USAGE = "oneindex index <definition> <data> --out <snapshot>";
/** Rejected records listed in full; the rest are counted. */
const MAX_LISTED = 100;

/** One record the definition refused, with where it is. */
interface Rejection {
  readonly line: number;
  readonly column?: number;
  readonly message: string;
}

/** The rejections so far: the first {@link MAX_LISTED} kept in file order, the rest only counted (memory stays bounded). */
class Rejections {
  readonly listed: Rejection[] = [];
  problems = 0;
  records = 0;

  /** Adds one batch's rejections (sorted here: a batch's unreadable records and refused documents come separately). */
  addBatch(batch: Rejection[]): void {
    batch.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
    this.problems += batch.length;
    this.records += new Set(batch.map((r) => `${r.line}:${r.column ?? 0}`)).size;
    for (const r of batch) if (this.listed.length < MAX_LISTED) this.listed.push(r);
  }
}

/** What `oneindex index` was asked: the files, `--out` (or `--postgres` and `--table`), `--skip-invalid`, `--progress` (undefined: only on a terminal for large inputs) and `--name`. */
export interface IndexArgs {
  readonly definition: string;
  readonly data: string;
  /** The snapshot to write; absent when `postgres` names a table to fill instead. */
  readonly out?: string;
  /** A PostgreSQL table to create and fill through `PostgresIndex.addDocuments`, instead of a snapshot. */
  readonly postgres?: { readonly url: string; readonly table: string };
  readonly skipInvalid: boolean;
  readonly progress?: boolean;
  readonly name?: string;
  /** How a CSV or TSV file is laid out: short rows padded, comment lines, no header row. */
  readonly layout?: DelimitedReadOptions;
  /** The data file's character encoding (default UTF-8). */
  readonly encoding?: string;
  /** How the data file is read (chunk size, limits); tests make them small. */
  readonly read?: ReadOptions;
}

/** The engine words a problem for a batch ("document 3 …"); a record indexed alone is batch position 0, which means nothing here. */
function recordMessage(message: string): string {
  return message.replace(/^document 0\b/, "document");
}

/** Where documents go: the engine's `add`, or a Postgres table's `addDocuments` (each call all or nothing). */
type AddDocuments = (docs: readonly never[]) => void | Promise<void>;

/**
 * Adds a batch of records, pushing a rejection for each record that cannot be read or indexed:
 * the engine's `DocumentError` problems, and any other error the engine throws for a record as a
 * problem naming it (never a stack trace). Returns how many were added.
 */
async function addBatch(add: AddDocuments, records: readonly InputRecord[], maxDepth: number, rejected: Rejection[]): Promise<number> {
  const where = (r: InputRecord) => ({ line: r.line, ...(r.column === undefined ? {} : { column: r.column }) });
  const readable = records.filter((r) => {
    if (r.problems !== undefined) {
      for (const p of r.problems) rejected.push({ ...where(r), message: INPUT_MESSAGES.fieldProblem(p.path, p.message) });
      return false;
    }
    const error = r.error ?? (deeperThan(r.value, maxDepth) ? INPUT_MESSAGES.tooDeep(maxDepth) : undefined);
    if (error !== undefined) rejected.push({ ...where(r), message: error });
    return error === undefined;
  });
  try {
    await add(readable.map((r) => r.value as never));
    return readable.length;
  } catch {
    // Some record was refused (the engine checks a batch before changing the index): find which, one at a time.
  }
  let added = 0;
  for (const record of readable) {
    try {
      await add([record.value as never]);
      added++;
    } catch (error) {
      if (error instanceof DocumentError)
        for (const problem of error.problems) rejected.push({ ...where(record), message: recordMessage(problem.message) });
      else rejected.push({ ...where(record), message: INPUT_MESSAGES.notIndexed(errorSummary(error)) });
    }
  }
  return added;
}

/**
 * Why the snapshot cannot be written at `out` (its folder is missing, or `out` is a folder), or
 * undefined. Checked before reading the data, so a large input is not indexed for nothing.
 */
async function outputProblem(out: string): Promise<string | undefined> {
  const folder = dirname(resolve(out));
  const folderStat = await stat(folder).catch(() => undefined);
  if (folderStat === undefined) return `the folder ${folder} does not exist`;
  if (!folderStat.isDirectory()) return `${folder} is not a folder`;
  const outStat = await stat(out).catch(() => undefined);
  if (outStat?.isDirectory() === true) return "it is a folder; name the snapshot file to write";
  return undefined;
}

/**
 * `oneindex index <definition.json> <data> --out <snapshot> [--skip-invalid]`: reads the records as
 * a stream and indexes them in batches, checks every record against the definition, reports each
 * rejected one with its line and field, and writes the snapshot (atomically) when all are valid, or
 * with `--skip-invalid` from the valid ones. With `--postgres <url> --table <name>` instead of
 * `--out`, creates the table and adds the documents to it in batches (`PostgresIndex.addDocuments`);
 * when records are rejected without `--skip-invalid`, or the load fails, the table is dropped again,
 * so nothing is written there either.
 */
export async function indexCommand(args: IndexArgs, io: CliIo, connect?: ConnectPostgres): Promise<number> {
  if (args.out !== undefined) {
    const problem = await outputProblem(args.out);
    if (problem !== undefined) throw new CommandError(`--out ${args.out}: ${problem}`);
  }
  const ingest = await loadDefinition(args.definition, args.name, INDEX_USAGE);
  const target = args.postgres === undefined ? undefined : await createPostgresTarget(args.postgres, ingest.definition, connect);
  let kept = false;
  try {
    const code = await indexInto(args, io, ingest, target);
    kept = true;
    return code;
  } finally {
    if (!kept) await target?.drop().catch(() => undefined);
    await target?.close();
  }
}

async function indexInto(
  args: IndexArgs,
  io: CliIo,
  ingest: Awaited<ReturnType<typeof loadDefinition>>,
  target: PostgresTarget | undefined,
): Promise<number> {
  const doc = ingest.definition;
  const converter = new RecordConverter(ingest, isTextFormat(args.data));
  const { size } = await stat(args.data).catch(() => ({ size: 0 }));
  const maxDepth = args.read?.limits?.maxRecordDepth ?? INPUT_LIMITS.maxRecordDepth;
  let bytesRead = 0;
  const index = target === undefined ? new SearchIndex(doc) : undefined;
  const add: AddDocuments = index !== undefined ? (docs) => void index.add(docs) : (docs) => target!.index.addDocuments(docs);
  const rejections = new Rejections();
  let bar: cliProgress.SingleBar | undefined;
  let seen = 0;
  let added = 0;
  const progress = () => {
    if (bar === undefined && (args.progress ?? (io.stderrIsTTY && seen >= PROGRESS_FROM))) {
      bar = new cliProgress.SingleBar(
        {
          format: "indexing [{bar}] {percentage}% | {records} records | {rejected} rejected",
          stream: {
            write: (t: string) => {
              io.stderr(t);
              return true;
            },
            isTTY: io.stderrIsTTY,
          } as unknown as NodeJS.WritableStream,
          noTTYOutput: true,
          notTTYSchedule: 250,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(Math.max(size, 1), 0, { records: 0, rejected: 0 });
    }
    bar?.update(Math.min(bytesRead, Math.max(size, 1)), { records: seen, rejected: rejections.records });
    // Indexing is synchronous, so cli-progress's redraw timer never fires until the end: draw here.
    bar?.render();
  };
  let batch: InputRecord[] = [];
  const flush = async () => {
    const rejected: Rejection[] = [];
    added += await addBatch(add, batch, maxDepth, rejected);
    rejections.addBatch(rejected);
    batch = [];
  };
  let shortRows = 0;
  let notUtf8 = 0;
  const read = {
    ...args.read,
    ...args.layout,
    ...(args.encoding === undefined ? {} : { encoding: args.encoding }),
    converter,
    onBytes: (n: number) => (bytesRead = n),
  };
  for await (const record of streamRecords(args.data, ingest, read)) {
    if (record.shortRow === true) shortRows++;
    if (record.notUtf8 === true) notUtf8++;
    batch.push(record);
    seen++;
    if (batch.length >= BATCH) await flush();
    if (seen % PROGRESS_EVERY === 0) progress();
  }
  await flush();
  bytesRead = size;
  if (args.progress === true || bar !== undefined) progress();
  bar?.stop();

  for (const r of rejections.listed) io.stderr(`${args.data}:${r.line}${r.column === undefined ? "" : `:${r.column}`}: ${r.message}\n`);
  if (rejections.problems > MAX_LISTED) io.stderr(`… and ${rejections.problems - MAX_LISTED} more problems\n`);
  if (shortRows > 0) io.stderr(CLI_MESSAGES.shortRows(args.data, shortRows));
  if (notUtf8 > 0) io.stderr(INPUT_MESSAGES.notUtf8Records(args.data, notUtf8));
  const ignored = converter.ignoredSummary();
  if (ignored !== undefined) io.stderr(`${args.data}: ${ignored}\n`);
  if (seen === 0) throw new CommandError(INPUT_MESSAGES.noRecords(args.data));
  const unmatched = converter.unmatchedSources();
  for (const p of unmatched) io.stderr(`${args.definition}: field ${p.path}: ${p.message}\n`);
  if (unmatched.length > 0) throw new CommandError(CLI_MESSAGES.unmatchedSources(unmatched.length, args.data));

  if (rejections.problems > 0 && !args.skipInvalid) {
    throw new CommandError(
      `${rejections.problems} problem${rejections.problems === 1 ? "" : "s"} in ${args.data}; nothing was written (fix them, or pass --skip-invalid to index the ${added} valid record${added === 1 ? "" : "s"})`,
    );
  }
  const skipped = rejections.records > 0 ? `, skipped ${rejections.records} invalid` : "";
  if (target !== undefined) {
    io.stderr(`indexed ${added} document${added === 1 ? "" : "s"} into ${target.shown}${skipped}\n`);
    return 0;
  }
  try {
    // Atomic: a failed write leaves the snapshot that was at `out` as it was.
    await index!.saveToFile(args.out!);
  } catch (error) {
    throw new CommandError(`${args.out}: cannot write the snapshot (any snapshot already there is left as it was): ${errorSummary(error)}`);
  }
  io.stderr(`indexed ${added} document${added === 1 ? "" : "s"} into ${args.out}${skipped}\n`);
  return 0;
}
