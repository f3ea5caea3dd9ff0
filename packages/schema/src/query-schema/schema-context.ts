import { Type, type TSchema } from "typebox";
import type { DocumentDefinition } from "../document/field-definition.js";
import type { FieldUse } from "../document/field-uses.js";
import type { QueryCapabilities } from "./capabilities.js";
import type { JsonSchema } from "./json-schema.js";

/** What a definition's `build` may read and ask for while `querySchema` runs. */
export interface SchemaContext {
  /** The document definition the schema is for. */
  readonly doc: DocumentDefinition;
  /** Which definitions and fields the document allows: the same listing the tool text reads. */
  readonly capabilities: QueryCapabilities;
  /**
   * The schema of a field name for `use`: an `enum` of its fields. Shared as `$defs/field_<use>`
   * (see {@link shared}). Field descriptions are written once, in the root's description.
   */
  field(use: FieldUse): TSchema;
  /**
   * A schema used in several places: a `$ref` to `$defs/<name>` when it ends up used more than
   * once and is longer than that `$ref`, else written in place (decided after every definition is
   * built).
   */
  shared(name: string, schema: () => JsonSchema): TSchema;
}

/** The schemas handed out through {@link SchemaContext.shared}, by `$defs` name, in first-use order. */
export type SharedSchemas = Map<string, JsonSchema>;

/** Creates the context for one `querySchema` call; `shared` collects the shared schemas. */
export function createContext(doc: DocumentDefinition, capabilities: QueryCapabilities, shared: SharedSchemas): SchemaContext {
  const ctx: SchemaContext = {
    doc,
    capabilities,
    field: (use) => ctx.shared(`field_${use}`, () => ({ enum: [...capabilities.fields[use]] })),
    shared(name, schema) {
      if (!shared.has(name)) shared.set(name, schema());
      return Type.Unsafe({ $ref: `#/$defs/${name}` });
    },
  };
  return ctx;
}
