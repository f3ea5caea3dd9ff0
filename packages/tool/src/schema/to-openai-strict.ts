import { dropAssertionCombinators, droppedNote, withNotes, type NoteOptions } from "./constraint-notes.js";
import { isSchema, literalType, type JsonSchema, type ObjectJsonSchema } from "./json-schema.js";
import { expandShorthands } from "./expand-shorthands.js";
import { mapSubschemas } from "./walk-schema.js";

/**
 * The keywords OpenAI's Structured Outputs (strict function calling) accepts, from its published
 * "Supported schemas" list: types string, number, boolean, integer, object, array, enum, anyOf;
 * string `pattern`, `format`; number `multipleOf`, `maximum`, `exclusiveMaximum`, `minimum`,
 * `exclusiveMinimum`; array `minItems`, `maxItems`; `$defs`/`$ref` (recursion allowed);
 * `description`. Everything else is dropped and, where it constrains, written into the description.
 */
export const OPENAI_STRICT_KEYWORDS: ReadonlySet<string> = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "anyOf",
  "enum",
  "const",
  "$ref",
  "$defs",
  "description",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
]);

/** The string formats OpenAI documents for strict mode. */
export const OPENAI_STRICT_FORMATS: ReadonlySet<string> = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
]);

/**
 * Rewrites a draft 2020-12 schema into OpenAI's strict subset: `oneOf` becomes `anyOf`, every
 * object lists all its properties in `required` and sets `additionalProperties: false`, optional
 * properties become nullable (`type: [T, "null"]`, or an `anyOf` with `{type: "null"}`), and
 * unsupported keywords are dropped with a note in the description. A call the model writes against
 * the result carries `null` for every property it leaves out: parse it with the parser's
 * nulls-as-absent option.
 */
export function toOpenAIStrict(schema: ObjectJsonSchema, options: NoteOptions = {}): ObjectJsonSchema {
  if (schema["anyOf"] !== undefined || schema["oneOf"] !== undefined) {
    throw new Error("OpenAI strict mode needs an object root without a union");
  }
  return lower(expandShorthands(schema), { nullable: false }, options) as ObjectJsonSchema;
}

function lower(input: JsonSchema, { nullable }: { readonly nullable: boolean }, options: NoteOptions): JsonSchema {
  let s: JsonSchema = { ...input };

  // Combinators that only assert (at least one bound, never both gt and gte) are constraints on
  // the object beside them, not alternatives: strict mode cannot say them, the description does.
  const notes = dropAssertionCombinators(s, options);
  if (s["allOf"] !== undefined) throw new Error("OpenAI strict mode has no allOf, and this one is not a plain constraint");
  if (Array.isArray(s["oneOf"])) {
    const { oneOf, ...rest } = s;
    s = { ...rest, anyOf: oneOf };
  }

  for (const keyword of Object.keys(s)) {
    const unsupportedFormat = keyword === "format" && !OPENAI_STRICT_FORMATS.has(String(s[keyword]));
    if (!OPENAI_STRICT_KEYWORDS.has(keyword) || unsupportedFormat) {
      const note = droppedNote(s, keyword, options);
      if (note !== undefined) notes.push(note);
      delete s[keyword];
    }
  }

  const required = new Set(Array.isArray(s["required"]) ? (s["required"] as string[]) : []);
  const isObject = s["type"] === "object" || isSchema(s["properties"]);
  if (isObject) s["additionalProperties"] = false;
  s = mapSubschemas(s, (child, keyword) => (keyword === "properties" ? child : lower(child, { nullable: false }, options)));
  if (isObject) {
    const properties = isSchema(s["properties"]) ? s["properties"] : {};
    const strictProperties: JsonSchema = {};
    for (const [name, property] of Object.entries(properties)) {
      strictProperties[name] = isSchema(property) ? lower(property, { nullable: !required.has(name) }, options) : property;
    }
    s["properties"] = strictProperties;
    s["required"] = Object.keys(strictProperties);
    s["additionalProperties"] = false;
  }

  if (s["type"] === undefined && s["$ref"] === undefined && s["anyOf"] === undefined) {
    const type = literalType(s);
    if (type === undefined)
      throw new Error(
        `OpenAI strict mode needs a "type" on every schema, and none can be inferred for ${JSON.stringify(input).slice(0, 80)}`,
      );
    s = { type, ...s };
  }
  if (nullable) s = makeNullable(s);
  const description = withNotes(s["description"], notes);
  if (description !== undefined) s["description"] = description;
  return s;
}

/** `s` accepting null as well: the way strict mode writes an optional property. */
function makeNullable(s: JsonSchema): JsonSchema {
  if (typeof s["$ref"] === "string") {
    const { $ref, ...rest } = s;
    return { anyOf: [{ $ref }, { type: "null" }], ...rest };
  }
  if (Array.isArray(s["anyOf"])) {
    const branches = s["anyOf"] as unknown[];
    if (branches.some((b) => isSchema(b) && b["type"] === "null")) return s;
    return { ...s, anyOf: [...branches, { type: "null" }] };
  }
  const out: JsonSchema = { ...s };
  const type = out["type"];
  if (typeof type === "string") out["type"] = type === "null" ? type : [type, "null"];
  else if (Array.isArray(type) && !type.includes("null")) out["type"] = [...type, "null"];
  if ("const" in out) {
    const { const: value, ...rest } = out;
    return { ...rest, enum: [value, null] };
  }
  if (Array.isArray(out["enum"]) && !(out["enum"] as unknown[]).includes(null)) out["enum"] = [...(out["enum"] as unknown[]), null];
  return out;
}
