import { pointerJoin } from "../document/definition-error.js";
import { DOCUMENT_LIMITS } from "../limits/document-limits.js";

/**
 * Reading values a snapshot must hold as JSON, exactly: what `JSON.stringify` then `JSON.parse`
 * gives back unchanged. Objects are read through their property descriptors, so a getter is never
 * called; a value that JSON would change (a `Date`, `NaN`, a bigint, an array hole, …) is refused
 * rather than silently turned into something else.
 */

/** Why a value is not JSON data: a `not-json`, `too-deep` or `cyclic` problem at `path`. */
export interface JsonProblem {
  readonly code: "not-json" | "too-deep" | "cyclic";
  readonly path: string;
  readonly expected?: string;
  /** What was found, in words. */
  readonly found?: string;
}

/** Reports a problem; the reader then stops reading the value. */
export type ReportJsonProblem = (problem: JsonProblem) => void;

/** Where a reader is, so an exception thrown by a hostile value (a Proxy trap) can be placed. */
export interface ReadPosition {
  path: string;
}

const OBJECT_PROTOTYPE = Object.prototype;
const ARRAY_PROTOTYPE = Array.prototype;

/** What a non-JSON object is, in words: `a Date`, `a Map`, `an instance of Point`. */
function describeObject(value: object): string {
  const proto = Object.getPrototypeOf(value) as { constructor?: unknown } | null;
  const ctor = proto === null ? undefined : Object.getOwnPropertyDescriptor(proto, "constructor")?.value;
  const name = typeof ctor === "function" && typeof ctor.name === "string" && ctor.name !== "" ? ctor.name : undefined;
  if (name === undefined) return "an object that is not plain";
  return /^[AEIO]/.test(name) ? `an ${name}` : `a ${name}`;
}

/**
 * A primitive as it should be kept (`-0` becomes `0`, as JSON writes it), or a problem. `undefined`
 * in an object is dropped by the caller; everywhere else it is not JSON.
 */
function primitive(value: unknown, path: string, report: ReportJsonProblem): { ok: true; value: unknown } | undefined {
  switch (typeof value) {
    case "string":
    case "boolean":
      return { ok: true, value };
    case "number":
      if (Number.isFinite(value)) return { ok: true, value: value === 0 ? 0 : value };
      report({ code: "not-json", path, expected: "a finite number (JSON has no NaN or Infinity)", found: `the number ${String(value)}` });
      return undefined;
    case "bigint":
      report({ code: "not-json", path, expected: "a JSON value (a bigint cannot be saved: use a number or a string)", found: `the bigint ${String(value)}n` });
      return undefined;
    case "undefined":
      report({ code: "not-json", path, expected: "a JSON value (JSON would write undefined in an array as null)", found: "undefined" });
      return undefined;
    case "symbol":
    case "function":
      report({ code: "not-json", path, expected: "a JSON value", found: `a ${typeof value}` });
      return undefined;
    default:
      return value === null ? { ok: true, value: null } : undefined;
  }
}

/**
 * The own enumerable properties of an object or array as `[key, value]`, read through their
 * descriptors (a getter is never called). A symbol key or a getter is a problem (undefined is
 * returned). Non-enumerable properties are skipped, as JSON skips them.
 */
export function dataEntries(value: object, path: string, report: ReportJsonProblem): Array<[string, unknown]> | undefined {
  const entries: Array<[string, unknown]> = [];
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key === "symbol") {
      report({ code: "not-json", path, expected: "an object with string keys (JSON drops symbol keys)", found: `the symbol key ${String(key)}` });
      return undefined;
    }
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor === undefined || descriptor.enumerable !== true) continue;
    if (!("value" in descriptor)) {
      report({ code: "not-json", path: pointerJoin(path, key), expected: "a data property", found: "a getter or setter" });
      return undefined;
    }
    entries.push([key, descriptor.value]);
  }
  return entries;
}

/** True for an object whose prototype is `Object.prototype` or null (not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === OBJECT_PROTOTYPE || proto === null;
}

/**
 * The elements of an array, read through descriptors: no holes, no getters, no properties but its
 * indices. Undefined (with a problem reported) otherwise.
 */
