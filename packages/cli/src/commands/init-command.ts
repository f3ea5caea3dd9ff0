import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, relative, resolve, sep } from "node:path";
import { commentProblem, DefinitionInferrer, readDefinitionFile, type DelimitedReadOptions } from "@oneindex/ingest";
import { DefinitionError } from "oneindex";
import { CommandError, type CliIo } from "../cli-io.js";
import { firstLineOf, readFlags } from "../input/read-flags.js";
import { INPUT_LIMITS } from "../input/input-limits.js";
import type { InputRecord } from "../input/input-record.js";
import { INPUT_MESSAGES } from "../input/messages.js";
import { deeperThan } from "../input/record-depth.js";
import { isTextFormat, streamRawRecords } from "../input/read-records.js";
import { CLI_MESSAGES } from "../messages.js";

/** What `oneindex init` was asked. */
export interface InitArgs {
  readonly data: string;
  /** Where to write the definition file; undefined: print it on stdout. */
  readonly out?: string;
  readonly name?: string;
  /** Records to read (the first ones); undefined: the whole file. */
  readonly sample?: number;
  /** Whether to replace a file already at `out`. */
  readonly force: boolean;
  /** How a CSV or TSV file is laid out: short rows padded, comment lines, no header row. */
  readonly layout?: DelimitedReadOptions;
  /** The data file's character encoding (default UTF-8). */
  readonly encoding?: string;
}

/** Unreadable records listed on stderr; the rest are counted. */
const MAX_LISTED = 20;

/** `line` or `line:column` of a record. */
function place(record: InputRecord): string {
  return record.column === undefined ? String(record.line) : `${record.line}:${record.column}`;
}

/** The shipped JSON Schema of definition files, as a `$schema` address from the folder `from` (relative when it can be), or undefined when it cannot be found. */
function schemaAddress(from: string | undefined): string | undefined {
  let path: string;
  try {
    path = createRequire(import.meta.url).resolve("@oneindex/ingest/definition-file.schema.json");
  } catch {
    return undefined;
  }
  if (from === undefined) return path;
  const rel = relative(from, path).split(sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

/** The layout options that might make a CSV or TSV file whose rows do not fit its header readable, as advice lines. */
async function layoutHints(args: InitArgs, shortRows: number): Promise<string[]> {
  const hints: string[] = [];
  const first = (await firstLineOf(args.data, args.encoding)).charAt(0);
  if (args.layout?.comment === undefined && first !== "" && commentProblem(first) === undefined)
    hints.push(CLI_MESSAGES.hintComment(first));
  if (args.layout?.headerRow !== false) hints.push(CLI_MESSAGES.hintNoHeader);
  if (shortRows > 0 && args.layout?.padShortRows !== true) hints.push(CLI_MESSAGES.hintPadShortRows);
  return hints;
}

/**
 * `oneindex init <data> [--out <definition.json>] [--name N] [--sample N] [--force]`: reads the
 * records (all of them, or the first N) as a stream and writes the definition file they suggest,
 * saying on stderr why each field got its kind. The file is checked by the same reader `index`
 * uses before it is written, so `init` never writes a definition `index` refuses.
 */
export async function initCommand(args: InitArgs, io: CliIo): Promise<number> {
  if (args.out !== undefined && existsSync(args.out) && !args.force) throw new CommandError(CLI_MESSAGES.initWouldOverwrite(args.out));
  const inferrer = new DefinitionInferrer();
  let unreadable = 0;
  const listed: string[] = [];
  /** Where the columns appeared: the line of the record that took their count to `columns`. */
  const growth: Array<{ columns: number; line: number }> = [];
  let shortRows = 0;
  /** Rows whose number of cells is not the header's. */
  let misfits = 0;
  let notUtf8 = 0;
  const read = { ...args.layout, encoding: args.encoding };
  for await (const record of streamRawRecords(args.data, read)) {
    if (record.shortRow === true) shortRows++;
    if (record.cells !== undefined) misfits++;
    if (record.notUtf8 === true) notUtf8++;
    const error =
      record.error ??
      (deeperThan(record.value, INPUT_LIMITS.maxRecordDepth) ? INPUT_MESSAGES.tooDeep(INPUT_LIMITS.maxRecordDepth) : undefined);
    if (error !== undefined) {
      unreadable++;
      if (listed.length < MAX_LISTED) listed.push(CLI_MESSAGES.initLeftOut(args.data, place(record), error));
      continue;
    }
    const before = inferrer.columnCount;
    inferrer.add(record.value);
    if (inferrer.columnCount > before) growth.push({ columns: inferrer.columnCount, line: record.line });
    if (args.sample !== undefined && inferrer.records >= args.sample) break;
  }
  for (const line of listed) io.stderr(line);
  if (unreadable > listed.length) io.stderr(CLI_MESSAGES.initMoreLeftOut(unreadable - listed.length));
  if (shortRows > 0) io.stderr(CLI_MESSAGES.shortRows(args.data, shortRows));
  if (notUtf8 > 0) io.stderr(INPUT_MESSAGES.notUtf8Records(args.data, notUtf8));
  if (notUtf8 > inferrer.records)
    throw new CommandError(CLI_MESSAGES.initMostNotUtf8(args.data, notUtf8, unreadable + inferrer.records, INPUT_MESSAGES.encodingHint));
  // Most rows of a CSV or TSV file not fitting its header row means the header is not the first
  // line (comment lines before it) or there is none: a definition made from the rows that happen to
  // fit would describe the wrong columns.
  if (misfits > inferrer.records)
    throw new CommandError(
      CLI_MESSAGES.initMostUnreadable(args.data, misfits, unreadable + inferrer.records, await layoutHints(args, shortRows)),
    );
  if (inferrer.records === 0) throw new CommandError(INPUT_MESSAGES.noRecords(args.data));
  const schema = schemaAddress(args.out === undefined ? undefined : dirname(resolve(args.out)));
  const inferred = inferrer.result({
    fileName: basename(args.data),
    ...(args.name === undefined ? {} : { name: args.name }),
    ...(schema === undefined ? {} : { schema }),
  });
  for (const problem of inferred.problems) {
    // A CSV or TSV file names its columns in the header row, which comes before every record.
    const line = isTextFormat(args.data) ? 1 : (growth.find((g) => g.columns > problem.column)?.line ?? 1);
    io.stderr(`${args.data}:${line}: ${problem.message}\n`);
  }
  try {
    readDefinitionFile(inferred.file); // never write what index would refuse
  } catch (error) {
    // Only the options can make it invalid (a --name the definition refuses): say which.
    if (!(error instanceof DefinitionError)) throw error;
    throw new CommandError(CLI_MESSAGES.initInvalid(error.problems.map((p) => p.message)));
  }
  const text = `${JSON.stringify(inferred.file, null, 2)}\n`;
  if (args.out === undefined) io.stdout(text);
  else {
    try {
      await writeFile(args.out, text);
    } catch (error) {
      throw new CommandError(`${args.out}: cannot write the definition: ${(error as Error).message}`);
    }
  }
  io.stderr(CLI_MESSAGES.initSummary(args.data, inferred, unreadable, args.out, readFlags(args.layout, args.encoding)));
  return 0;
}
