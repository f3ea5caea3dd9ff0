// How the command line says a data file is to be read: its CSV/TSV layout and its encoding.
import { open, stat } from "node:fs/promises";
import { commentProblem, type DelimitedReadOptions } from "@oneindex/ingest";
import { UsageError } from "../cli-io.js";
import { checkEncoding } from "./byte-chunks.js";
import { isTextFormat } from "./read-records.js";

/** The command-line flags that say how a CSV or TSV file is laid out (`init` and `index` take them alike). */
export interface LayoutFlags {
  readonly "pad-short-rows"?: boolean;
  readonly comment?: string;
  readonly "no-header"?: boolean;
}

/**
 * The layout options the flags ask for, checked: a comment character ingest can skip lines by, and
 * no layout flag on a data file that is not CSV or TSV (a JSON file has no rows to pad or header to
 * leave out, and saying so beats ignoring the flag).
 */
export function delimitedLayout(flags: LayoutFlags, data: string): DelimitedReadOptions {
  const named = [
    flags["pad-short-rows"] === true ? "--pad-short-rows" : undefined,
    flags.comment !== undefined ? "--comment" : undefined,
    flags["no-header"] === true ? "--no-header" : undefined,
  ].filter((f) => f !== undefined);
  if (named.length > 0 && !isTextFormat(data))
    throw new UsageError(`${named.join(" and ")} ${named.length === 1 ? "applies" : "apply"} to CSV and TSV files only, not to ${data}`);
  if (flags.comment !== undefined) {
    const problem = commentProblem(flags.comment);
    if (problem !== undefined) throw new UsageError(`--comment: ${problem}`);
  }
  return {
    ...(flags["pad-short-rows"] === true ? { padShortRows: true } : {}),
    ...(flags.comment === undefined ? {} : { comment: flags.comment }),
    ...(flags["no-header"] === true ? { headerRow: false } : {}),
  };
}

/** The `--encoding` flag's value, checked (a label `TextDecoder` knows). */
export function encodingOption(encoding: string | undefined): string | undefined {
  if (encoding === undefined) return undefined;
  const problem = checkEncoding(encoding);
  if (problem !== undefined) throw new UsageError(`--encoding: ${problem}`);
  return encoding;
}

/** The flags that ask for `layout` and `encoding` again, as a suggested command line writes them (with a leading space each). */
export function readFlags(layout: DelimitedReadOptions | undefined, encoding: string | undefined): string {
  const flags = [
    layout?.padShortRows === true ? " --pad-short-rows" : "",
    layout?.comment === undefined ? "" : ` --comment '${layout.comment}'`,
    layout?.headerRow === false ? " --no-header" : "",
    encoding === undefined ? "" : ` --encoding ${encoding}`,
  ];
  return flags.join("");
}

/** Bytes of a file's start read to find its first line. */
const FIRST_LINE_BYTES = 4096;

/**
 * The first line of a regular file (at most {@link FIRST_LINE_BYTES} of it, decoded from
 * `encoding`, UTF-8 by default, without a byte order mark), or "" when it cannot be read again (a
 * pipe or a device was read once already; opening it again could wait forever).
 */
export async function firstLineOf(path: string, encoding = "utf-8"): Promise<string> {
  let file: Awaited<ReturnType<typeof open>> | undefined;
  try {
    if (!(await stat(path)).isFile()) return "";
    file = await open(path, "r");
    const buffer = Buffer.alloc(FIRST_LINE_BYTES);
    const { bytesRead } = await file.read(buffer, 0, FIRST_LINE_BYTES, 0);
    // TextDecoder drops a leading byte order mark; a character cut at the end decodes as U+FFFD.
    const text = new TextDecoder(encoding).decode(buffer.subarray(0, bytesRead));
    const end = text.search(/[\r\n]/);
    return end < 0 ? text : text.slice(0, end);
  } catch {
    return "";
  } finally {
    await file?.close();
  }
}
