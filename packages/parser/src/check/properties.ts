import { KEYWORD_SUB_FIELD_SUFFIX } from "@oneindex/schema";
import { FIELD_USES, keywordSubFieldOf, nearestName, pointerJoin } from "@oneindex/schema/internal";
import { aFieldOf, EXPECTED, HINTS, listNames, quote, type ProblemData } from "../errors/messages.js";
import { isJsonArray, isJsonObject, type JsonArray, type JsonObject, type JsonValue } from "../json/json-value.js";
import { describeValue } from "../values/describe-value.js";
import type { CheckContext } from "./context.js";
import { kindsTakingField, NODE_FIELD_USES, type NodeTypeName } from "./doc-info.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";
import { addItem, itemMark, takeItems } from "../json/item-stack.js";
import { longerThan, stringLength } from "../values/string-length.js";

/** A property that was present but wrong (already reported). */
export const INVALID: unique symbol = Symbol("invalid");
/** What reading a property gives: its value, undefined when absent, or {@link INVALID}. */
export type Got = JsonValue | undefined | typeof INVALID;

/** An Elasticsearch habit: the name to use instead, and a hint. */
export interface Habit {
  readonly use: string;
  readonly hint: string;
}

/** The JSON Pointer of a property or item (tokens without `~` or `/` need no escaping: the fast path). */
export const at = (path: string, key: string | number): string =>
  typeof key === "number" || (key.indexOf("~") < 0 && key.indexOf("/") < 0) ? `${path}/${key}` : pointerJoin(path, key);

/**
 * Reads one property, applying the `nulls` option: with `nulls: "absent"` a null is absent; by
 * default a null is reported (`null-not-allowed`) and the property counts as invalid.
 *
 * This and the `read…` helpers below take the property's value, not the object: callers write
 * `readString(ctx, obj.text, "text", path, …)`, so each load is a named one at its own call site,
 * which V8 caches per node kind (a shared `obj[key]` in here would see every shape and every key,
 * and cost several times as much). `key` and `path` only name the property in problems.
 */
export function prop(ctx: CheckContext, value: JsonValue | undefined, key: string, path: string, expected: string): Got {
  return value !== null ? value : nullProperty(ctx, path, key, expected);
}

/** What a property that is null reads as (see {@link prop}): absent with `nulls: "absent"`, else reported and invalid. */
export function nullProperty(ctx: CheckContext, path: string, key: string, expected: string): undefined | typeof INVALID {
  if (ctx.options.nulls === "absent") return undefined;
  ctx.report({ code: "null-not-allowed", path: at(path, key), expected, found: "null" });
  return INVALID;
}

/** Reports every property of `obj` not in `allowed`, with the nearest allowed name (or an Elasticsearch habit's). */
export function checkKeys(
  ctx: CheckContext,
  obj: JsonObject,
  path: string,
  allowed: ReadonlySet<string>,
  habits?: Readonly<Record<string, Habit>>,
): void {
  for (const key in obj) {
    if (allowed.has(key)) continue;
    if (ctx.options.nulls === "absent" && obj[key] === null) continue;
    if (ctx.full) {
      ctx.report({ code: "unknown-property", path }); // counted only: no suggestion to compute
      continue;
    }
    const habit = habits !== undefined && Object.hasOwn(habits, key) ? habits[key] : undefined;
    const list = [...allowed];
    const suggestion = habit !== undefined && allowed.has(habit.use) ? habit.use : nearestName(key, list);
    const problem: ProblemData = { code: "unknown-property", path: at(path, key), expected: listNames(list, 20), found: quote(key) };
    ctx.report({
      ...problem,
      ...(suggestion !== undefined ? { suggestion } : {}),
      ...(habit !== undefined && allowed.has(habit.use) ? { hint: habit.hint } : {}),
    });
  }
}

/** Reports a required property that is absent. */
export function missing(ctx: CheckContext, path: string, key: string, what: string): void {
  ctx.report({ code: "missing-property", path: at(path, key), expected: EXPECTED.property(key, what) });
}

function wrongType(ctx: CheckContext, path: string, expected: string, value: JsonValue, hint?: string): void {
  ctx.report({ code: "wrong-type", path, expected, found: describeValue(value), ...(hint !== undefined ? { hint } : {}) });
}

const NUMERIC_TEXT = /^\s*[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\s*$/;

/** A hint for a number or boolean sent as a string: `send 42 without quotes`. */
export function quotedScalarHint(value: JsonValue, want: "number" | "boolean"): string | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  if (want === "number" && NUMERIC_TEXT.test(value)) return HINTS.withoutQuotes(value.trim());
  if (want === "boolean" && (value === "true" || value === "false")) return HINTS.withoutQuotes(value);
  return undefined;
}

