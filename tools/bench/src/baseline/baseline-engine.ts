// A baseline commit's OneIndex as a second engine adapter (issue 35: main beside 64de4d0 in one
// run): the same definitions and query JSON as `oneindex`, on the build prepare-baseline.ts made,
// loaded by file URL in whichever process runs it.
import type { QueryKind, Support } from "../engines/engine.js";
import type { EngineAdapter } from "../engines/engine.js";
import { ONEINDEX_SUPPORT, oneIndexBuildOf, oneIndexEngine } from "../engines/oneindex.js";

/** A built baseline, as the run hands it to its child processes (plain JSON). */
export interface BaselineEngine {
  /** The engine key, `oneindex@<short hash>`. */
  readonly key: string;
  /** The full commit hash. */
  readonly commit: string;
  /** The short hash the key and the report use. */
  readonly short: string;
  /** `file://…/packages/oneindex/dist/index.js` in the baseline's tree. */
  readonly moduleUrl: string;
  /** Query kinds its API cannot run, with what it said (found by a probe when it was prepared). */
  readonly unsupported: Partial<Record<QueryKind, string>>;
}

/** The adapter of `baseline`. */
export function baselineAdapter(baseline: BaselineEngine): EngineAdapter {
  const support = { ...ONEINDEX_SUPPORT };
  for (const [kind, why] of Object.entries(baseline.unsupported) as [QueryKind, string][])
    support[kind] = { level: "unsupported", note: `${baseline.short}'s API refused the query: ${why}` } satisfies Support;
  return oneIndexEngine({
    key: baseline.key,
    setup: `baseline ${baseline.short}`,
    configuration: `the engine of commit ${baseline.commit} (issue 35's baseline), built beside the working tree in a detached git worktree and loaded from its packages/oneindex/dist/index.js by file URL; the same definitions (made with its own defineDocument) and query JSON as OneIndex (english)`,
    support,
    load: async () => oneIndexBuildOf((await import(baseline.moduleUrl)) as Record<string, unknown>, baseline.key),
  });
}
