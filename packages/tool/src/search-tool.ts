import { documentSchemaFromJSON, querySchema, type DocumentDefinition, type QueryDetail } from "@oneindex/schema";
import { describeSearch, STATED_NOTES } from "./description/describe-search.js";
import type { ToolDescriptor } from "./formats/descriptor-types.js";
import { FORMAT_RULES } from "./formats/formats.js";
import type { ToolFormatRule } from "./formats/tool-format.js";
import { resolveToolOptions, type ToolFormat, type ToolOptions } from "./options/tool-options.js";
import { ToolOptionError } from "./options/tool-option-error.js";
import type { ObjectJsonSchema } from "./schema/json-schema.js";
import { openAIStrictLimitProblems } from "./schema/openai-strict-limits.js";
import { withoutAggs } from "./schema/without-aggs.js";

/** The public face of `SearchTool`: every method takes a built definition, or a runtime one (JSON data or text) with its name. */
export interface SearchToolApi {
  /**
   * The tool descriptor as JSON text, ready to hand to a model API: by default Anthropic's
   * `{"name":"search_<Name>","description":…,"input_schema":…}`; `{ format }` picks another API's shape.
   */
  for(doc: DocumentDefinition, options?: ToolOptions): string;
  /** The runtime form: a definition given as data (or JSON text), named `name` unless it names itself. */
  for(definition: unknown, name: string, options?: ToolOptions): string;
  /** The JSON Schema of the tool's arguments as JSON text (draft 2020-12; with `{ format }`, as that API takes it). */
  schemaFor(doc: DocumentDefinition, options?: ToolOptions): string;
  /** The runtime form of {@link schemaFor}: a definition given as data or JSON text, which names itself or is named `name`. */
  schemaFor(definition: unknown, name?: string, options?: ToolOptions): string;
  /** The runtime form of {@link schemaFor} for a definition that carries its own name. */
  schemaFor(definition: unknown, options?: ToolOptions): string;
  /** The descriptor as an object, typed by format, for apps that build their request in code. */
  descriptor<F extends ToolFormat = "anthropic">(doc: DocumentDefinition, options?: ToolOptions<F>): ToolDescriptor<F>;
  /** The runtime form of {@link descriptor}. */
  descriptor<F extends ToolFormat = "anthropic">(definition: unknown, name: string, options?: ToolOptions<F>): ToolDescriptor<F>;
}

function readArguments(
  definition: unknown,
  nameOrOptions: unknown,
  options: unknown,
): { doc: DocumentDefinition; options: ToolOptions | undefined } {
  const named = typeof nameOrOptions === "string";
  const doc = documentSchemaFromJSON(definition, named ? nameOrOptions : undefined);
  return { doc, options: (named ? options : nameOrOptions) as ToolOptions | undefined };
}

function build(
  doc: DocumentDefinition,
  options: ToolOptions | undefined,
  { forTool }: { readonly forTool: boolean },
): { rule: ToolFormatRule<ToolFormat>; name: string; detail: QueryDetail; schema: ObjectJsonSchema } {
  const resolved = resolveToolOptions(doc.name, options);
  const rule = FORMAT_RULES[resolved.format] as ToolFormatRule<ToolFormat>;
  // In a descriptor the description lists the fields with their descriptions: the schema's root need not repeat them.
  const full = querySchema(doc, { detail: resolved.detail, fieldDescriptions: !forTool }) as ObjectJsonSchema;
  const query = rule.maps === false ? withoutAggs(full) : full;
  const schema = rule.lowerSchema(query, { stated: STATED_NOTES });
  if (resolved.format === "openai-strict") {
    const problems = openAIStrictLimitProblems(schema);
    if (problems.length > 0) {
      throw new ToolOptionError(
        "too-large-for-format",
        "format",
        `the ${doc.name} schema is too large for OpenAI strict mode: ${problems.join("; ")}; use format "openai-responses" (not strict) instead`,
      );
    }
  }
  return { rule, name: resolved.name, detail: resolved.detail, schema };
}

function descriptor(definition: unknown, nameOrOptions?: unknown, maybeOptions?: unknown): ToolDescriptor {
  const { doc, options } = readArguments(definition, nameOrOptions, maybeOptions);
  const { rule, name, detail, schema } = build(doc, options, { forTool: true });
  return rule.wrap({
    name,
    title: `Search ${doc.name}`,
    description: describeSearch(doc, rule.notes, detail, rule.maps !== false),
    schema,
  });
}

/**
 * Describes a search over a document type as a tool a language model can call. The model's call
 * (its arguments, as JSON) goes straight to the parser.
 *
 * @example
 * const tool = SearchTool.for(Invoice);                              // {"name":"search_Invoice",…}
 * const openai = SearchTool.descriptor(Invoice, { format: "openai-strict" });
 * const schema = SearchTool.schemaFor(Invoice);                      // the JSON Schema alone
 */
export const SearchTool: SearchToolApi = {
  for: (definition: unknown, nameOrOptions?: unknown, options?: unknown) => JSON.stringify(descriptor(definition, nameOrOptions, options)),
  schemaFor: (definition: unknown, nameOrOptions?: unknown, options?: unknown) => {
    const read = readArguments(definition, nameOrOptions, options);
    return JSON.stringify(build(read.doc, read.options, { forTool: false }).schema);
  },
  descriptor: descriptor as SearchToolApi["descriptor"],
};
