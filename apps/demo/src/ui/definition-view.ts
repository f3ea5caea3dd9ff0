import type { DocumentDefinition } from "oneindex";
import { h } from "./dom.js";

/**
 * The definition's fields as a table; `reasons` (an inferred definition's) stand in for missing
 * descriptions. A field's description is a row of its own under its name, kind and flags, the
 * table's full width: in the narrow left column a fourth column would leave it a few letters a line.
 */
export function definitionTable(doc: DocumentDefinition, reasons: ReadonlyMap<string, string> = new Map()): HTMLElement {
  const rows = Object.entries(doc.fields).flatMap(([name, f]) => {
    const flags = [
      f.array && "array",
      f.filterable && f.kind !== "id" && f.kind !== "text" && f.kind !== "keyword" && "filterable",
      f.sortable && "sortable",
      f.kind === "text" && f.analyzer,
    ]
      .filter(Boolean)
      .join(", ");
    const note = f.description ?? reasons.get(name) ?? "";
    const row = h(
      "tr",
      { class: note === "" ? "field" : "field described" },
      h("td", {}, h("code", {}, name)),
      h("td", { class: "kind" }, f.kind),
      h("td", { class: "flags" }, flags),
    );
    return note === "" ? [row] : [row, h("tr", { class: "note" }, h("td", { class: "muted", colspan: "3" }, note))];
  });
  const table = h(
    "table",
    { class: "fields" },
    h("colgroup", {}, h("col", { class: "c-name" }), h("col", { class: "c-kind" }), h("col", {})),
    h("thead", {}, h("tr", {}, h("th", {}, "field"), h("th", {}, "kind"), h("th", {}, "flags"))),
    h("tbody", {}, ...rows),
  );
  return h("div", { class: "table-wrap", "data-testid": "definition-table" }, table);
}
