import { dataFormatOf, isFeatureCollection, readDefinitionFile, type IngestDefinition } from "@oneindex/ingest";
import { DefinitionError } from "oneindex";
import { CommandError } from "./cli-io.js";
import { CLI_MESSAGES } from "./messages.js";
import { parseJsonText, readTextFile } from "./input/text-file.js";

/**
 * Reads a definition file (JSON: `{ name?, description?, fields, unknownFields? }`, fields with
 * `source`, `dateFormat`, `generated` as the README's "Definition files" says), naming the file in
 * every problem: the line and column of malformed JSON, the field of a malformed definition. A
 * UTF-8 byte-order mark is ignored. A data file given as the definition (arguments swapped) is
 * said to be one, with the command's `usage`.
 */
export async function loadDefinition(path: string, name?: string, usage?: string): Promise<IngestDefinition> {
  const format = dataFormatOf(path);
  if (format !== undefined && format !== "json") throw new CommandError(CLI_MESSAGES.dataAsDefinition(path, `a .${format} file`, usage));
  let text: string;
  try {
    text = await readTextFile(path);
  } catch (error) {
    throw new CommandError(`${path}: cannot read the definition: ${(error as Error).message}`);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok)
    throw new CommandError(
      `${path}:${parsed.problem.line}:${parsed.problem.column}: the definition is ${parsed.problem.message === "the file is empty" ? "empty" : parsed.problem.message}`,
    );
  if (Array.isArray(parsed.value) || isFeatureCollection(parsed.value))
    throw new CommandError(
      CLI_MESSAGES.dataAsDefinition(path, Array.isArray(parsed.value) ? "a JSON array" : "a GeoJSON FeatureCollection", usage),
    );
  try {
    return readDefinitionFile(parsed.value, name);
  } catch (error) {
    if (error instanceof DefinitionError) {
      throw new CommandError(`${path}: the document definition is not valid:\n${error.problems.map((p) => `  ${p.message}`).join("\n")}`);
    }
    throw error;
  }
}
