/** Field names: a letter, then letters, digits or underscores; at most 64 characters. Safe in a JSON Pointer, a tool API and every string language. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Document type names: the tool is called `search_<name>`, which must fit every provider's tool-name rule (`^[a-zA-Z0-9_-]{1,64}$`). */
export const DOCUMENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,56}$/;

/** Words that cannot name a field: operators of the string languages and names that collide with JavaScript objects. Compared case-insensitively. */
export const RESERVED_FIELD_NAMES: ReadonlySet<string> = new Set([
  "and",
  "or",
  "not",
  "in",
  "to",
  "exists",
  "true",
  "false",
  "null",
  "constructor",
  "prototype",
  "hasownproperty",
  "tostring",
  "valueof",
]);

/** Why `name` cannot name a field, or undefined when it can. */
export function fieldNameProblem(name: string): string | undefined {
  if (!FIELD_NAME_PATTERN.test(name)) {
    return `must start with a letter and hold only letters, digits and underscores (at most 64 characters)`;
  }
  if (RESERVED_FIELD_NAMES.has(name.toLowerCase())) return `"${name}" is a reserved word`;
  return undefined;
}
