import type { NoteOptions } from "../schema/constraint-notes.js";
import type { ObjectJsonSchema } from "../schema/json-schema.js";
import type { ToolFormat } from "../options/tool-options.js";
import type { ToolDescriptors } from "./descriptor-types.js";

/** The parts every format assembles. */
export interface ToolParts {
  readonly name: string;
  /** A display name: `Search <DocumentName>`. */
  readonly title: string;
  readonly description: string;
  readonly schema: ObjectJsonSchema;
}

/** How one API wants its tool: the schema in the subset it reads, lines it adds to the description, and the wrapping object. */
export interface ToolFormatRule<F extends ToolFormat> {
  readonly format: F;
  /** The schema as this API takes it (the draft 2020-12 schema, or a lowered copy). */
  lowerSchema(schema: ObjectJsonSchema, options: NoteOptions): ObjectJsonSchema;
  /**
   * `false` when the API's schema subset has no objects with free keys (OpenAI strict mode closes
   * every object): `aggs`, a map by name, is then left out of the schema and the description.
   */
  readonly maps?: false;
  /** Lines added to the description's "How to query" list. */
  readonly notes: readonly string[];
  /** The descriptor object. */
  wrap(parts: ToolParts): ToolDescriptors[F];
}
