import { EXPECTED, type ProblemCode, type ProblemData } from "../errors/messages.js";
import { cutAtCodePoint } from "../values/string-length.js";
import { addItem, itemMark, release, takeItems } from "./item-stack.js";
import { newJsonObject, type JsonValue } from "./json-value.js";
import { getOwnDescriptor, getPrototypeOf, hasOwn, lookupGetter, lookupSetter } from "./own-property.js";
import { pointerOf } from "./pointer.js";
import { DEFAULT_JSON_LIMITS, type JsonReadLimits, type JsonReadResult } from "./read-json-text.js";

/**
 * Thrown for a problem and caught by `readJsonValue`. What reaches that catch may also be whatever
 * a caller's proxy threw, so a stop is recognised by a private brand: `#brand in value` runs no
 * proxy trap, where `instanceof` would run `getPrototypeOf`.
 */
class ValueStop {
  readonly #brand = true;
  constructor(readonly problem: ProblemData) {}
  static is(value: unknown): value is ValueStop {
    return typeof value === "object" && value !== null && #brand in value;
  }
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
  // The spare walker, when no read is under way (a proxy's trap may start one inside another).
  const walker = spare?.reset(limits) ?? new ValueWalker(limits);
  spare = undefined;
  const mark = itemMark();
  try {
    const value = walker.read(input);
    // Its lists are empty again after a whole read: it can serve the next call.
    spare = walker;
    return { ok: true, value };
  } catch (error) {
    release(mark);
    if (ValueStop.is(error)) return { ok: false, problems: [error.problem] };
    // A proxy's trap threw (or a revoked proxy was met). The thrown value is never read: it may be
    // a proxy itself. The path is where reading stopped.
    return {
      ok: false,
      problems: [
        walker.problem(
          "unreadable-value",
          "a plain JSON value",
          "a value that threw when read (a proxy whose trap throws, or a revoked proxy)",
        ),
      ],
    };
  }
}

/** A walker a finished read left, reused by the next: its two lists were most of a small call's garbage. */
let spare: ValueWalker | undefined;