/** Whether a property must be given: a missing one is reported only when `required` (default false). */
export interface Presence {
  readonly required?: boolean;
}

/** How {@link readString} reads a property. */
export interface StringSpec extends Presence {
  readonly maxLength: number;
  /** What the string is, for `expected` (default `a string`). */
  readonly what?: string;
}

/** Reads a string property of at most `maxLength` characters. */
export function readString(ctx: CheckContext, raw: JsonValue | undefined, key: string, path: string, spec: StringSpec): string | undefined {
  const { required = false, maxLength, what = EXPECTED.string } = spec;
  const value = prop(ctx, raw, key, path, what);
  if (value === INVALID) return undefined;
  if (value === undefined) {
    if (required) missing(ctx, path, key, what);
    return undefined;
  }
  if (typeof value !== "string") {
    wrongType(ctx, at(path, key), what, value);
    return undefined;
  }
  if (longerThan(value, maxLength)) {
    ctx.report({
      code: "too-long",
      path: at(path, key),
      expected: EXPECTED.atMostCharacters(maxLength),
      found: `${stringLength(value)} characters`,
    });
    return undefined;
  }
  return value;
}

/** Reads a boolean property. */
export function readBoolean(ctx: CheckContext, raw: JsonValue | undefined, key: string, path: string): boolean | undefined {
  const value = prop(ctx, raw, key, path, EXPECTED.boolean);
  if (value === INVALID || value === undefined) return undefined;
  if (typeof value !== "boolean") {
    wrongType(ctx, at(path, key), EXPECTED.boolean, value, quotedScalarHint(value, "boolean"));
    return undefined;
  }
  return value;
}

/** Bounds of a number property. */
export interface NumberBounds {
  readonly min?: number;
  readonly max?: number;
  readonly exclusiveMin?: number;
  readonly exclusiveMax?: number;
}

function boundsText(b: NumberBounds): string {
  const parts: string[] = [];
  if (b.min !== undefined) parts.push(`≥ ${b.min}`);
  if (b.exclusiveMin !== undefined) parts.push(`> ${b.exclusiveMin}`);
  if (b.max !== undefined) parts.push(`≤ ${b.max}`);
  if (b.exclusiveMax !== undefined) parts.push(`< ${b.exclusiveMax}`);
  return parts.join(" and ");
}

/** Whether `n` is a finite number (an integer when `integer`) within `bounds`: the fast path of the checks below. */
function inBounds(n: number, bounds: NumberBounds, integer: boolean): boolean {
  return (
    Number.isFinite(n) &&
    (!integer || Number.isInteger(n)) &&
    (bounds.min === undefined || n >= bounds.min) &&
    (bounds.max === undefined || n <= bounds.max) &&
    (bounds.exclusiveMin === undefined || n > bounds.exclusiveMin) &&
    (bounds.exclusiveMax === undefined || n < bounds.exclusiveMax)
  );
}

/** What a number must be: within `bounds`, and an integer when `integer` (default false). */
export interface NumberSpec {
  readonly bounds: NumberBounds;
  readonly integer?: boolean;
}

/** Checks a number (finite, within bounds); reports at `path` and returns undefined when it is not one. */
export function checkNumber(ctx: CheckContext, value: JsonValue, path: string, spec: NumberSpec): number | undefined {
  const { bounds, integer = false } = spec;
  if (typeof value === "number" && inBounds(value, bounds, integer)) return value; // below, each way of failing is worded
  let n: number;
  const kind = integer ? EXPECTED.integer : EXPECTED.number;
  const range = boundsText(bounds);
  const expected = range === "" ? kind : `${kind} ${range}`;
  if (typeof value === "bigint") {
    if (integer) {
      ctx.report({ code: "out-of-range", path, expected, found: describeValue(value) });
      return undefined;
    }
    n = Number(value);
  } else if (typeof value === "number") {
    n = value;
  } else {
    wrongType(ctx, path, expected, value, quotedScalarHint(value, "number"));
    return undefined;
  }
  if (!Number.isFinite(n)) {
    ctx.report({ code: "not-finite", path, expected: EXPECTED.finite(integer), found: describeValue(n) });
    return undefined;
  }
  if (integer && !Number.isInteger(n)) {
    wrongType(ctx, path, expected, value);
    return undefined;
  }
  if (
    (bounds.min !== undefined && n < bounds.min) ||
    (bounds.max !== undefined && n > bounds.max) ||
    (bounds.exclusiveMin !== undefined && n <= bounds.exclusiveMin) ||
    (bounds.exclusiveMax !== undefined && n >= bounds.exclusiveMax)
  ) {
    ctx.report({ code: "out-of-range", path, expected, found: describeValue(n) });
    return undefined;
  }
  return n;
}

