// Cranfield, read only through @oneindex/testdata (never copied into the repository).
import { loadCranfield as load } from "@oneindex/testdata";

/** One Cranfield abstract. */
export interface CranfieldDoc {
  readonly id: number;
  readonly title: string;
  readonly author: string;
  readonly body: string;
}

/** A split: queries and graded judgements. */
export interface CranfieldSplit {
  readonly queries: readonly { id: number; text: string }[];
  readonly qrels: Map<string, Map<string, number>>;
}

/** The collection with its dev and test splits. */
export interface Cranfield {
  readonly documents: readonly CranfieldDoc[];
  readonly dev: CranfieldSplit;
  readonly test: CranfieldSplit;
}

/** Loads Cranfield from the shared data folder ($ONEINDEX_DATA_DIR or ../shared/data). */
export function loadCranfield(): Cranfield {
  return load() as Cranfield;
}
