import type { DocumentDefinition } from "oneindex";
import { h } from "./dom.js";

/** The definition's fields as a table; `reasons` (an inferred definition's) stand in for missing descriptions. */
export function definitionTable(doc: DocumentDefinition, reasons: ReadonlyMap<string, string> = new Map()): HTMLElement {
  const rows = Object.entries(doc.fields).map(([name, f]) => {
    const flags = [
      f.array && "array",
      f.filterable && f.kind !== "id" && f.kind !== "text" && f.kind !== "keyword" && "filterable",
      f.sortable && "sortable",
      f.kind === "text" && f.analyzer,
    ]
      .filter(Boolean)
      .join(", ");
    const note = f.description ?? reasons.get(name) ?? "";
    return h("tr", {}, h("td", {}, h("code", {}, name)), h("td", {}, f.kind), h("td", {}, flags), h("td", { class: "muted" }, note));
  });
  const table = h(
    "table",
    { class: "fields" },
    h("colgroup", {}, h("col", { class: "c-name" }), h("col", { class: "c-kind" }), h("col", { class: "c-flags" }), h("col", {})),
    h("thead", {}, h("tr", {}, h("th", {}, "field"), h("th", {}, "kind"), h("th", {}, "flags"), h("th", {}, "description"))),
    h("tbody", {}, ...rows),
  );
  return h("div", { class: "table-wrap", "data-testid": "definition-table" }, table);
}