/** Reads a number property; `integer` for integers. */
export function readNumber(
  ctx: CheckContext,
  raw: JsonValue | undefined,
  key: string,
  path: string,
  spec: NumberSpec & Presence,
): number | undefined {
  const { required = false, bounds, integer = false } = spec;
  const value = prop(ctx, raw, key, path, integer ? EXPECTED.integer : EXPECTED.number);
  if (value === INVALID) return undefined;
  if (value === undefined) {
    if (required) missing(ctx, path, key, integer ? EXPECTED.integer : EXPECTED.number);
    return undefined;
  }
  if (typeof value === "number" && inBounds(value, bounds, integer)) return value; // no path needed
  return checkNumber(ctx, value, at(path, key), spec);
}

/** No bounds: any finite number. */
export const UNBOUNDED: NumberBounds = {};

/** Bounds of numbers that are at least 0 (boosts, weights, offsets). */
export const NON_NEGATIVE: NumberBounds = { min: 0 };

/** Reads a `boost` (a number ≥ 0, default 1): `raw` is the node's `boost` property. */
export function readBoost(ctx: CheckContext, raw: JsonValue | undefined, path: string): number {
  return readNumber(ctx, raw, "boost", path, { bounds: NON_NEGATIVE }) ?? QUERY_DEFAULTS.boost;
}

/** Reads one of a fixed list of strings, with the nearest value for a misspelt one. */
export function readEnum<const T extends string>(
  ctx: CheckContext,
  raw: JsonValue | undefined,
  key: string,
  path: string,
  values: readonly T[],
): T | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === "string" && (values as readonly string[]).includes(raw)) return raw as T; // the fast path
  const expected = EXPECTED.oneOf(listNames(values));
  const value = raw !== null ? raw : nullProperty(ctx, path, key, expected);
  if (value === INVALID || value === undefined) return undefined;
  const suggestion = typeof value === "string" ? nearestName(value, values) : undefined;
  ctx.report({
    code: "not-an-enum-value",
    path: at(path, key),
    expected,
    found: describeValue(value),
    ...(suggestion !== undefined ? { suggestion } : {}),
  });
  return undefined;
}

/** How {@link readArray} reads a property. */
export interface ArraySpec extends Presence {
  /** Default 0. */
  readonly minItems?: number;
  readonly maxItems: number;
  /** What the items are, for `expected`: `an array of <what>`. */
  readonly what: string;
}

/** Reads an array property with at most `maxItems` (and at least `minItems`) items. */
export function readArray(
  ctx: CheckContext,
  raw: JsonValue | undefined,
  key: string,
  path: string,
  spec: ArraySpec,
): JsonArray | undefined {
  const { required = false, minItems = 0, maxItems, what } = spec;
  if (isJsonArray(raw) && raw.length <= maxItems && raw.length >= minItems) return raw; // the fast path
  if (raw === undefined && !required) return undefined; // absent and optional (a bool's unused clause lists): no wording made
  const expected = EXPECTED.arrayOf(what);
  const value = raw !== null ? raw : nullProperty(ctx, path, key, expected);
  if (value === INVALID) return undefined;
  if (value === undefined) {
    if (required) missing(ctx, path, key, expected);
    return undefined;
  }
  if (!isJsonArray(value)) {
    wrongType(ctx, at(path, key), expected, value);
    return undefined;
  }
  if (value.length > maxItems) {
    ctx.report({ code: "too-many-items", path: at(path, key), expected: EXPECTED.atMostItems(maxItems), found: `${value.length}` });
    return undefined;
  }
  if (value.length < minItems) {
    ctx.report({ code: "too-few-items", path: at(path, key), expected: EXPECTED.atLeastItems(minItems), found: `${value.length}` });
    return undefined;
  }
  return value;
}

/** Reads an object property; `what` says what it is, for `expected`. */
export function readObject(
  ctx: CheckContext,
  raw: JsonValue | undefined,
  key: string,
  path: string,
  spec: Presence & { readonly what: string },
): JsonObject | undefined {
  const { required = false, what } = spec;
  const value = prop(ctx, raw, key, path, what);
  if (value === INVALID) return undefined;
  if (value === undefined) {
    if (required) missing(ctx, path, key, what);
    return undefined;
  }
  if (!isJsonObject(value)) {
    wrongType(ctx, at(path, key), what, value);
    return undefined;
  }
  return value;
}

