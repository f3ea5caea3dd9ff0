import type { ProblemData } from "../errors/messages.js";
import { newJsonObject, type JsonValue } from "./json-value.js";
import { pointerOf } from "./pointer.js";
import { DEFAULT_JSON_LIMITS, type JsonReadLimits, type JsonReadResult } from "./read-json-text.js";

class ValueStop {
  constructor(readonly problem: ProblemData) {}
}

/**
 * Reads an already parsed value (from `JSON.parse` or built in code) into the same form as JSON
 * text gives, under the same bounds: nesting depth, value count, and size (about what the value's
 * JSON text would take). Anything JSON cannot hold is a problem, never a crash: cycles, accessor
 * properties (getters are never called), holes in arrays, `undefined` array items, functions,
 * symbols, NaN and infinities, and objects that are not plain (class instances, Dates, Maps,
 * proxies that throw). Properties whose value is `undefined` are absent, as `JSON.stringify` has it.
 *
 * An object's properties are read through their own descriptors (never `obj[key]`, which would run
 * a getter or a proxy's `get` trap); an array's items once they are known to be own data properties
 * (see `ValueWalker.item`). The copy is made of objects that inherit nothing.
 */
export function readJsonValue(input: unknown, limits: JsonReadLimits = DEFAULT_JSON_LIMITS): JsonReadResult {
  const walker = new ValueWalker(limits);
  try {
    return { ok: true, value: walker.read(input) };
  } catch (error) {
    if (error instanceof ValueStop) return { ok: false, problems: [error.problem] };
    return { ok: false, problems: [walker.problem("unsupported-value", "a plain JSON value", `a value that threw when read (${safeMessage(error)})`)] };
  }
}

function safeMessage(error: unknown): string {
  try {
    const message = error instanceof Error ? error.message : String(error);
    return message.length > 80 ? `${message.slice(0, 80)}…` : message;
  } catch {
    return "unknown error";
  }
}

/** How many of the outermost ancestors are found by scanning (see `ValueWalker.open`). */
const SCANNED_ANCESTORS = 8;

type Lookup = ((this: object, key: PropertyKey) => unknown) | undefined;
const legacy = Object.prototype as unknown as { __lookupGetter__?: Lookup; __lookupSetter__?: Lookup };
/** `Object.prototype.__lookupGetter__` and `__lookupSetter__` as they were when this module loaded (undefined where a runtime lacks them: then descriptors are read). */
const lookupGetter: Lookup = typeof legacy.__lookupGetter__ === "function" ? legacy.__lookupGetter__ : undefined;
const lookupSetter: Lookup = typeof legacy.__lookupSetter__ === "function" ? legacy.__lookupSetter__ : undefined;

const ACCESSOR = "an accessor property (a getter), which is never called";

class ValueWalker {
  values = 0;
  size = 0;
  /** The path of the value being read, as reference tokens (a JSON Pointer is made only for a problem). */
  readonly tokens: (string | number)[] = [];
  /**
   * The objects and arrays being read, outermost first: the ancestors of the value being read, so
   * meeting one again is a cycle. Its length is the nesting depth. Calls nest a few levels, where
   * scanning a short array beats a Set (a Set per call cost a third of reading a typical call);
   * ancestors deeper than {@link SCANNED_ANCESTORS} are also kept in `deepOpen`, so a value nested
   * to `maxDepth` costs a Set lookup per container rather than a scan of every ancestor.
   */
  readonly open: object[] = [];
  deepOpen: Set<object> | undefined;
  readonly maxValues: number;
  readonly maxDepth: number;
  readonly maxSize: number;

  constructor(readonly limits: JsonReadLimits) {
    this.maxValues = limits.maxValues;
    this.maxDepth = limits.maxDepth;
    this.maxSize = limits.maxInputLength;
  }

  problem(code: string, expected: string, found: string): ProblemData {
    return { code, path: pointerOf(this.tokens), expected, found };
  }

  stop(code: string, expected: string, found: string): never {
    throw new ValueStop(this.problem(code, expected, found));
  }

  cycle(): never {
    return this.stop("unsupported-value", "a tree of plain JSON values", "a cycle (an object that contains itself)");
  }

  tooLong(): never {
    return this.stop("input-too-long", `arguments of at most ${this.maxSize} characters as JSON text`, "a larger value");
  }

