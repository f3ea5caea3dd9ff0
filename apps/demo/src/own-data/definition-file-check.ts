import { DefinitionError } from "oneindex";
import { readDefinitionFile, type DefinitionFileJson } from "@oneindex/ingest";

/** What the person's edit of a definition file is: a file ingest reads, or its problems in words. */
export type DefinitionFileCheck =
  | { readonly ok: true; readonly file: DefinitionFileJson }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Checks the text of an edited definition file: JSON first, then ingest's reader (every problem, by JSON Pointer). */
export function checkDefinitionFile(text: string): DefinitionFileCheck {
  let file: DefinitionFileJson;
  try {
    file = JSON.parse(text) as DefinitionFileJson;
  } catch (error) {
    return { ok: false, problems: [`not JSON: ${(error as Error).message}`] };
  }
  try {
    readDefinitionFile(file);
  } catch (error) {
    if (error instanceof DefinitionError) return { ok: false, problems: error.problems.map((p) => p.message) };
    throw error;
  }
  return { ok: true, file };
}
