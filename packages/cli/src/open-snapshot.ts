import { readFile } from "node:fs/promises";
import {
  DefinitionError,
  readSnapshotDefinition,
  SearchIndex,
  SnapshotError,
  type DocumentDefinition,
  type SearchIndexOptions,
} from "oneindex";
import { CommandError } from "./cli-io.js";

let opened = 0;

/**
 * How many snapshots this process has opened so far: the warm commands (`repl`, `serve`) report it,
 * so a test, or a user, can see that a snapshot is loaded once however many calls it answers.
 */
export function snapshotsOpened(): number {
  return opened;
}

/** Opens a snapshot written by `oneindex index`, with the definition it was saved with (and `options`, such as `workBudget`). */
export async function openSnapshot(path: string, options: SearchIndexOptions = {}): Promise<SearchIndex<DocumentDefinition>> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (error) {
    throw new CommandError(`${path}: cannot read the snapshot: ${(error as Error).message}`);
  }
  try {
    const index = SearchIndex.load(readSnapshotDefinition(bytes), bytes, options);
    opened++;
    return index;
  } catch (error) {
    if (error instanceof SnapshotError || error instanceof DefinitionError) throw new CommandError(`${path}: ${error.message}`);
    throw error;
  }
}

/** Opens snapshots one after the other (each is held whole in memory), for a command that serves them all. */
export async function openSnapshots(
  paths: readonly string[],
  options: SearchIndexOptions = {},
): Promise<SearchIndex<DocumentDefinition>[]> {
  const indexes: SearchIndex<DocumentDefinition>[] = [];
  for (const path of paths) indexes.push(await openSnapshot(path, options));
  return indexes;
}
