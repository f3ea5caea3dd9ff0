import { ISO_DATE_PATTERN } from "@oneindex/schema/internal";
import { isSchema, type JsonSchema } from "./json-schema.js";

/**
 * The words a descriptor uses for a constraint its format cannot write as a keyword. The note goes
 * into the description of the subschema that lost the keyword, so the model still reads it; the
 * parser enforces the constraint either way. All such wording lives here.
 */
export function constraintNote(keyword: string, value: unknown): string | undefined {
  const count = (one: string, many = `${one}s`) => `${String(value)} ${value === 1 ? one : many}`;
  switch (keyword) {
    case "minLength":
      return value === 1 ? "not empty" : `at least ${count("character")}`;
    case "maxLength":
      return `at most ${count("character")}`;
    case "pattern":
      return value === ISO_DATE_PATTERN ? "an ISO date: 2024-03-01 or 2024-03-01T12:00:00Z" : `matching ${String(value)}`;
    case "format":
      return `format ${String(value)}`;
    case "minimum":
      return `at least ${String(value)}`;
    case "maximum":
      return `at most ${String(value)}`;
    case "exclusiveMinimum":
      return `greater than ${String(value)}`;
    case "exclusiveMaximum":
      return `less than ${String(value)}`;
    case "multipleOf":
      return `a multiple of ${String(value)}`;
    case "minItems":
      return `at least ${count("item")}`;
    case "maxItems":
      return `at most ${count("item")}`;
    case "uniqueItems":
      return value === true ? "no duplicates" : undefined;
    case "minProperties":
      return `at least ${count("property", "properties")}`;
    case "maxProperties":
      return `at most ${count("property", "properties")}`;
    case "const":
      return `must be ${JSON.stringify(value)}`;
    case "default":
      return `default ${JSON.stringify(value)}`;
    case "not":
      return isSchema(value) ? negationNote(value) : undefined;
    case "anyOf":
    case "oneOf":
      return Array.isArray(value) ? alternativesNote(value) : undefined;
    case "allOf": {
      const parts = Array.isArray(value) ? value.map((v) => (isSchema(v) ? assertionNote(v) : undefined)) : [];
      return parts.length > 0 && parts.every((p) => p !== undefined) ? parts.join("; ") : undefined;
    }
    case "dependentSchemas":
      return isSchema(value) ? exclusionsNote(value) : undefined;
    case "dependentRequired":
      return isSchema(value)
        ? Object.entries(value)
            .map(([name, needs]) => `${name} needs ${Array.isArray(needs) ? needs.join(", ") : String(needs)}`)
            .join("; ")
        : undefined;
    default:
      return undefined;
  }
}

/** Words for an assertion-only subschema (`required`, `not`, `anyOf` of those), or undefined when it holds more. */
function assertionNote(schema: JsonSchema): string | undefined {
  const keys = Object.keys(schema);
  if (keys.length === 1 && Array.isArray(schema["required"])) return `needs ${(schema["required"] as string[]).join(" and ")}`;
  if (keys.length === 1 && isSchema(schema["not"])) return negationNote(schema["not"]);
  if (keys.length === 1 && Array.isArray(schema["anyOf"])) return alternativesNote(schema["anyOf"]);
  return undefined;
}

/** Words for `dependentSchemas` of the form `{ a: { properties: { b: false } } }`: "not a with b". */
function exclusionsNote(value: JsonSchema): string | undefined {
  const parts = Object.entries(value).map(([name, dependent]) => {
    const properties = isSchema(dependent) && Object.keys(dependent).length === 1 ? dependent["properties"] : undefined;
    if (!isSchema(properties)) return undefined;
    const excluded = Object.entries(properties)
      .filter(([, v]) => v === false)
      .map(([other]) => other);
    return excluded.length === Object.keys(properties).length && excluded.length > 0
      ? `not ${name} with ${excluded.join(" or ")}`
      : undefined;
  });
  return parts.length > 0 && parts.every((p) => p !== undefined) ? parts.join("; ") : undefined;
}

