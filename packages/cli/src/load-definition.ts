import { readFile } from "node:fs/promises";
import { DefinitionError, documentSchemaFromJSON, type DocumentDefinition } from "oneindex";
import { CommandError } from "./cli-io.js";

/** Reads a definition file (JSON: `{ name?, description?, fields }`), naming the file in every problem. */
export async function loadDefinition(path: string, name?: string): Promise<DocumentDefinition> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new CommandError(`${path}: cannot read the definition: ${(error as Error).message}`);
  }
  try {
    return documentSchemaFromJSON(text, name);
  } catch (error) {
    if (error instanceof DefinitionError) {
      throw new CommandError(`${path}: the document definition is not valid:\n${error.problems.map((p) => `  ${p.message}`).join("\n")}`);
    }
    throw error;
  }
}
