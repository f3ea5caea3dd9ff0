/**
 * The documents section: the live documents as one JSON array, one document a line
 * (`[\n{…},\n{…}\n]`). Still plain JSON, but written and read a line at a time, so its size is not
 * bounded by the longest string V8 can hold (~512 MiB): a snapshot of a 600 MB NDJSON file saves
 * and loads. `JSON.stringify` never writes a raw newline (it escapes them in strings), so a line
 * break always sits between two documents. Snapshots written before this layout (the array on one
 * line) read the same way while they fit in one string.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const NEWLINE = 0x0a;

/** Bytes encoded per piece: large enough that pieces are few, small enough to stay far from V8's string limit. */
const PIECE_CHARS = 1 << 24;

/** Encodes `docs` as the section's bytes. */
export function encodeDocuments(docs: readonly unknown[]): Uint8Array {
  const pieces: Uint8Array[] = [];
  let text = "[";
  for (let i = 0; i < docs.length; i++) {
    text += (i === 0 ? "\n" : ",\n") + JSON.stringify(docs[i]);
    if (text.length >= PIECE_CHARS) {
      pieces.push(encoder.encode(text));
      text = "";
    }
  }
  pieces.push(encoder.encode(text + "\n]"));
  return concat(pieces);
}

/**
 * The documents of a section (throws on malformed JSON or UTF-8, for the caller to report as
 * damage). Sections under `wholeBelow` bytes are parsed in one go (a parameter for tests).
 */
export function decodeDocuments(bytes: Uint8Array, wholeBelow: number = PIECE_CHARS): unknown[] {
  if (bytes.length < wholeBelow) {
    const docs = JSON.parse(decoder.decode(bytes)) as unknown;
    if (!Array.isArray(docs)) throw new TypeError("the documents section is not a JSON array");
    return docs;
  }
  // Line by line: "[" first, "]" last, each line between one document with a trailing comma but the last.
  const docs: unknown[] = [];
  let start = 0;
  let line = 0;
  let closed = false;
  while (start <= bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    const text = decoder.decode(bytes.subarray(start, end));
    if (line === 0) {
      if (text !== "[") throw new TypeError("the documents section does not start with [");
    } else if (text === "]") {
      closed = end === bytes.length;
      break;
    } else docs.push(JSON.parse(text.endsWith(",") ? text.slice(0, -1) : text) as unknown);
    line++;
    start = end + 1;
  }
  if (!closed) throw new TypeError("the documents section does not end with ]");
  return docs;
}

function concat(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  let length = 0;
  for (const p of pieces) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
