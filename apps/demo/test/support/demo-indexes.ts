// Every built-in data set indexed in Node from the files the demo serves (public/data, made by
// scripts/prepare-data.mjs from the npm packages when missing), for the tests that run calls on them.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SearchIndex, type DocumentDefinition } from "oneindex";
import { DATASETS } from "../../src/datasets/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The data sets' indexes by key (call it in `beforeAll`: it may prepare the data first). */
export function demoIndexes(): Map<string, SearchIndex<DocumentDefinition>> {
  if (!DATASETS.every((d) => existsSync(join(root, "public", "data", d.file))))
    execFileSync(process.execPath, [join(root, "scripts", "prepare-data.mjs")]);
  const indexes = new Map<string, SearchIndex<DocumentDefinition>>();
  for (const dataset of DATASETS) {
    const { records } = JSON.parse(readFileSync(join(root, "public", "data", dataset.file), "utf8")) as { records: never[] };
    const index = new SearchIndex(dataset.definition);
    index.add(records);
    indexes.set(dataset.key, index);
  }
  return indexes;
}
