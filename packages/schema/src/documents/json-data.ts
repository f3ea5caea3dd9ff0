import { pointerJoin } from "../document/definition-error.js";
import { DOCUMENT_LIMITS } from "../limits/document-limits.js";

/**
 * Reading values a snapshot must hold as JSON, exactly: what `JSON.stringify` then `JSON.parse`
 * gives back unchanged. Objects are read through their property descriptors, so a getter is never
 * called; a value that JSON would change (a `Date`, `NaN`, a bigint, an array hole, …) is refused
 * rather than silently turned into something else. Paths are built only for a problem.
 */

/** Why a value is not JSON data: a `not-json`, `too-deep` or `cyclic` problem at `path`. */
export interface JsonProblem {
  readonly code: "not-json" | "too-deep" | "cyclic";
  readonly path: string;
  readonly expected?: string;
  /** What was found, in words. */
  readonly found?: string;
}

/** What {@link ValueReader.primitive} and {@link ValueReader.property} return for a value JSON cannot hold (a problem was reported). */
export const INVALID: unique symbol = Symbol("invalid");
const OBJECT_PROTOTYPE = Object.prototype;
const ARRAY_PROTOTYPE = Array.prototype;
const getDescriptor = Object.getOwnPropertyDescriptor;
const NOT_PLAIN = "a JSON value: null, a boolean, a number, a string, an array or a plain object";
const NO_HOLES = "an array of values with no holes and no other properties";

/** True for an object whose prototype is `Object.prototype` or null (not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === OBJECT_PROTOTYPE || proto === null;
}

/** What a non-JSON object is, in words: `a Date`, `a Map`, `a Point`. */
function describeObject(value: object): string {
  const proto = Object.getPrototypeOf(value) as object | null;
  const ctor: unknown = proto === null ? undefined : getDescriptor(proto, "constructor")?.value;
  const name = typeof ctor === "function" && typeof ctor.name === "string" && ctor.name !== "" ? ctor.name : undefined;
  if (name === undefined) return "an object that is not plain";
  return /^[AEIO]/.test(name) ? `an ${name}` : `a ${name}`;
}

/**
 * Reads the values of one document. `segments` is the path being read (a stack: pushed going in,
 * popped coming out), so a problem, or an exception a Proxy throws, can be placed; the JSON Pointer
 * is made only then.
 */
export class ValueReader {
  readonly segments: (string | number)[] = [];

  constructor(private readonly report: (problem: JsonProblem) => void) {}

  /** Ready to read another document. */
  reset(): void {
    this.segments.length = 0;
  }

  /** The JSON Pointer of the value being read. */
  path(): string {
    let path = "";
    for (const s of this.segments) path = pointerJoin(path, s);
    return path;
  }

  private problem(code: JsonProblem["code"], expected?: string, found?: string): undefined {
    this.report({ code, path: this.path(), ...(expected === undefined ? {} : { expected }), ...(found === undefined ? {} : { found }) });
    return undefined;
  }

  /** The own enumerable string keys of an object or array (`Object.keys`), or undefined (a problem reported) when it has a symbol key, which JSON would drop. */
  keysOf(value: object): string[] | undefined {
    const symbols = Object.getOwnPropertySymbols(value);
    if (symbols.length > 0)
      return this.problem("not-json", "an object with string keys (JSON drops symbol keys)", `the symbol key ${String(symbols[0])}`);
    return Object.keys(value);
  }

  /** The value of own property `key` (on `segments` already) read through its descriptor, or {@link INVALID} (a problem reported) for a getter or setter. */
  property(value: object, key: string | number): unknown {
    const descriptor = getDescriptor(value, key);
    if (descriptor === undefined) return undefined; // only a Proxy lists a key it then does not have
    if ("value" in descriptor) return descriptor.value;
    this.problem("not-json", "a data property", "a getter or setter");
    return INVALID;
  }