function negationNote(schema: JsonSchema): string | undefined {
  const keys = Object.keys(schema);
  if (keys.length === 1 && "const" in schema) return `not ${JSON.stringify(schema["const"])}`;
  if (keys.length === 1 && Array.isArray(schema["enum"]))
    return `none of ${(schema["enum"] as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  if (keys.length === 1 && Array.isArray(schema["required"])) return `never both ${(schema["required"] as string[]).join(" and ")}`;
  if (keys.length === 1 && Array.isArray(schema["anyOf"])) {
    const parts = (schema["anyOf"] as unknown[]).map((s) => (isSchema(s) ? negationNote(s) : undefined));
    return parts.every((p) => p !== undefined) ? parts.join("; ") : undefined;
  }
  return undefined;
}

function alternativesNote(branches: readonly unknown[]): string | undefined {
  const names = branches.map((b) =>
    isSchema(b) && Object.keys(b).length === 1 && Array.isArray(b["required"]) && b["required"].length === 1
      ? String(b["required"][0])
      : undefined,
  );
  if (names.every((n) => n !== undefined)) return `at least one of ${names.join(", ")}`;
  return undefined;
}

/** Whether `schema` only asserts (`required`, `not`, combinations of those) and describes no value shape: such a subschema is a constraint, not an alternative. */
export function isAssertionOnly(schema: JsonSchema): boolean {
  return Object.entries(schema).every(([k, v]) => {
    if (k === "required") return true;
    if (k === "not") return isSchema(v) && isAssertionOnly(v);
    if (k === "anyOf" || k === "oneOf" || k === "allOf") return Array.isArray(v) && v.every((b) => isSchema(b) && isAssertionOnly(b));
    return false;
  });
}

/**
 * Keywords that constrain an object as a whole (which properties go together). Schema authors
 * describe those in the object's own description, so a note is written only when it has none.
 */
export const OBJECT_LEVEL_KEYWORDS: ReadonlySet<string> = new Set([
  "minProperties",
  "maxProperties",
  "dependentSchemas",
  "dependentRequired",
  "not",
  "anyOf",
  "oneOf",
  "allOf",
]);

/** What a lowering leaves out of the notes: those the tool description already states for the whole schema. */
export interface NoteOptions {
  /** Notes the tool description states once for every value (e.g. `at most 1024 characters`). */
  readonly stated?: ReadonlySet<string>;
}

/** The note for a keyword a format drops from `schema`, or undefined when none is worth its tokens. */
export function droppedNote(schema: JsonSchema, keyword: string, options: NoteOptions): string | undefined {
  if (OBJECT_LEVEL_KEYWORDS.has(keyword) && typeof schema["description"] === "string") return undefined;
  const note = constraintNote(keyword, schema[keyword]);
  if (note === undefined || options.stated?.has(note)) return undefined;
  const description = typeof schema["description"] === "string" ? schema["description"].toLowerCase() : "";
  return description.includes(note.toLowerCase()) ? undefined : note;
}

/** `description` with `notes` appended, in the one style every format uses: `Text (note; note)`, or `Text. Note; note.` after a full stop. */
export function withNotes(description: unknown, notes: readonly string[]): string | undefined {
  const base = typeof description === "string" && description.length > 0 ? description : undefined;
  if (notes.length === 0) return base;
  const joined = notes.join("; ");
  const sentence = `${joined[0]!.toUpperCase()}${joined.slice(1)}.`;
  if (base === undefined) return sentence;
  return base.endsWith(".") ? `${base} ${sentence}` : `${base} (${joined})`;
}

/**
 * Removes from `s` (in place) the combinators that only assert — at least one bound, never both
 * `gt` and `gte` — which a lowered format cannot say, and returns their constraints in words for
 * the description. Combinators that offer real alternatives are left for the caller.
 */
export function dropAssertionCombinators(s: JsonSchema, options: NoteOptions): string[] {
  const notes: string[] = [];
  for (const keyword of ["anyOf", "oneOf", "allOf", "not"] as const) {
    const value = s[keyword];
    const assertion = keyword === "not" ? isSchema(value) : Array.isArray(value) && value.every((b) => isSchema(b) && isAssertionOnly(b));
    if (value !== undefined && assertion) {
      const note = droppedNote(s, keyword, options);
      if (note !== undefined) notes.push(note);
      delete s[keyword];
    }
  }
  return notes;
}
