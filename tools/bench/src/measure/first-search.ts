// The first search after a build beside the second (issue 35: "within 2× of the second on the
// cities"): each run a fresh process per engine (src/child.ts's first-search job), the engines
// taking turns run by run like the builds.
import type { BaselineEngine } from "../baseline/baseline-engine.js";
import type { FirstSearchSample } from "../child.js";
import { runChild } from "./spawn.js";
import { median } from "./stats.js";

/** Searches after the first and second that each first-search process times (their median is reported). */
export const FIRST_SEARCH_NEXT = 5;

/** Cities of the small index each first-search process builds and searches first (its first search pays for query code not yet run). */
export const FIRST_SEARCH_COLD_CITIES = 1_000;

/** One engine's first search after a build: medians over its runs. */
export interface FirstSearchRow {
  readonly engine: string;
  readonly runs: number;
  /** After the build of every city (the query code already run on the small index): medians over the runs. */
  readonly buildMs: number;
  readonly firstMs: number;
  readonly secondMs: number;
  /** Median of the searches after the second. */
  readonly nextMedianMs: number;
  /** Median over the runs of first ÷ second: the floor's figure. */
  readonly ratio: number;
  /** The process's first searches, on the small index: first and second ms, and the median of first ÷ second. */
  readonly coldFirstMs: number;
  readonly coldSecondMs: number;
  readonly coldRatio: number;
  readonly query: string;
  readonly samples: readonly FirstSearchSample[];
}

/** The first-search part. */
export interface FirstSearchResult {
  readonly documents: number;
  readonly rows: readonly FirstSearchRow[];
}

/** Times the first searches of `engines` (keys) on `citiesSize` cities (at most the corpus), `runs` fresh processes each; a failing engine goes to `errors`. */
export async function measureFirstSearch(
  engines: readonly string[],
  citiesSize: number,
  runs: number,
  baseline: BaselineEngine | undefined,
  errors: string[],
  log: (line: string) => void,
): Promise<FirstSearchResult> {
  const samples = new Map<string, FirstSearchSample[]>(engines.map((e) => [e, []]));
  for (let run = 0; run < runs; run++) {
    for (const engine of engines) {
      const got = samples.get(engine);
      if (got === undefined) continue;
      try {
        const s = await runChild<FirstSearchSample>({
          task: "firstSearch",
          engine,
          citiesSize,
          ...(baseline !== undefined && baseline.key === engine ? { baseline } : {}),
        });
        got.push(s);
        const a = s.afterBuild;
        log(
          `first search ${engine} run ${run + 1}: after the build first ${a.firstMs.toFixed(2)} ms, second ${a.secondMs.toFixed(2)} ms (${(a.firstMs / a.secondMs).toFixed(1)}×), next ${a.nextMedianMs.toFixed(3)} ms; the process's first ${s.cold.firstMs.toFixed(2)} ms, second ${s.cold.secondMs.toFixed(2)} ms`,
        );
      } catch (error) {
        samples.delete(engine);
        errors.push(`first search ${engine}: ${(error as Error).message}`);
        log(errors[errors.length - 1] ?? "");
      }
    }
  }
  const rows = [...samples]
    .filter(([, s]) => s.length > 0)
    .map(([engine, s]) => ({
      engine,
      runs: s.length,
      buildMs: median(s.map((x) => x.afterBuild.buildMs)),
      firstMs: median(s.map((x) => x.afterBuild.firstMs)),
      secondMs: median(s.map((x) => x.afterBuild.secondMs)),
      nextMedianMs: median(s.map((x) => x.afterBuild.nextMedianMs)),
      ratio: median(s.map((x) => x.afterBuild.firstMs / x.afterBuild.secondMs)),
      coldFirstMs: median(s.map((x) => x.cold.firstMs)),
      coldSecondMs: median(s.map((x) => x.cold.secondMs)),
      coldRatio: median(s.map((x) => x.cold.firstMs / x.cold.secondMs)),
      query: s[0]?.query ?? "",
      samples: s,
    }));
  return { documents: citiesSize, rows };
}
