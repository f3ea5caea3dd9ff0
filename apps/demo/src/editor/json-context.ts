/**
 * Where the cursor is in a (possibly unfinished) JSON text: the path of the container it is in,
 * whether a key or a value is being typed, the keys the enclosing object already has, and its
 * `type` member when one was written. A single forward scan: tolerant of unfinished input.
 */
export interface JsonContext {
  /** Path of the enclosing container, as keys and indexes. */
  readonly path: readonly (string | number)[];
  /** `key`: a property name is expected or being typed; `value`: a value of `path` + key. */
  readonly at: "key" | "value";
  /** For `value` in an object: the key whose value is being typed. */
  readonly key?: string;
  /** Keys already present in the enclosing object. */
  readonly present: ReadonlySet<string>;
  /** The enclosing object's `"type"` string, when written. */
  readonly typeValue?: string;
  /** Where the token being typed starts (for the completion range). */
  readonly from: number;
}

interface Frame {
  kind: "object" | "array";
  key?: string;
  index: number;
  expectKey: boolean;
  present: Set<string>;
  typeValue?: string;
  lastKey?: string;
}

/** Scans `text` up to `pos`. */
export function jsonContextAt(text: string, pos: number): JsonContext | undefined {
  const stack: Frame[] = [];
  let i = 0;
  let lastString: string | undefined;
  let tokenStart = pos;
  while (i < pos) {
    const c = text[i]!;
    if (c === '"') {
      const start = i;
      i++;
      let value = "";
      while (i < text.length && text[i] !== '"') {
        if (text[i] === "\\") i++;
        value += text[i] ?? "";
        i++;
      }
      if (i >= pos) {
        tokenStart = start;
        lastString = undefined;
        break;
      }
      i++;
      lastString = value;
      const top = stack[stack.length - 1];
      if (top?.kind === "object") {
        if (top.expectKey) {
          top.lastKey = value;
          top.present.add(value);
        } else if (top.lastKey === "type") top.typeValue = value;
      }
      continue;
    }
    if (c === "{" || c === "[") {
      const parent = stack[stack.length - 1];
      const key = parent?.kind === "object" ? parent.lastKey : parent !== undefined ? String(parent.index) : undefined;
      stack.push({
        kind: c === "{" ? "object" : "array",
        ...(key === undefined ? {} : { key }),
        index: 0,
        expectKey: c === "{",
        present: new Set(),
      });
    } else if (c === "}" || c === "]") {
      stack.pop();
    } else if (c === ":") {
      const top = stack[stack.length - 1];
      if (top?.kind === "object") top.expectKey = false;
    } else if (c === ",") {
      const top = stack[stack.length - 1];
      if (top?.kind === "object") top.expectKey = true;
      else if (top !== undefined) top.index++;
    }
    i++;
  }
  void lastString;
  const top = stack[stack.length - 1];
  if (top === undefined) return undefined;
  if (tokenStart === pos) {
    let j = pos;
    while (j > 0 && /[A-Za-z0-9_-]/.test(text[j - 1]!)) j--;
    tokenStart = j;
  }
  const path = stack.slice(1).map((f) => (f.key !== undefined && !/^\d+$/.test(f.key) ? f.key : Number(f.key)));
  const base = { path, present: top.present, from: tokenStart, ...(top.typeValue === undefined ? {} : { typeValue: top.typeValue }) };
  if (top.kind === "object")
    return top.expectKey ? { ...base, at: "key" } : { ...base, at: "value", ...(top.lastKey === undefined ? {} : { key: top.lastKey }) };
  return { ...base, at: "value" };
}