  /**
   * Calls `visit` with each own enumerable property of an object, read through its descriptor (a
   * getter is never called). A symbol key or an accessor is a problem: false is returned. The key
   * is on `segments` while `visit` runs.
   */
  properties(value: object, visit: (key: string, value: unknown) => boolean): boolean {
    const keys = this.keysOf(value);
    if (keys === undefined) return false;
    const segments = this.segments;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      segments.push(key);
      const v = this.property(value, key);
      const ok = v !== INVALID && visit(key, v);
      segments.pop();
      if (!ok) return false;
    }
    return true;
  }

  /** Whether `value` is a plain array with no holes and no properties but its indices (a problem reported if not). */
  private plainArray(value: readonly unknown[]): boolean {
    if (Object.getPrototypeOf(value) !== ARRAY_PROTOTYPE) return this.problem("not-json", "a plain array", describeObject(value)) ?? false;
    const keys = this.keysOf(value);
    if (keys === undefined) return false;
    const length = value.length;
    // Object.keys lists the indices in order, then other names.
    if (keys.length === length && (length === 0 || keys[length - 1] === String(length - 1))) return true;
    for (let i = 0; i < length; i++)
      if (keys[i] !== String(i)) {
        if (!Object.hasOwn(value, i)) return this.problem("not-json", NO_HOLES, `an array with a hole at ${i}`) ?? false;
        break;
      }
    const extra = keys.find((k) => !(/^(0|[1-9][0-9]*)$/.test(k) && Number(k) < length));
    return this.problem("not-json", NO_HOLES, `an array with the property ${JSON.stringify(extra ?? "")}`) ?? false;
  }

  /**
   * The elements of an array, read through descriptors: a plain array with no holes, no getters and
   * no properties but its indices. Undefined (a problem reported) otherwise.
   */
  elements(value: readonly unknown[]): unknown[] | undefined {
    if (!this.plainArray(value)) return undefined;
    const length = value.length;
    const out = new Array<unknown>(length);
    const segments = this.segments;
    for (let i = 0; i < length; i++) {
      segments.push(i);
      const v = this.property(value, i);
      segments.pop();
      if (v === INVALID) return undefined;
      out[i] = v;
    }
    return out;
  }

  /** A primitive as JSON keeps it (`-0` as `0`), or {@link INVALID} with a problem. `undefined` itself is a problem here (in an array JSON would write null). */
  private primitive(value: unknown): unknown {
    switch (typeof value) {
      case "string":
      case "boolean":
        return value;
      case "number":
        if (Number.isFinite(value)) return value === 0 ? 0 : value;
        this.problem("not-json", "a finite number (JSON has no NaN or Infinity)", `the number ${String(value)}`);
        return INVALID;
      case "bigint":
        this.problem("not-json", "a JSON value (a bigint cannot be saved: use a number or a string)", `the bigint ${String(value)}n`);
        return INVALID;
      case "undefined":
        this.problem("not-json", "a JSON value (JSON would write undefined in an array as null)", "undefined");
        return INVALID;
      case "symbol":
      case "function":
        this.problem("not-json", "a JSON value", `a ${typeof value}`);
        return INVALID;
      default:
        return value === null ? null : INVALID;
    }
  }

  /**
   * A copy of `value` (the value at `segments`) made of fresh plain objects and arrays, equal to
   * `JSON.parse(JSON.stringify(value))`, or undefined after reporting why `value` is not JSON data:
   * a value JSON cannot hold or would change, nesting past `DOCUMENT_LIMITS.maxDepth` (`depth` is the
   * level of `value` if it is a container: 2 for a property of a document), or a cycle. Iterative: a
   * value nested 100,000 deep is refused without deep recursion. With `freeze`, every object and
   * array of the copy is frozen.
   */
  copy(value: unknown, depth: number, freeze = false): { value: unknown } | undefined {
    if (typeof value !== "object" || value === null) {
      const p = this.primitive(value);
      return p === INVALID ? undefined : { value: p };
    }
    const segments = this.segments;
    const base = segments.length;
    const fail = (): undefined => {
      segments.length = base;
      return undefined;
    };
    const root = this.open(value, depth, undefined);
    if (root === undefined) return undefined;
    let frame: Frame | undefined = root;
    while (frame !== undefined) {
      const keys: readonly string[] | undefined = frame.keys;
      if (frame.next >= frame.length) {
        if (freeze) Object.freeze(frame.copy);
        frame = frame.parent;
        if (segments.length > base) segments.pop();
        continue;
      }
      const i = frame.next++;
      const key = keys === undefined ? i : keys[i]!;
      segments.push(key);
      const child = this.property(frame.source, key);
      if (child === INVALID) return fail();
      if (child === undefined && keys !== undefined) {
        segments.pop(); // JSON drops it
        continue;
      }
      let kept: unknown;
      let next: Frame | undefined;
      if (typeof child !== "object" || child === null) {
        kept = this.primitive(child);
        if (kept === INVALID) return fail();
        segments.pop();
      } else {
        next = this.open(child, frame.depth + 1, frame);
        if (next === undefined) return fail();
        kept = next.copy;
      }
      if (keys === undefined) (frame.copy as unknown[])[i] = kept;
      else setOwn(frame.copy as Record<string, unknown>, key as string, kept);
      if (next !== undefined) frame = next; // its key stays on segments until it is done
    }
    return { value: root.copy };
  }

  /** Opens a container to copy, checking depth, cycles and kind. */
  private open(value: object, depth: number, parent: Frame | undefined): Frame | undefined {
    for (let f = parent; f !== undefined; f = f.parent) if (f.source === value) return this.problem("cyclic");
    if (depth > DOCUMENT_LIMITS.maxDepth)
      return this.problem("too-deep", `at most ${DOCUMENT_LIMITS.maxDepth} levels of objects and arrays, counting the document`);
    if (Array.isArray(value)) {
      if (!this.plainArray(value)) return undefined;
      return { parent, source: value, depth, keys: undefined, length: value.length, copy: new Array<unknown>(value.length), next: 0 };
    }
    if (!isPlainObject(value)) return this.problem("not-json", NOT_PLAIN, describeObject(value));
    const keys = this.keysOf(value);
    return keys === undefined ? undefined : { parent, source: value, depth, keys, length: keys.length, copy: {}, next: 0 };
  }
}

/** A container being copied: its keys (undefined for an array, read by index), how many, the next to read, and its copy. */
interface Frame {
  readonly parent: Frame | undefined;
  readonly source: object;
  readonly depth: number;
  readonly keys: readonly string[] | undefined;
  readonly length: number;
  readonly copy: unknown[] | Record<string, unknown>;
  next: number;
}

/** Sets `key` on a fresh object, as an own property even when it is `__proto__` (as `JSON.parse` does). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
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
