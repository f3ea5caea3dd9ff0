import { Type, type TSchema } from "typebox";
import { QUERY_LIMITS } from "../limits/query-limits.js";
import { ISO_DATE_PATTERN } from "../values/iso-date.js";
import type { SchemaContext } from "./schema-context.js";

/** The JSON types a `term` value or a `range` bound takes, by the field's kind. */
export type ValueType = "string" | "integer" | "number" | "date" | "boolean";

/** A `q`, `filter`, `text` or `strict` string: at most `maxQueryStringLength` characters. Shared as `$defs/string`. */
export const queryString = (ctx: SchemaContext): TSchema =>
  ctx.shared("string", () => ({ type: "string", maxLength: QUERY_LIMITS.maxQueryStringLength }));

/** A term value or string range bound: at most `maxTermLength` characters. */
export const stringValue = (): TSchema => Type.String({ maxLength: QUERY_LIMITS.maxTermLength });

/** An integer the engine can hold exactly (a safe integer; the parser also names the int64 range). Shared as `$defs/integer`. */
export const integerValue = (ctx: SchemaContext): TSchema =>
  ctx.shared("integer", () => ({ type: "integer", minimum: -QUERY_LIMITS.maxSafeInteger, maximum: QUERY_LIMITS.maxSafeInteger }));

/** An ISO 8601 date or date-time string (the parser also checks that it is a real date). Shared as `$defs/date`. */
export const dateValue = (ctx: SchemaContext): TSchema => ctx.shared("date", () => ({ type: "string", pattern: ISO_DATE_PATTERN }));

/** The schema of a value of one {@link ValueType}. */
export function valueSchema(ctx: SchemaContext, type: ValueType): TSchema {
  switch (type) {
    case "string":
      return stringValue();
    case "integer":
      return integerValue(ctx);
    case "number":
      return Type.Number();
    case "date":
      return dateValue(ctx);
    case "boolean":
      return Type.Boolean();
  }
}

/** A point `{lat, lng}` in degrees. */
export const geoPointValue = (): TSchema =>
  Type.Object(
    { lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) },
    { additionalProperties: false },
  );

/** `boost`: a non-negative multiplier of a node's score (default 1). */
export const boost = () => Type.Optional(Type.Number({ minimum: 0 }));

/** A non-negative number (weights). */
export const nonNegative = () => Type.Number({ minimum: 0 });

/** A reference to any query node. */
export const nodeRef = () => Type.Ref("#/$defs/node");

/** A reference to any score function. */
export const functionRef = () => Type.Ref("#/$defs/function");

/** Options closing an object: no other property, and a description only where the shape cannot say it (most nodes need none). */
export const closed = (description?: string) =>
  description === undefined ? ({ additionalProperties: false } as const) : ({ additionalProperties: false, description } as const);

/** One of a fixed list of strings, as a plain `enum`. */
export const stringEnum = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ enum: [...values] });

/** A fixed value, written as a bare `const` (the value's JSON type says the rest). */
export const literal = <const T extends string | number>(value: T, options: { description?: string } = {}) =>
  Type.Unsafe<T>({ const: value, ...options });
