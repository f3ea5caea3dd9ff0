// The shape of bench-results.json: everything one run measured, and the floors judged from it.
import type { BaselineInfo } from "./baseline/prepare-baseline.js";
import type { BuildResult } from "./child.js";
import type { FirstSearchResult } from "./measure/first-search.js";
import type { AggsResult } from "./aggs/measure-aggs.js";
import type { PostgresResult } from "./postgres/measure-postgres.js";
import type { DescriptorsResult } from "./descriptors/measure-descriptors.js";
import type { HostileResult } from "./hostile/hostile-result.js";
import type { QueryKind, Support } from "./engines/engine.js";
import type { LatencyResult } from "./measure/latency.js";
import type { MachineInfo } from "./measure/machine.js";
import type { ParseResult } from "./measure/parse.js";
import type { RankingQuality } from "./measure/ranking.js";

/** One engine configuration as run. */
export interface ConfigurationInfo {
  readonly key: string;
  readonly engine: string;
  readonly setup: string;
  readonly version: string;
  readonly configuration: string;
  readonly support: Record<QueryKind, Support>;
}

/** Build cost of one engine at one size: medians over `runs` fresh processes. */
export interface BuildRow {
  readonly engine: string;
  readonly documents: number;
  readonly runs: number;
  readonly buildMs: number;
  /** Median CPU time of the builds (user + system). */
  readonly cpuMs: number;
  readonly heapBytes: number;
  readonly samples: readonly BuildResult[];
}

/** One floor of issue 5 and whether this run met it. */
export interface FloorVerdict {
  readonly floor: string;
  /** What was measured, in words with the numbers. */
  readonly measured: string;
  readonly ratio?: number;
  /** Which way `ratio` improves: `lower` (times, memory; the default) or `higher` (quality, throughput). */
  readonly better?: "lower" | "higher";
  readonly met: boolean | "not measured";
  /**
   * The same figure for code that does not change between runs, measured in this run: the baseline
   * commit's engine, or Ajv for parse throughput. Beside the previous run it tells the machine's
   * drift from a change of OneIndex's (src/report/previous-run.ts).
   */
  readonly reference?: FloorReference;
}

/** A floor's figure for a reference measured in the same run (see {@link FloorVerdict.reference}). */
export interface FloorReference {
  /** The reference's name: a baseline commit's short hash, or a peer's name. */
  readonly name: string;
  readonly ratio: number;
}

/** The floors of the run this one replaced, to show what changed (issue 18: no floor regresses by more than 10%). */
export interface PreviousRun {
  readonly generatedAt: string;
  readonly commit?: string;
  readonly floors: readonly FloorVerdict[];
}

/** Everything one run produced. */
export interface BenchResults {
  readonly generatedAt: string;
  readonly mode: "full" | "quick";
  readonly seed: number;
  readonly machine: MachineInfo;
  readonly versions: Record<string, string>;
  /** The workspace commit the run measured (OneIndex is built from the working tree at that commit). */
  readonly commit?: string;
  readonly configurations: readonly ConfigurationInfo[];
  readonly corpus: { readonly wordnet: number; readonly cities: number; readonly cranfield: number; readonly earthquakes?: number };
  readonly build: readonly BuildRow[];
  readonly latencySetup: {
    readonly wordnetDocuments: number;
    readonly citiesDocuments: number;
    readonly queriesPerKind: number;
    readonly rounds: number;
    readonly processes: number;
    readonly warmUpMs?: number;
    readonly settleMs?: number;
  };
  readonly latency: Record<string, Partial<Record<QueryKind, LatencyResult>>>;
  readonly ranking: Record<string, RankingQuality>;
  readonly parse: ParseResult;
  readonly floors: readonly FloorVerdict[];
  /** The full run this one replaced; absent in a first run, a quick run, and results written before it existed. */
  readonly previous?: PreviousRun;
  /** The hostile-input part (issue 15); absent in results written before it existed. */
  readonly hostile?: HostileResult;
  /** The tool-descriptor sizes (issue 17); absent in results written before it existed. */
  readonly descriptors?: DescriptorsResult;
  /** OneIndex's aggregations beside Orama's facets (issue 19); absent in results written before it existed. */
  readonly aggs?: AggsResult;
  /** The engine beside PostgresIndex on PGlite and a server (issue 34); absent in results written before it existed. */
  readonly postgres?: PostgresResult;
  /** The baseline commit built beside the working tree and measured in the same run (issue 35), or why it could not be; absent when the run had none. */
  readonly baseline?: BaselineInfo;
  /** The first search after a build beside the second, on the cities (issue 35); absent in results written before it existed. */
  readonly firstSearch?: FirstSearchResult;
  /** Parts that failed, with the reason (an engine that threw, a missing export). */
  readonly errors: readonly string[];
}
