// Every engine configuration the bench runs, in table order.
import { baselineAdapter, type BaselineEngine } from "../baseline/baseline-engine.js";
import type { EngineAdapter } from "./engine.js";
import { flexSearchDefaults, flexSearchEnglish, flexSearchForward } from "./flexsearch.js";
import { lunrDefaults } from "./lunr.js";
import { miniSearchDefaults, miniSearchEnglish } from "./minisearch.js";
import { oneIndexAdapter } from "./oneindex.js";
import { oramaDefaults, oramaEnglish } from "./orama.js";

/** All adapters: OneIndex first, then each peer with defaults and with its English setup. */
export const ENGINES: readonly EngineAdapter[] = [
  oneIndexAdapter,
  miniSearchDefaults,
  miniSearchEnglish,
  oramaDefaults,
  oramaEnglish,
  lunrDefaults,
  flexSearchDefaults,
  flexSearchEnglish,
  flexSearchForward,
];

/** The adapters of a run: every engine, with the baseline's right after OneIndex when the run has one. */
export function enginesWith(baseline: BaselineEngine | undefined): readonly EngineAdapter[] {
  return baseline === undefined ? ENGINES : [ENGINES[0]!, baselineAdapter(baseline), ...ENGINES.slice(1)];
}

/** The adapter with this key (the baseline's when it is `baseline`'s key), or throws naming the known keys. */
export function engineByKey(key: string, baseline?: BaselineEngine): EngineAdapter {
  const engines = enginesWith(baseline);
  const found = engines.find((e) => e.key === key);
  if (found === undefined) throw new Error(`unknown engine "${key}": one of ${engines.map((e) => e.key).join(", ")}`);
  return found;
}
