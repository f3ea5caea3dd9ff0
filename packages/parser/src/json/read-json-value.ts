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
 */
export function readJsonValue(input: unknown, limits: JsonReadLimits = DEFAULT_JSON_LIMITS): JsonReadResult {
  const walker = new ValueWalker(limits);
  try {
    return { ok: true, value: walker.read(input, 0) };
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

class ValueWalker {
  values = 0;
  size = 0;
  readonly tokens: (string | number)[] = [];
  readonly ancestors = new Set<object>();

  constructor(readonly limits: JsonReadLimits) {}

  problem(code: string, expected: string, found: string): ProblemData {
    return { code, path: pointerOf(this.tokens), expected, found };
  }

  stop(code: string, expected: string, found: string): never {
    throw new ValueStop(this.problem(code, expected, found));
  }

  grow(by: number): void {
    this.size += by;
    if (this.size > this.limits.maxInputLength) {
      this.stop("input-too-long", `arguments of at most ${this.limits.maxInputLength} characters as JSON text`, "a larger value");
    }
  }

  read(input: unknown, depth: number): JsonValue {
    if (++this.values > this.limits.maxValues) this.stop("json-too-large", `at most ${this.limits.maxValues} values`, "more");
    switch (typeof input) {
      case "string":
        this.grow(input.length + 2);
        return input;
      case "boolean":
        this.grow(5);
        return input;
      case "number":
        if (!Number.isFinite(input)) this.stop("unsupported-value", "a finite number (JSON has no NaN or Infinity)", String(input));
        this.grow(8);
        return input;
      case "bigint":
        this.grow(20);
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
      this.grow(4);
      return null;
    }
    const object = input as object;
    if (depth + 1 > this.limits.maxDepth) this.stop("json-too-deep", `at most ${this.limits.maxDepth} nested objects and arrays`, "deeper nesting");
    if (this.ancestors.has(object)) this.stop("unsupported-value", "a tree of plain JSON values", "a cycle (an object that contains itself)");
    this.ancestors.add(object);
    const result = Array.isArray(object) ? this.readArray(object, depth + 1) : this.readObject(object, depth + 1);
    this.ancestors.delete(object);
    return result;
  }

  readArray(array: readonly unknown[], depth: number): JsonValue {
    const length = array.length;
    if (length > this.limits.maxValues) this.stop("json-too-large", `at most ${this.limits.maxValues} values`, `an array of ${length} items`);
    this.grow(2);
    const out: JsonValue[] = [];
    for (let i = 0; i < length; i++) {
      this.tokens.push(i);
      const descriptor = Object.getOwnPropertyDescriptor(array, i);
      if (descriptor === undefined) this.stop("unsupported-value", "an array without holes", "a missing item (a sparse array)");
      if (descriptor.get !== undefined || descriptor.set !== undefined) this.stop("unsupported-value", "a plain data value", "an accessor property (a getter), which is never called");
      out.push(this.read(descriptor.value, depth));
      this.grow(1);
      this.tokens.pop();
    }
    return out;
  }

  readObject(object: object, depth: number): JsonValue {
    const proto: unknown = Object.getPrototypeOf(object);
    if (proto !== Object.prototype && proto !== null) {
      this.stop("unsupported-value", "a plain object", `an instance of ${constructorName(proto)}`);
    }
    this.grow(2);
    const out: Record<string, JsonValue> = newJsonObject();
    for (const key of Object.keys(object)) {
      this.tokens.push(key);
      const descriptor = Object.getOwnPropertyDescriptor(object, key);
      if (descriptor !== undefined) {
        if (descriptor.get !== undefined || descriptor.set !== undefined) this.stop("unsupported-value", "a plain data property", "an accessor property (a getter), which is never called");
        if (descriptor.value !== undefined) {
          this.grow(key.length + 4);
          out[key] = this.read(descriptor.value, depth);
        }
      }
      this.tokens.pop();
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
