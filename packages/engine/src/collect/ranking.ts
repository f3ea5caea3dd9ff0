import type { IndexState } from "../store/index-state.js";
import type { Ranking } from "./top-k.js";

/** Score descending, then id ascending. */
export function byScore(state: IndexState): Ranking {
  const order = state.idOrder();
  return (a, b) => a.score > b.score || (a.score === b.score && order.before(a.doc, b.doc));
}
