import type { SchemaContext } from "../schema-context.js";

/**
 * The descriptions of the fields the schema names (queryable and sortable ones), as
 * `Fields: name: description; …`, or undefined when none has one. Written once, on the root, rather
 * than on every field enum a field is in (a filterable number is in six).
 */
export function fieldDescriptions(ctx: SchemaContext): string | undefined {
  const { queryable, sort } = ctx.capabilities.fields;
  const named = new Set([...queryable, ...sort]);
  const described = Object.entries(ctx.doc.fields).filter(([name, field]) => named.has(name) && field.description !== undefined);
  if (described.length === 0) return undefined;
  return `Fields: ${described.map(([name, field]) => `${name}: ${field.description!}`).join("; ")}`;
}
