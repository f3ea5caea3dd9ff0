import { readFile } from "node:fs/promises";
import { DefinitionError, readSnapshotDefinition, SearchIndex, SnapshotError, type DocumentDefinition } from "oneindex";
import { CommandError } from "./cli-io.js";

/** Opens a snapshot written by `oneindex index`, with the definition it was saved with. */
export async function openSnapshot(path: string): Promise<SearchIndex<DocumentDefinition>> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (error) {
    throw new CommandError(`${path}: cannot read the snapshot: ${(error as Error).message}`);
  }
  try {
    return SearchIndex.load(readSnapshotDefinition(bytes), bytes);
  } catch (error) {
    if (error instanceof SnapshotError || error instanceof DefinitionError) throw new CommandError(`${path}: ${error.message}`);
    throw error;
  }
}
