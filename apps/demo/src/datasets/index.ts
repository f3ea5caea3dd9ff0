import { airports } from "./airports.js";
import type { Dataset } from "./dataset.js";
import { earthquakes } from "./earthquakes.js";
import { wordnet } from "./wordnet.js";

/** The data sets, in the order the picker shows them. */
export const DATASETS: readonly Dataset[] = [earthquakes, airports, wordnet];

export type { Dataset, ExampleCall } from "./dataset.js";
export { loadRecords } from "./dataset.js";
