import { readFile, stat } from "node:fs/promises";
export { lineColumnAt, parseJsonText, type JsonTextProblem } from "@oneindex/ingest";
import { invalidUtf8At } from "../lines/utf8.js";
import { isUtf8 } from "./byte-chunks.js";
import { INPUT_MESSAGES } from "./messages.js";

/** The byte-order mark some editors (Excel, Notepad) put before UTF-8 text. */
const BOM = "\uFEFF";

/** A file that cannot be read as a whole, and where: the 1-based line (and column, when known). */
export class FileProblem extends Error {
  override readonly name = "FileProblem";
  constructor(
    message: string,
    readonly line: number,
    readonly column?: number,
    /** Whether the problem is bytes that are not UTF-8 (the file may be in another encoding). */
    readonly notUtf8 = false,
  ) {
    super(message);
  }
}

/** The 1-based line of byte `offset` of `bytes`. */
export function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 10) line++;
  return line;
}

/**
 * A UTF-8 text file's content without a leading byte-order mark, so JSON.parse and line counting
 * see the text itself. Bytes that are not UTF-8 are a {@link FileProblem} naming their line and
 * byte offset (never replaced silently); a file over `maxBytes` is one too, before it is read.
 */
export async function readTextFile(
  path: string,
  maxBytes?: number,
  tooLarge?: (bytes: number, max: number) => string,
  encoding?: string,
): Promise<string> {
  if (maxBytes !== undefined) {
    const { size } = await stat(path);
    if (size > maxBytes) throw new FileProblem((tooLarge ?? INPUT_MESSAGES.jsonFileTooLarge)(size, maxBytes), 1, 1);
  }
  const bytes = await readFile(path);
  // A file in another encoding (`--encoding`) is decoded whole; its byte-order mark, if any, dropped.
  if (encoding !== undefined && !isUtf8(encoding)) return new TextDecoder(encoding).decode(bytes);
  const bad = invalidUtf8At(bytes);
  if (bad >= 0) throw new FileProblem(INPUT_MESSAGES.notUtf8(bad, bytes[bad]!), lineOfByte(bytes, bad), undefined, true);
  const text = bytes.toString("utf8");
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}
