/** Where a JSON Pointer's value sits in JSON text: the offset of the value, and of its property name when the last token names a property. */
export interface TextLocation {
  /** The offset of the value at the path, or of its deepest ancestor found in the text. */
  readonly value: number;
  /** The offset of the property name (its opening quote), when the whole path was found and ends at a property. */
  readonly key?: number;
}

/**
 * Finds the value a JSON Pointer names in JSON text that has already been read without error, in
 * one walk that descends only along the path: siblings are skipped by scanning, never built, so
 * the walk costs at most one pass over the text whatever the shape (no table keyed by paths,
 * which long property names would make slow to hash). A token that is not found stops the walk
 * at its parent. Used only for problems, a bounded number of times per call.
 */
export function locateInText(text: string, path: string): TextLocation {
  const tokens = path === "" ? [] : path.slice(1).split("/");
  let pos = skipSpace(text, 0);
  let key: number | undefined;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    const c = text.charCodeAt(pos);
    const found =
      c === 0x7b /* { */ ? findProperty(text, pos, unescapeToken(token)) : c === 0x5b /* [ */ ? findItem(text, pos, token) : undefined;
    if (found === undefined) return { value: pos };
    pos = found.value;
    key = found.key;
  }
  return key !== undefined ? { value: pos, key } : { value: pos };
}

function unescapeToken(token: string): string {
  return token.indexOf("~") < 0 ? token : token.replace(/~1/g, "/").replace(/~0/g, "~");
}

function skipSpace(text: string, pos: number): number {
  while (pos < text.length) {
    const c = text.charCodeAt(pos);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
    else break;
  }
  return pos;
}

/** The offset just after the string starting at `pos` (its opening quote). */
function skipString(text: string, pos: number): number {
  for (let i = pos + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
  }
  return text.length;
}

/** The offset just after the value starting at `pos`; containers are skipped by counting brackets outside strings (no recursion). */
function skipValue(text: string, pos: number): number {
  let depth = 0;
  let i = pos;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = skipString(text, i);
      if (depth === 0) return i;
      continue;
    }
    if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      if (depth === 0) return i; // the end of the container around a scalar
      if (--depth === 0) return i + 1;
    } else if (depth === 0 && (c === 0x2c || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)) return i;
    i++;
  }
  return i;
}

/** Whether the string literal at `start` (its opening quote) to `end` (after its closing quote) spells `name`. */
function keyEquals(text: string, start: number, end: number, name: string): boolean {
  const raw = end - start - 2;
  const slice = text.slice(start + 1, end - 1);
  if (slice.indexOf("\\") < 0) return raw === name.length && slice === name;
  if (raw < name.length) return false; // an escape never makes a name longer
  return (JSON.parse(text.slice(start, end)) as string) === name;
}

function findProperty(text: string, open: number, name: string): { value: number; key: number } | undefined {
  let pos = skipSpace(text, open + 1);
  while (pos < text.length && text.charCodeAt(pos) === 0x22) {
    const keyAt = pos;
    const keyEnd = skipString(text, pos);
    pos = skipSpace(text, keyEnd);
    if (text.charCodeAt(pos) !== 0x3a) return undefined;
    pos = skipSpace(text, pos + 1);
    if (keyEquals(text, keyAt, keyEnd, name)) return { value: pos, key: keyAt };
    pos = skipSpace(text, skipValue(text, pos));
    if (text.charCodeAt(pos) !== 0x2c) return undefined;
    pos = skipSpace(text, pos + 1);
  }
  return undefined;
}

function findItem(text: string, open: number, token: string): { value: number; key?: undefined } | undefined {
  if (!/^(?:0|[1-9][0-9]{0,8})$/.test(token)) return undefined;
  const index = Number(token);
  let pos = skipSpace(text, open + 1);
  if (text.charCodeAt(pos) === 0x5d) return undefined;
  for (let i = 0; pos < text.length; i++) {
    if (i === index) return { value: pos };
    pos = skipSpace(text, skipValue(text, pos));
    if (text.charCodeAt(pos) !== 0x2c) return undefined;
    pos = skipSpace(text, pos + 1);
  }
  return undefined;
}
