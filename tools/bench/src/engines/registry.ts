// Every engine configuration the bench runs, in table order.
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

/** The adapter with this key, or throws naming the known keys. */
export function engineByKey(key: string): EngineAdapter {
  const found = ENGINES.find((e) => e.key === key);
  if (found === undefined) throw new Error(`unknown engine "${key}": one of ${ENGINES.map((e) => e.key).join(", ")}`);
  return found;
}
