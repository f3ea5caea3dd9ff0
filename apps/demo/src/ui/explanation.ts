import type { Explanation } from "oneindex";
import { h } from "./dom.js";

/** A score explanation as a nested list a person can read. */
export function renderExplanation(explanation: Explanation): HTMLElement {
  const node = (e: Explanation): HTMLElement =>
    h(
      "li",
      {},
      h("span", { class: "score" }, e.value.toFixed(4)),
      " ",
      e.description,
      e.details.length > 0 ? h("ul", {}, ...e.details.map(node)) : undefined,
    );
  return h("ul", { class: "explanation" }, node(explanation));
}
