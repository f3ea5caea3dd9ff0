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

/**
 * Aggregation names: a letter or underscore, then letters, digits, underscores or dots (so an
 * aggregation can be named after the field it reads, `title.keyword`, as Elasticsearch allows); at
 * most 64 characters. Checked by {@link aggregationNameProblem} with a character loop (no regex runs on
 * the model's input); the JSON Schema states it as `propertyNames.pattern`.
 */
export const AGGREGATION_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

/** Why `name` cannot name an aggregation, or undefined when it can. */
export function aggregationNameProblem(name: string): string | undefined {
  const bad = "must start with a letter or underscore and hold only letters, digits, underscores and dots (at most 64 characters)";
  if (name.length === 0 || name.length > 64) return bad;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
    if (!letter && (i === 0 || ((c < 48 || c > 57) && c !== 46))) return bad;
  }
  return undefined;
}