/** How many of the outermost ancestors are found by scanning (see `ValueWalker.open`). */
const SCANNED_ANCESTORS = 8;

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
  maxValues: number;
  maxDepth: number;
  maxSize: number;

  constructor(limits: JsonReadLimits) {
    this.maxValues = limits.maxValues;
    this.maxDepth = limits.maxDepth;
    this.maxSize = limits.maxInputLength;
  }

  /** Ready for another read under `limits` (only called on a walker whose read ended whole). */
  reset(limits: JsonReadLimits): this {
    this.values = 0;
    this.size = 0;
    this.maxValues = limits.maxValues;
    this.maxDepth = limits.maxDepth;
    this.maxSize = limits.maxInputLength;
    return this;
  }

  problem(code: ProblemCode, expected: string, found: string): ProblemData {
    return { code, path: pointerOf(this.tokens), expected, found };
  }

  stop(code: ProblemCode, expected: string, found: string): never {
    throw new ValueStop(this.problem(code, expected, found));
  }

  cycle(): never {
    return this.stop("unsupported-value", EXPECTED.plainTree, "a cycle (an object that contains itself)");
  }

  tooLong(): never {
    return this.stop("input-too-long", EXPECTED.argumentsOfAtMost(this.maxSize), "a larger value");
  }

  read(input: unknown): JsonValue {
    if (++this.values > this.maxValues) this.stop("json-too-large", EXPECTED.atMostValues(this.maxValues), "more");
    switch (typeof input) {
      case "string":
        if ((this.size += input.length + 2) > this.maxSize) this.tooLong();
        return input;
      case "boolean":
        if ((this.size += 5) > this.maxSize) this.tooLong();
        return input;
      case "number":
        if (!Number.isFinite(input)) this.stop("unsupported-value", EXPECTED.finiteJsonNumber, String(input));
        if ((this.size += numberLength(input)) > this.maxSize) this.tooLong();
        return input;
      case "bigint":
        if ((this.size += 20) > this.maxSize) this.tooLong();
        return input;
      case "undefined":
        return this.stop("unsupported-value", EXPECTED.anyJsonValue, "undefined");
      case "function":
        return this.stop("unsupported-value", EXPECTED.anyJsonValue, "a function");
      case "symbol":
        return this.stop("unsupported-value", EXPECTED.anyJsonValue, "a symbol");
      case "object":
        break;
    }
    if (input === null) {
      if ((this.size += 4) > this.maxSize) this.tooLong();
      return null;
    }
    const object = input as object;
    const open = this.open;
    if (open.length + 1 > this.maxDepth) this.stop("json-too-deep", EXPECTED.atMostNesting(this.maxDepth), "deeper nesting");
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
    const length: unknown = array.length; // a proxy's get trap answers anything
    if (typeof length !== "number" || !(length >= 0 && length <= 0xffffffff) || Math.floor(length) !== length)
      this.stop("unsupported-value", EXPECTED.array, "an array-like value whose length is not an array length");
    if (length > this.maxValues) this.stop("json-too-large", EXPECTED.atMostValues(this.maxValues), `an array of ${length} items`);
    if ((this.size += 2) > this.maxSize) this.tooLong();
    const tokens = this.tokens;
    // Items go to the item stack, never through push (see item-stack.ts).
    const mark = itemMark();
    for (let i = 0; i < length; i++) {
      tokens.push(i);
      addItem(this.read(this.item(array, i)));
      if ((this.size += 1) > this.maxSize) this.tooLong();
      tokens.pop();
    }
    return takeItems<JsonValue>(mark);
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
      const descriptor = getOwnDescriptor(array, i);
      if (descriptor === undefined) this.stop("unsupported-value", EXPECTED.holelessArray, "a missing item (a sparse array)");
      if (isAccessor(descriptor)) this.stop("unsupported-value", EXPECTED.plainValue, ACCESSOR);
      return descriptor.value;
    }
    if (!hasOwn(array, i)) this.stop("unsupported-value", EXPECTED.holelessArray, "a missing item (a sparse array)");
    if (lookupGetter.call(array, i) !== undefined) this.stop("unsupported-value", EXPECTED.plainValue, ACCESSOR);
    const value = array[i];
    // An accessor without a getter reads as undefined (see `property`).
    if (value === undefined && lookupSetter.call(array, i) !== undefined) this.stop("unsupported-value", EXPECTED.plainValue, ACCESSOR);
    return value;
  }

  /**
   * Property `key` of an object, one of its own enumerable keys: its value when a data property,
   * undefined when absent (a proxy whose keys and descriptors disagree); an accessor is a problem.
   * A descriptor per property was a third of what a typical call allocated, so where the runtime
   * has `__lookupGetter__` (which never calls the getter it finds) the property is read directly
   * once it has no getter: reading an own data property runs no code, and an own accessor without
   * a getter reads as undefined, which is when `__lookupSetter__` is asked. On a proxy the read is
   * its `get` trap, as for an array's items; what it returns is checked like any other value.
   */
  property(object: object, key: string): unknown {
    if (lookupGetter === undefined || lookupSetter === undefined) {
      const descriptor = getOwnDescriptor(object, key);
      if (descriptor === undefined) return undefined;
      if (isAccessor(descriptor)) this.stop("unsupported-value", EXPECTED.plainProperty, ACCESSOR);
      return descriptor.value;
    }
    if (lookupGetter.call(object, key) !== undefined) this.stop("unsupported-value", EXPECTED.plainProperty, ACCESSOR);
    const value: unknown = (object as Record<string, unknown>)[key];
    if (value === undefined && lookupSetter.call(object, key) !== undefined)
      this.stop("unsupported-value", EXPECTED.plainProperty, ACCESSOR);
    return value;
  }

  readObject(object: object): JsonValue {
    const proto: unknown = getPrototypeOf(object);
    if (proto !== Object.prototype && proto !== null) {
      this.stop("unsupported-value", EXPECTED.plainObject, `an instance of ${constructorName(proto)}`);
    }
    if ((this.size += 2) > this.maxSize) this.tooLong();
    const tokens = this.tokens;
    const out: Record<string, JsonValue> = newJsonObject();
    // Own enumerable string keys, as JSON.stringify reads them (symbol keys are never read).
    const keys = Object.keys(object);
    if (keys.length > this.maxValues)
      this.stop("json-too-large", EXPECTED.atMostValues(this.maxValues), `an object of ${keys.length} properties`);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      tokens.push(key);
      const value = this.property(object, key);
      if (value !== undefined) {
        if ((this.size += key.length + 4) > this.maxSize) this.tooLong();
        out[key] = this.read(value);
      }
      tokens.pop();
    }
    return out;
  }
}

function constructorName(proto: unknown): string {
  try {
    const descriptor = getOwnDescriptor(proto as object, "constructor");
    const ctor: unknown = descriptor !== undefined && hasOwn(descriptor, "value") ? descriptor.value : undefined;
    const name = typeof ctor === "function" ? getOwnDescriptor(ctor, "name") : undefined;
    if (name !== undefined && hasOwn(name, "value") && typeof name.value === "string" && name.value !== "")
      return cutAtCodePoint(name.value, 40);
  } catch {
    // fall through
  }
  return "a class";
}

/**
 * Whether a property descriptor is an accessor's. A descriptor is an ordinary object, so `d.get`
 * of a data property's descriptor reads `Object.prototype.get`: the fast test reads the fields,
 * and only when one is defined are they checked to be the descriptor's own (a polluted
 * `Object.prototype` cannot make a data property look like an accessor, nor the reverse).
 */
function isAccessor(d: PropertyDescriptor): boolean {
  return (d.get !== undefined || d.set !== undefined) && (hasOwn(d, "get") || hasOwn(d, "set"));
}

/** About how long a number is as JSON text: exact for small integers (most numbers of a call), generous for the rest. */
function numberLength(n: number): number {
  const sign = n < 0 ? 1 : 0;
  const magnitude = n < 0 ? -n : n;
  if (!Number.isInteger(magnitude) || magnitude >= 1000) return 8;
  return sign + (magnitude < 10 ? 1 : magnitude < 100 ? 2 : 3);
}
