import { dropAssertionCombinators, droppedNote, withNotes, type NoteOptions } from "./constraint-notes.js";
import { literalType, type JsonSchema, type ObjectJsonSchema } from "./json-schema.js";
import { expandShorthands } from "./expand-shorthands.js";
import { mapSubschemas } from "./walk-schema.js";

/**
 * The keywords Gemini reads in `parametersJsonSchema` / `responseJsonSchema`, from Google's
 * published list: `$id`, `$defs`, `$ref`, `$anchor`, `type`, `format`, `title`, `description`,
 * `enum` (strings and numbers), `items`, `prefixItems`, `minItems`, `maxItems`, `minimum`,
 * `maximum`, `anyOf`, `oneOf` (read as `anyOf`), `properties`, `additionalProperties`,
 * `required`, and the non-standard `propertyOrdering`. A `$ref` may have only `$` siblings.
 */
export const GEMINI_KEYWORDS: ReadonlySet<string> = new Set([
  "$id",
  "$defs",
  "$ref",
  "$anchor",
  "type",
  "format",
  "title",
  "description",
  "enum",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "anyOf",
  "oneOf",
  "properties",
  "additionalProperties",
  "required",
  "propertyOrdering",
]);

/**
 * Rewrites a draft 2020-12 schema into the subset Gemini reads: `const` becomes a one-value
 * `enum` (and every `enum` states its `type`), an exclusive bound becomes the inclusive one plus a note, a `$ref` with siblings is
 * wrapped in a one-branch `anyOf`, and every other keyword outside {@link GEMINI_KEYWORDS} is
 * dropped, its constraint written into the description.
 */
export function toGemini(schema: ObjectJsonSchema, options: NoteOptions = {}): ObjectJsonSchema {
  return lower(expandShorthands(schema), options) as ObjectJsonSchema;
}

function lower(input: JsonSchema, options: NoteOptions): JsonSchema {
  let s: JsonSchema = { ...input };
  const notes = dropAssertionCombinators(s, options);
  if (s["allOf"] !== undefined) throw new Error("Gemini reads no allOf, and this one is not a plain constraint");
  if ("const" in s) {
    // Gemini's enum holds strings and numbers; a boolean constant is left to the description.
    const { const: value, ...rest } = s;
    if (typeof value === "string" || typeof value === "number") s = { ...rest, enum: [value] };
    else if (typeof value === "boolean" && s["type"] === undefined) s = { type: "boolean", ...s };
  }
  for (const [keyword, inclusive] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof s[keyword] === "number" && s[inclusive] === undefined) s[inclusive] = s[keyword];
  }
  for (const keyword of Object.keys(s)) {
    if (!GEMINI_KEYWORDS.has(keyword)) {
      const note = droppedNote(s, keyword, options);
      if (note !== undefined) notes.push(note);
      delete s[keyword];
    }
  }
  s = mapSubschemas(s, (child) => lower(child, options));

  // A literal list says its JSON type too, as Gemini's own examples always do.
  if (s["type"] === undefined && Array.isArray(s["enum"])) {
    const type = literalType(s);
    if (type !== undefined) s = { type, ...s };
  }
  const description = withNotes(s["description"], notes);
  if (description !== undefined) s["description"] = description;
  if (typeof s["$ref"] === "string" && Object.keys(s).some((k) => !k.startsWith("$"))) {
    const { $ref, ...rest } = s;
    s = { anyOf: [{ $ref }], ...rest };
  }
  return s;
}
