// The one place tests and benchmarks find the shared data sets. The directory is
// $ONEINDEX_DATA_DIR when set, else ../shared/data beside the repository root (where CI puts it).
// Product code (packages/*/src, apps/) never imports this: a user's clone has no data.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** The data directory, or undefined when there is none. */
export function dataDir() {
  const fromEnv = process.env.ONEINDEX_DATA_DIR;
  const dir = fromEnv && fromEnv.length > 0 ? resolve(fromEnv) : join(repoRoot, "..", "shared", "data");
  return existsSync(dir) ? dir : undefined;
}

/** The path of a data set (e.g. "cranfield"), or throws naming where it looked. */
export function dataSetPath(name) {
  const dir = dataDir();
  const path = dir === undefined ? undefined : join(dir, name);
  if (path === undefined || !existsSync(path)) {
    throw new Error(
      `data set "${name}" not found: set ONEINDEX_DATA_DIR to the folder holding it, or put it at ${join(repoRoot, "..", "shared", "data", name)}`,
    );
  }
  return path;
}

/** Whether a data set is present. */
export function hasDataSet(name) {
  const dir = dataDir();
  return dir !== undefined && existsSync(join(dir, name));
}

/** Reads a JSON file of a data set. */
export function readDataJSON(name, file) {
  return JSON.parse(readFileSync(join(dataSetPath(name), file), "utf8"));
}

/**
 * The Cranfield collection: documents {id, title, author, body}, and for each split the queries
 * {id, text} and the graded judgements as Map<queryId, Map<docId, relevance>>.
 */
export function loadCranfield() {
  const documents = readDataJSON("cranfield", "documents.json");
  const split = (name) => {
    const queries = readDataJSON("cranfield", `queries-${name}.json`);
    const qrels = new Map();
    for (const { queryId, docId, relevance } of readDataJSON("cranfield", `qrels-${name}.json`)) {
      const key = String(queryId);
      if (!qrels.has(key)) qrels.set(key, new Map());
      qrels.get(key).set(String(docId), relevance);
    }
    return { queries, qrels };
  };
  return { documents, dev: split("dev"), test: split("test") };
}

/** The OpenSearch API specification folder. */
export function openSearchSpecPath() {
  return dataSetPath("opensearch-api-spec");
}

export { ndcgAt, averagePrecisionAt, reciprocalRankAt, evaluateRanking } from "./metrics.js";