  read(input: unknown): JsonValue {
    if (++this.values > this.maxValues) this.stop("json-too-large", `at most ${this.maxValues} values`, "more");
    switch (typeof input) {
      case "string":
        if ((this.size += input.length + 2) > this.maxSize) this.tooLong();
        return input;
      case "boolean":
        if ((this.size += 5) > this.maxSize) this.tooLong();
        return input;
      case "number":
        if (!Number.isFinite(input)) this.stop("unsupported-value", "a finite number (JSON has no NaN or Infinity)", String(input));
        if ((this.size += 8) > this.maxSize) this.tooLong();
        return input;
      case "bigint":
        if ((this.size += 20) > this.maxSize) this.tooLong();
        return input;
      case "undefined":
        return this.stop("unsupported-value", "a JSON value", "undefined");
      case "function":
        return this.stop("unsupported-value", "a JSON value", "a function");
      case "symbol":
        return this.stop("unsupported-value", "a JSON value", "a symbol");
      case "object":
        break;
    }
    if (input === null) {
      if ((this.size += 4) > this.maxSize) this.tooLong();
      return null;
    }
    const object = input as object;
    const open = this.open;
    if (open.length + 1 > this.maxDepth) this.stop("json-too-deep", `at most ${this.maxDepth} nested objects and arrays`, "deeper nesting");
    const depth = open.length;
    for (let i = Math.min(depth, SCANNED_ANCESTORS) - 1; i >= 0; i--) if (open[i] === object) this.cycle();
    if (depth >= SCANNED_ANCESTORS) {
      const deep = (this.deepOpen ??= new Set());
      if (deep.has(object)) this.cycle();
      deep.add(object);
    }
    open.push(object);
    const result = Array.isArray(object) ? this.readArray(object) : this.readObject(object);
    open.pop();
    if (depth >= SCANNED_ANCESTORS) this.deepOpen!.delete(object);
    return result;
  }

  readArray(array: readonly unknown[]): JsonValue {
    const length = array.length;
    if (length > this.maxValues) this.stop("json-too-large", `at most ${this.maxValues} values`, `an array of ${length} items`);
    if ((this.size += 2) > this.maxSize) this.tooLong();
    const tokens = this.tokens;
    const out: JsonValue[] = [];
    for (let i = 0; i < length; i++) {
      tokens.push(i);
      out.push(this.read(this.item(array, i)));
      if ((this.size += 1) > this.maxSize) this.tooLong();
      tokens.pop();
    }
    return out;
  }

  /**
   * Item `i` of an array, when it is an own data property; a hole or an accessor is a problem.
   * V8 answers `getOwnPropertyDescriptor` for an array index in its runtime, at several times the
   * cost of a named property's; `Object.hasOwn` with `__lookupGetter__` and `__lookupSetter__`
   * (which never call the accessor they find) tell the same apart at half the cost, and then the
   * item is an own data property, which reading runs no code for. (On a proxy over an array, the
   * read is its `get` trap, as `length` is; what it returns is checked like any other value.)
   */
  item(array: readonly unknown[], i: number): unknown {
    if (lookupGetter === undefined || lookupSetter === undefined) {
      const descriptor = Reflect.getOwnPropertyDescriptor(array, i);
      if (descriptor === undefined) this.stop("unsupported-value", "an array without holes", "a missing item (a sparse array)");
      if (descriptor.get !== undefined || descriptor.set !== undefined) this.stop("unsupported-value", "a plain data value", ACCESSOR);
      return descriptor.value;
    }
    if (!Object.hasOwn(array, i)) this.stop("unsupported-value", "an array without holes", "a missing item (a sparse array)");
    if (lookupGetter.call(array, i) !== undefined || lookupSetter.call(array, i) !== undefined) this.stop("unsupported-value", "a plain data value", ACCESSOR);
    return array[i];
  }

  readObject(object: object): JsonValue {
    const proto: unknown = Reflect.getPrototypeOf(object);
    if (proto !== Object.prototype && proto !== null) {
      this.stop("unsupported-value", "a plain object", `an instance of ${constructorName(proto)}`);
    }
    if ((this.size += 2) > this.maxSize) this.tooLong();
    const tokens = this.tokens;
    const out: Record<string, JsonValue> = newJsonObject();
    const keys = Object.keys(object);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      tokens.push(key);
      // Undefined when a proxy's keys and descriptors disagree: nothing to read.
      const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
      if (descriptor !== undefined) {
        if (descriptor.get !== undefined || descriptor.set !== undefined) this.stop("unsupported-value", "a plain data property", ACCESSOR);
        const value: unknown = descriptor.value;
        if (value !== undefined) {
          if ((this.size += key.length + 4) > this.maxSize) this.tooLong();
          out[key] = this.read(value);
        }
      }
      tokens.pop();
    }
    return out;
  }
}

function constructorName(proto: unknown): string {
  try {
    const descriptor = Object.getOwnPropertyDescriptor(proto as object, "constructor");
    const ctor: unknown = descriptor?.value;
    if (typeof ctor === "function" && typeof ctor.name === "string" && ctor.name !== "") return ctor.name.slice(0, 40);
  } catch {
    // fall through
  }
  return "a class";
}