export function arrayElements(value: readonly unknown[], path: string, report: ReportJsonProblem): unknown[] | undefined {
  if (Object.getPrototypeOf(value) !== ARRAY_PROTOTYPE) {
    report({ code: "not-json", path, expected: "a plain array", found: describeObject(value) });
    return undefined;
  }
  const entries = dataEntries(value, path, report);
  if (entries === undefined) return undefined;
  const length = value.length;
  const out = new Array<unknown>(length);
  let i = 0;
  for (const [key, element] of entries) {
    if (key !== String(i)) {
      const index = Number(key);
      const extra = !(Number.isInteger(index) && index >= 0 && index < length && String(index) === key);
      report({ code: "not-json", path, expected: "an array of values with no holes and no other properties", found: extra ? `an array with the property ${JSON.stringify(key)}` : `an array with a hole at ${i}` });
      return undefined;
    }
    out[i++] = element;
  }
  if (i !== length) {
    report({ code: "not-json", path, expected: "an array of values with no holes and no other properties", found: `an array with a hole at ${i}` });
    return undefined;
  }
  return out;
}

/** A container being copied: its entries, the next to read, and its copy. */
interface Frame {
  readonly entries: ReadonlyArray<readonly [string, unknown]>;
  readonly copy: unknown[] | Record<string, unknown>;
  readonly source: object;
  readonly path: string;
  readonly depth: number;
  next: number;
}

/** Sets `key` on a fresh object, as an own property even when it is `__proto__` (as `JSON.parse` does). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * A copy of `value` made of fresh plain objects and arrays, equal to what `JSON.parse(JSON.stringify(value))`
 * gives, or undefined after reporting why `value` is not JSON data: a value JSON cannot hold or would
 * change, nesting past {@link DOCUMENT_LIMITS}`.maxDepth` (`depth` is the level of `value`'s
 * container: 2 for a property of a document), or a cycle. Iterative: a value nested 100,000 deep is
 * refused without deep recursion. `position.path` follows the read, for an exception a Proxy throws.
 */
export function copyJsonValue(value: unknown, path: string, depth: number, report: ReportJsonProblem, position: ReadPosition): { ok: true; value: unknown } | undefined {
  const open = (v: object, p: string, d: number, ancestors: ReadonlySet<object>): Frame | undefined => {
    position.path = p;
    if (ancestors.has(v)) {
      report({ code: "cyclic", path: p });
      return undefined;
    }
    if (d > DOCUMENT_LIMITS.maxDepth) {
      report({ code: "too-deep", path: p, expected: `at most ${DOCUMENT_LIMITS.maxDepth} levels of objects and arrays, counting the document` });
      return undefined;
    }
    if (Array.isArray(v)) {
      const elements = arrayElements(v, p, report);
      if (elements === undefined) return undefined;
      return { entries: elements.map((e, i) => [String(i), e] as const), copy: new Array<unknown>(elements.length), source: v, path: p, depth: d, next: 0 };
    }
    if (!isPlainObject(v)) {
      report({ code: "not-json", path: p, expected: "a JSON value: null, a boolean, a number, a string, an array or a plain object", found: describeObject(v) });
      return undefined;
    }
    const entries = dataEntries(v, p, report);
    if (entries === undefined) return undefined;
    return { entries, copy: {}, source: v, path: p, depth: d, next: 0 };
  };

  if (typeof value !== "object" || value === null) {
    position.path = path;
    return primitive(value, path, report);
  }
  const ancestors = new Set<object>();
  const root = open(value, path, depth, ancestors);
  if (root === undefined) return undefined;
  const stack: Frame[] = [root];
  ancestors.add(value);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next >= frame.entries.length) {
      stack.pop();
      ancestors.delete(frame.source);
      continue;
    }
    const [key, child] = frame.entries[frame.next++]!;
    const isArray = Array.isArray(frame.copy);
    const childPath = pointerJoin(frame.path, key);
    if (child === undefined && !isArray) continue; // JSON drops it
    if (typeof child !== "object" || child === null) {
      position.path = childPath;
      const kept = primitive(child, childPath, report);
      if (kept === undefined) return undefined;
      if (isArray) (frame.copy as unknown[])[Number(key)] = kept.value;
      else setOwn(frame.copy as Record<string, unknown>, key, kept.value);
      continue;
    }
    const next = open(child, childPath, frame.depth + 1, ancestors);
    if (next === undefined) return undefined;
    if (isArray) (frame.copy as unknown[])[Number(key)] = next.copy;
    else setOwn(frame.copy as Record<string, unknown>, key, next.copy);
    stack.push(next);
    ancestors.add(child);
  }
  return { ok: true, value: root.copy };
}

/** What an exception thrown while reading a value says, in a few words (never throws itself). */
export function thrownText(error: unknown): string {
  try {
    if (error instanceof Error && typeof error.message === "string") return `${error.name}: ${error.message.slice(0, 200)}`;
  } catch {
    // a hostile error object: say nothing more
  }
  return "an exception";
}
