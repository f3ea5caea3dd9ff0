import type { Completion, CompletionContext, CompletionResult, CompletionSource } from "@codemirror/autocomplete";
import { jsonContextAt } from "./json-context.js";
import { expand, schemasAt, schemasOfMember, type SchemaNode } from "./schema-at.js";

/** Completions from the same JSON Schema the model gets: property names, node types, field names, enum values. */
export function schemaCompletion(getSchema: () => SchemaNode): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const where = jsonContextAt(text, context.pos);
    if (where === undefined) return null;
    const root = getSchema();
    const options: Completion[] = [];
    const seen = new Set<string>();
    const add = (label: string, apply: string, detail?: string, info?: string) => {
      if (seen.has(label)) return;
      seen.add(label);
      options.push({
        label,
        apply,
        ...(detail === undefined ? {} : { detail }),
        ...(info === undefined ? {} : { info }),
        type: where.at === "key" ? "property" : "constant",
      });
    };
    if (where.at === "key") {
      for (const schema of schemasAt(root, where.path, where.typeValue)) {
        for (const [key, sub] of Object.entries(schema.properties ?? {})) {
          if (where.present.has(key) && text.slice(where.from, context.pos).replace(/"/g, "") !== key) continue;
          const description = sub.description ?? expand(root, sub)[0]?.description;
          add(`"${key}"`, `"${key}": `, undefined, description);
        }
      }
    } else {
      const schemas = where.key === undefined ? schemasAt(root, where.path) : schemasOfMember(root, where.path, where.key, where.typeValue);
      for (const schema of schemas) {
        const values = schema.const !== undefined ? [schema.const] : (schema.enum ?? []);
        for (const value of values) add(JSON.stringify(value), JSON.stringify(value), schema.description?.slice(0, 60));
        if (schema.type === "boolean") for (const b of ["true", "false"]) add(b, b);
      }
    }
    if (options.length === 0) return null;
    return { from: where.from, options, validFor: /^"?[\w-]*"?$/ };
  };
}
