import { stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import cliProgress from "cli-progress";
import { DocumentError, SearchIndex, type DocumentDefinition } from "oneindex";
import { CommandError, type CliIo } from "../cli-io.js";
import type { InputRecord } from "../input/input-record.js";
import { readRecords } from "../input/read-records.js";
import { loadDefinition } from "../load-definition.js";

/** Documents indexed per batch; a rejected batch is retried one document at a time to find the bad ones. */
const CHUNK = 1_000;
/** Inputs at least this large get a progress bar on a terminal. */
const PROGRESS_FROM = 10_000;
/** Rejected records listed in full; the rest are counted. */
const MAX_LISTED = 100;

/** One record the definition refused, with where it is. */
interface Rejection {
  readonly line: number;
  readonly column?: number;
  readonly message: string;
}

/** What `oneindex index` was asked: the files, `--out`, `--skip-invalid`, `--progress` (undefined: only on a terminal for large inputs) and `--name`. */
export interface IndexArgs {
  readonly definition: string;
  readonly data: string;
  readonly out: string;
  readonly skipInvalid: boolean;
  readonly progress?: boolean;
  readonly name?: string;
}

/** The engine words a problem for a batch ("document 3 …"); a record indexed alone is batch position 0, which means nothing here. */
function recordMessage(message: string): string {
  return message.replace(/^document 0\b/, "document");
}

function addAll(index: SearchIndex<DocumentDefinition>, records: readonly InputRecord[], rejected: Rejection[]): number {
  const readable = records.filter((r) => {
    if (r.error !== undefined) rejected.push({ line: r.line, ...(r.column === undefined ? {} : { column: r.column }), message: r.error });
    return r.error === undefined;
  });
  try {
    index.add(readable.map((r) => r.value as never));
    return readable.length;
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
  }
  let added = 0;
  for (const record of readable) {
    try {
      index.add([record.value as never]);
      added++;
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      for (const problem of error.problems) rejected.push({ line: record.line, ...(record.column === undefined ? {} : { column: record.column }), message: recordMessage(problem.message) });
    }
  }
  return added;
}

/**
 * `oneindex index <definition.json> <data> --out <snapshot> [--skip-invalid]`: checks every record
 * against the definition, reports each rejected one with its line and field, and writes the
 * snapshot (atomically) when all are valid, or with `--skip-invalid` from the valid ones.
 */
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

export async function indexCommand(args: IndexArgs, io: CliIo): Promise<number> {
  const problem = await outputProblem(args.out);
  if (problem !== undefined) throw new CommandError(`--out ${args.out}: ${problem}`);
  const doc = await loadDefinition(args.definition, args.name);
  const records = await readRecords(args.data, doc);
  const index = new SearchIndex(doc);
  const rejected: Rejection[] = [];
  const showProgress = args.progress ?? (io.stderrIsTTY && records.length >= PROGRESS_FROM);
  const bar = showProgress
    ? new cliProgress.SingleBar({ format: "indexing [{bar}] {percentage}% | {value}/{total} records | {rejected} rejected", stream: { write: (t: string) => (io.stderr(t), true), isTTY: io.stderrIsTTY } as unknown as NodeJS.WritableStream, noTTYOutput: true, notTTYSchedule: 250 }, cliProgress.Presets.shades_classic)
    : undefined;
  bar?.start(records.length, 0, { rejected: 0 });
  let added = 0;
  for (let start = 0; start < records.length; start += CHUNK) {
    added += addAll(index, records.slice(start, start + CHUNK), rejected);
    bar?.update(Math.min(records.length, start + CHUNK), { rejected: rejected.length });
    // Indexing is synchronous, so cli-progress's redraw timer never fires until the end: draw after each chunk.
    bar?.render();
  }
  bar?.stop();

  rejected.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  for (const r of rejected.slice(0, MAX_LISTED)) io.stderr(`${args.data}:${r.line}${r.column === undefined ? "" : `:${r.column}`}: ${r.message}\n`);
  if (rejected.length > MAX_LISTED) io.stderr(`… and ${rejected.length - MAX_LISTED} more problems\n`);

  if (rejected.length > 0 && !args.skipInvalid) {
    throw new CommandError(`${rejected.length} problem${rejected.length === 1 ? "" : "s"} in ${args.data}; nothing was written (fix them, or pass --skip-invalid to index the ${added} valid record${added === 1 ? "" : "s"})`);
  }
  try {
    await index.saveToFile(args.out);
  } catch (error) {
    throw new CommandError(`${args.out}: cannot write the snapshot: ${(error as Error).message}`);
  }
  const skipped = rejected.length > 0 ? `, skipped ${new Set(rejected.map((r) => `${r.line}:${r.column ?? 0}`)).size} invalid` : "";
  io.stderr(`indexed ${added} document${added === 1 ? "" : "s"} into ${args.out}${skipped}\n`);
  return 0;
}