/**
 * Checks a field name for a node or function kind: an unknown field gets the nearest valid one; a
 * field of the wrong kind gets the kinds it takes and the fields this kind takes.
 */
export function checkFieldName(ctx: CheckContext, value: JsonValue, path: string, kind: string): string | undefined {
  const info = ctx.info;
  if (typeof value === "string" && info.nodeFieldSets.get(kind)?.has(value) === true) return value; // the fast path
  const fields = info.nodeFields.get(kind) ?? [];
  const expected = EXPECTED.fieldOfKind(kind, listNames(fields, 20));
  if (typeof value !== "string") {
    wrongType(ctx, path, expected, value);
    return undefined;
  }
  if (Object.hasOwn(info.doc.fields, value)) {
    const field = info.doc.fields[value]!;
    const takes = kindsTakingField(info, value).filter((k) => k !== "highlight");
    const found = `${JSON.stringify(value)} (${aFieldOf(field.kind)}${field.filterable || field.kind === "stored" ? "" : " that is not filterable"})`;
    const sub = keywordSubFieldOf(info.doc, value);
    if (sub !== undefined && info.nodeFieldSets.get(kind)?.has(sub) === true) {
      ctx.report({ code: "wrong-field-kind", path, expected, found, suggestion: sub, hint: HINTS.useKeywordSubField(value, sub) });
      return undefined;
    }
    // A field the kind takes at full detail but not at this one (compact's `term` over a number): the filter string compares it.
    const leftOutHere = (NODE_FIELD_USES[kind as NodeTypeName] ?? []).some((use) => FIELD_USES[use](field));
    const hint = leftOutHere
      ? HINTS.compareInFilter(value, kind)
      : takes.length > 0
        ? HINTS.fieldWorksWith(value, listNames(takes, 20))
        : HINTS.fieldNotQueryable(value);
    ctx.report({ code: "wrong-field-kind", path, expected, found, hint });
    return undefined;
  }
  const suggestion = nearestName(value, fields) ?? nearestName(value, info.allFields);
  const base = value.endsWith(KEYWORD_SUB_FIELD_SUFFIX) ? value.slice(0, -KEYWORD_SUB_FIELD_SUFFIX.length) : undefined;
  const hint =
    base !== undefined && Object.hasOwn(info.doc.fields, base) && info.doc.fields[base]!.kind === "text"
      ? HINTS.noKeywordSubField(base)
      : undefined;
  ctx.report({
    code: "unknown-field",
    path,
    expected,
    found: quote(value),
    ...(suggestion !== undefined ? { suggestion } : {}),
    ...(hint !== undefined ? { hint } : {}),
  });
  return undefined;
}

/** Reads a required `field` property for a node or function kind (`raw` is its value). */
export function readField(ctx: CheckContext, raw: JsonValue | undefined, path: string, kind: string, key = "field"): string | undefined {
  const value = prop(ctx, raw, key, path, EXPECTED.fieldName);
  if (value === INVALID) return undefined;
  if (value === undefined) {
    missing(ctx, path, key, EXPECTED.fieldToSearch(listNames(ctx.info.nodeFields.get(kind) ?? [], 20)));
    return undefined;
  }
  return checkFieldName(ctx, value, at(path, key), kind);
}

/** Reads an array of field names for a kind (`multiFieldTerm.fields`, `text.fields`, `highlight.fields`). Duplicates are allowed, as in the schema. */
export function readFieldList(
  ctx: CheckContext,
  raw: JsonValue | undefined,
  key: string,
  path: string,
  kind: string,
  spec: Presence & { readonly maxItems: number },
): string[] | undefined {
  // Its own spec object, not `{ ...spec, … }`: V8 clones a spread with added keys on a slow path,
  // which made this line most of a one-word call's parse time.
  const arraySpec: ArraySpec = { required: spec.required === true, minItems: 1, maxItems: spec.maxItems, what: EXPECTED.fieldNames };
  const items = readArray(ctx, raw, key, path, arraySpec);
  if (items === undefined) return undefined;
  const mark = itemMark();
  let ok = true;
  const allowed = ctx.info.nodeFieldSets.get(kind);
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    // A valid name needs no path: it is built only for a name to report.
    const name = typeof item === "string" && allowed?.has(item) === true ? item : checkFieldName(ctx, item, at(at(path, key), i), kind);
    if (name === undefined) ok = false;
    else addItem(name);
  }
  const out = takeItems<string>(mark);
  return ok ? out : undefined;
}
