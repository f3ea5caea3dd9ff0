import { TOOL_FORMATS, type ToolFormat } from "oneindex";
import type { Dataset } from "../datasets/index.js";
import { h } from "./dom.js";
import { BOXES } from "./string-boxes.js";

/** What the page's controls do. */
export interface LayoutActions {
  readonly datasets: readonly Dataset[];
  readonly dropZone: HTMLElement;
  readonly selectDataset: (dataset: Dataset) => void;
  /** The "Your data" tab. */
  readonly ownTab: () => void;
  readonly applyDefinition: () => void;
  readonly setFormat: (format: ToolFormat) => void;
  readonly copyDescriptor: () => void;
  readonly setMode: (mode: "json" | "strings") => void;
  readonly run: () => void;
  readonly toggleRaw: () => void;
}

const PLACEHOLDERS = {
  q: 'words, "phrases", -not, +must, pre*, fuzzy~1',
  filter: "magnitude >= 4 and tsunami = false",
  strict: "place:alaska AND magnitude:[3 TO *]",
} as const;

/** The page: header with the data set tabs, then the data set, call and results columns (filled in by main.ts through their ids). */
export function layout(on: LayoutActions): HTMLElement[] {
  return [
    h(
      "header",
      {},
      h(
        "div",
        { class: "brand" },
        h("strong", {}, "OneIndex"),
        h("span", { class: "muted" }, " — a search tool a language model can call safely"),
      ),
      h(
        "nav",
        { id: "dataset-tabs", class: "tabs", "aria-label": "data set" },
        ...on.datasets.map((d) => h("button", { "data-key": d.key, role: "tab", onclick: () => on.selectDataset(d) }, d.title)),
        h("button", { "data-key": "own", role: "tab", onclick: () => on.ownTab() }, "Your data"),
      ),
    ),
    h(
      "main",
      { class: "layout" },
      h(
        "section",
        { class: "column" },
        h(
          "div",
          { class: "card" },
          h("h2", {}, "Data set"),
          on.dropZone,
          h("div", { id: "dataset-progress", class: "progress", "aria-live": "polite" }),
          h("div", { id: "dataset-info" }),
        ),
        h(
          "div",
          { class: "card" },
          h("h2", {}, "Document definition"),
          h("div", { id: "definition" }),
          h(
            "details",
            { id: "definition-file", hidden: true, open: true },
            h("summary", {}, "The definition file (edit, then apply to index again)"),
            h("div", { id: "definition-editor" }),
            h(
              "div",
              { class: "row" },
              h("button", { id: "apply-definition", class: "primary", onclick: () => on.applyDefinition() }, "Apply and index again"),
            ),
            h("ul", { id: "definition-problems", class: "problems" }),
          ),
        ),
        h(
          "div",
          { class: "card" },
          h("h2", {}, "Tool descriptor"),
          h(
            "nav",
            { id: "format-tabs", class: "tabs small", "aria-label": "format" },
            ...TOOL_FORMATS.map((f) => h("button", { "data-format": f, onclick: () => on.setFormat(f) }, f)),
          ),
          h(
            "div",
            { class: "row" },
            h("span", { id: "descriptor-size", class: "muted", "data-testid": "descriptor-size" }),
            h("button", { id: "copy", onclick: () => on.copyDescriptor() }, "Copy"),
          ),
          h(
            "details",
            { open: true },
            h("summary", {}, "The description, as the model reads it"),
            h("pre", { id: "descriptor-description", class: "code scroll prose" }),
          ),
          h("details", {}, h("summary", {}, "The whole descriptor (JSON)"), h("pre", { id: "descriptor-text", class: "code scroll" })),
        ),
      ),
      h(
        "section",
        { class: "column wide" },
        h(
          "div",
          { class: "card" },
          h(
            "div",
            { class: "row" },
            h("h2", {}, "Tool call"),
            h(
              "nav",
              { id: "mode-tabs", class: "tabs small" },
              h("button", { "data-mode": "json", onclick: () => on.setMode("json") }, "arguments JSON"),
              h("button", { "data-mode": "strings", onclick: () => on.setMode("strings") }, "q · filter · strict"),
            ),
          ),
          h(
            "div",
            { id: "json-pane" },
            h("div", { id: "editor" }),
            h(
              "div",
              { class: "row" },
              h("span", { id: "schema-badge", class: "badge" }),
              h("span", { class: "muted" }, "Ctrl+Space completes from the schema · Ctrl+Enter runs"),
            ),
          ),
          h(
            "div",
            { id: "strings-pane", hidden: true },
            ...BOXES.map(({ name }) =>
              h(
                "div",
                { class: "box" },
                h("label", {}, `${name} `, h("input", { id: `${name}-box`, placeholder: PLACEHOLDERS[name] })),
                h("div", { id: `${name}-mark`, class: "box-mark", hidden: true }),
              ),
            ),
            h(
              "div",
              { class: "sends" },
              h("span", { class: "muted" }, "sends "),
              h("code", { id: "boxes-call", "data-testid": "boxes-call" }),
            ),
          ),
          h("div", { class: "row" }, h("button", { id: "run", class: "primary", onclick: () => on.run() }, "Search")),
        ),
        h("div", { class: "card" }, h("h2", {}, "Examples and typical model mistakes"), h("div", { id: "gallery", class: "gallery" })),
      ),
      h(
        "section",
        { class: "column wide" },
        h(
          "div",
          { class: "card", id: "results-card" },
          h(
            "div",
            { class: "row" },
            h("h2", {}, "Results"),
            h(
              "label",
              { class: "toggle" },
              h("input", { type: "checkbox", id: "raw-toggle", onchange: () => on.toggleRaw() }),
              " raw JSON result",
            ),
          ),
          h(
            "p",
            { id: "stale-note", class: "stale-note", hidden: true, "data-testid": "stale-note" },
            "Stale: these results are for an earlier call or data set. Press Search (Ctrl+Enter).",
          ),
          h("div", { id: "status", "data-testid": "status" }),
          h("div", { id: "error", class: "error", hidden: true }),
          h("div", { id: "cooked" }, h("div", { id: "map", class: "map" }), h("ol", { id: "hits", class: "hits" })),
          h("pre", { id: "raw", class: "code scroll raw", hidden: true, "data-testid": "raw" }),
        ),
        h(
          "div",
          { class: "card", id: "facets-card" },
          h("h2", {}, "Facets"),
          h(
            "p",
            { class: "muted" },
            "Counts over every match of the call, by the aggregations the tool offers (terms and histograms of the aggregatable fields). Click a bucket to add it to the call's filter.",
          ),
          h("div", { id: "facets", "data-testid": "facets" }),
        ),
      ),
    ),
  ];
}
