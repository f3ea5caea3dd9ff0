import { checkDefinition } from "./check-definition.js";
import { DefinitionError } from "./definition-error.js";
import type { DocumentDefinition, FieldMap } from "./field-definition.js";

/**
 * Defines a document type from fields built with `Field`. Checks it (exactly one id, valid names)
 * and throws `DefinitionError` naming every bad field.
 *
 * @example
 * const Invoice = defineDocument("Invoice", { id: Field.id(), notes: Field.text() });
 */
export function defineDocument<const M extends FieldMap>(
  name: string,
  fields: M,
  options?: { readonly description?: string },
): DocumentDefinition<M> {
  const input: Record<string, unknown> = { name, fields };
  if (options?.description !== undefined) input["description"] = options.description;
  return checkDefinition(input) as DocumentDefinition<M>;
}

/**
 * Reads a definition given as JSON data (from a config file, say): `{ name?, description?, fields:
 * { <name>: { kind, array?, filterable?, sortable?, description?, type?, analyzer? } } }`. The name
 * may be passed separately. Throws `DefinitionError` naming every offending field.
 */
export function documentSchemaFromJSON(json: unknown, name?: string): DocumentDefinition {
  const value = typeof json === "string" ? parseJSON(json) : json;
  return checkDefinition(value, name);
}

function parseJSON(text: string): unknown {
  try {
    // A byte-order mark is how many editors start a UTF-8 file; it is not part of the JSON.
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch (error) {
    throw new DefinitionError([
      { code: "invalid-json", path: "", message: `/: the definition is not valid JSON: ${(error as Error).message}` },
    ]);
  }
}
