import "./styles.css";
import { autocompletion, completionKeymap } from "@codemirror/autocomplete";
import { json } from "@codemirror/lang-json";
import { linter, lintGutter, forceLinting } from "@codemirror/lint";
import { EditorState, Prec } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { Validator } from "@cfworker/json-schema";
import { basicSetup } from "codemirror";
import { querySchema, SearchIndex, SearchTool, TOOL_FORMATS, type DocumentDefinition, type SearchResults, type ToolFormat } from "oneindex";
import { DATASETS, loadRecords, type Dataset, type ExampleCall } from "./datasets/index.js";
import { diagnosticsOf, problemRange } from "./editor/parser-lint.js";
import type { SchemaNode } from "./editor/schema-at.js";
import { schemaCompletion } from "./editor/schema-completion.js";
import type { HighlightMarks } from "./search/highlight-marks.js";
import { runCall } from "./search/run-call.js";
import { fill, h, highlighted } from "./ui/dom.js";
import { renderExplanation } from "./ui/explanation.js";

interface Loaded {
  readonly dataset: Dataset;
  readonly index: SearchIndex<DocumentDefinition>;
  readonly schema: SchemaNode;
  readonly validator: Validator;
  readonly source: string;
  readonly buildMs: number;
}

const state: { loaded?: Loaded; format: ToolFormat; mode: "json" | "strings" } = { format: "anthropic", mode: "json" };
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function fieldRows(doc: DocumentDefinition): HTMLElement {
  const rows = Object.entries(doc.fields).map(([name, f]) => {
    const flags = [f.array && "array", f.filterable && f.kind !== "id" && f.kind !== "text" && f.kind !== "keyword" && "filterable", f.sortable && "sortable", f.kind === "text" && f.analyzer].filter(Boolean).join(", ");
    return h("tr", {}, h("td", {}, h("code", {}, name)), h("td", {}, f.kind), h("td", {}, flags), h("td", { class: "muted" }, f.description ?? ""));
  });
  return h("table", { class: "fields" }, h("thead", {}, h("tr", {}, h("th", {}, "field"), h("th", {}, "kind"), h("th", {}, "flags"), h("th", {}, "description"))), h("tbody", {}, ...rows));
}

function renderDescriptor(): void {
  const loaded = state.loaded;
  if (loaded === undefined) return;
  const text = SearchTool.for(loaded.dataset.definition, { format: state.format });
  const pretty = JSON.stringify(JSON.parse(text), null, 2);
  const bytes = new TextEncoder().encode(text).length;
  fill($("descriptor-size"), `${bytes.toLocaleString("en")} bytes · ≈${Math.round(text.length / 4).toLocaleString("en")} tokens`);
  fill($("descriptor-text"), pretty);
  const description = (JSON.parse(text) as { description?: string; function?: { description?: string } });
  fill($("descriptor-description"), description.description ?? description.function?.description ?? "");
  for (const tab of document.querySelectorAll<HTMLButtonElement>("#format-tabs button")) tab.setAttribute("aria-selected", String(tab.dataset["format"] === state.format));
}

function renderHits(results: SearchResults<Record<string, unknown>>, ms: number, doc: DocumentDefinition, marks: HighlightMarks): void {
  const total = `${results.total.relation === "gte" ? "≥ " : ""}${results.total.value.toLocaleString("en")} ${results.total.value === 1 ? "match" : "matches"}`;
  fill($("status"), h("span", { class: "ok", "data-testid": "total" }, total), h("span", { class: "muted" }, ` · relation ${results.total.relation} · ${ms.toFixed(2)} ms`));
  fill($("error"));
  $("error").hidden = true;
  const textFields = Object.entries(doc.fields).filter(([, f]) => f.kind !== "stored" && f.kind !== "id");
  const hits = results.hits.map((hit, i) => {
    const fragments = Object.entries(hit.highlights ?? {}).flatMap(([field, list]) => list.map((fragment) => h("p", { class: "fragment" }, h("span", { class: "field" }, field), " ", highlighted(fragment, marks))));
    const summary = textFields
      .slice(0, 6)
      .map(([name]) => [name, hit.document[name]] as const)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([name, v]) => h("span", { class: "kv" }, h("span", { class: "field" }, name), " ", typeof v === "object" ? JSON.stringify(v) : String(v)));
    const explain = hit.explanation === undefined ? undefined : h("details", { class: "explain" }, h("summary", {}, "score explanation"), renderExplanation(hit.explanation));
    return h("li", { class: "hit", "data-testid": "hit" }, h("div", { class: "hit-head" }, h("span", { class: "rank" }, String(i + 1)), h("code", {}, String(hit.id)), h("span", { class: "score" }, hit.score.toFixed(4))), h("div", { class: "hit-fields" }, ...summary), ...fragments, explain);
  });
  fill($("hits"), ...(hits.length === 0 ? [h("li", { class: "muted" }, "No hits.")] : hits));
}

function renderError(text: string, problems: { label: string; from: number }[]): void {
  fill($("status"), h("span", { class: "bad" }, "invalid call"), h("span", { class: "muted" }, " · this is exactly what the model reads back"));
  const jump = problems.map((p) => h("button", { class: "link", onclick: () => focusEditorAt(p.from) }, `go to ${p.label}`));
  fill($("error"), h("pre", { "data-testid": "error-text" }, text), ...jump);
  $("error").hidden = false;
  fill($("hits"));
}

let editor: EditorView;

function focusEditorAt(pos: number): void {
  editor.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
  editor.focus();
}

function currentArgs(): string {
  if (state.mode === "json") return editor.state.doc.toString();
  const args: Record<string, unknown> = { v: 1, highlight: true };
  const q = $<HTMLInputElement>("q-box").value.trim();
  const filter = $<HTMLInputElement>("filter-box").value.trim();
  const strict = $<HTMLInputElement>("strict-box").value.trim();
  if (q !== "") args["q"] = q;
  if (filter !== "") args["filter"] = filter;
  if (strict !== "") args["query"] = { type: "strict", query: strict };
  return JSON.stringify(args);
}

function run(): void {
  const loaded = state.loaded;
  if (loaded === undefined) return;
  const text = currentArgs();
  const started = performance.now();
  const outcome = runCall(loaded.index, text, { explain: true });
  if (outcome.kind === "error") {
    renderError(outcome.text, state.mode === "json" ? outcome.problems.map((p) => ({ label: p.path || "/", from: problemRange(p, text.length, text).from })) : []);
    if (state.mode === "json") forceLinting(editor);
    return;
  }
  renderHits(outcome.results, performance.now() - started, loaded.dataset.definition, outcome.marks);
}

/**
 * Whether the JSON Schema the model gets accepts the call. Not the validator's error count: a
 * `oneOf` over every node kind reports an error per rejected branch (a single misspelt field gave
 * "132 errors"); the parser's problems, listed with the results, are the ones to read.
 */
function schemaBadge(text: string): void {
  const loaded = state.loaded;
  if (loaded === undefined) return;
  let verdict: string;
  let good = false;
  try {
    good = loaded.validator.validate(JSON.parse(text)).valid;
    verdict = good ? "JSON Schema: accepts the call" : "JSON Schema: rejects the call";
  } catch {
    verdict = "JSON Schema: not JSON";
  }
  fill($("schema-badge"), verdict);
  $("schema-badge").className = good ? "badge good" : "badge bad";
}

function setCall(args: Record<string, unknown>): void {
  state.mode = "json";
  showMode();
  const text = JSON.stringify(args, null, 2);
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  run();
}

function showMode(): void {
  $("json-pane").hidden = state.mode !== "json";
  $("strings-pane").hidden = state.mode !== "strings";
  for (const tab of document.querySelectorAll<HTMLButtonElement>("#mode-tabs button")) tab.setAttribute("aria-selected", String(tab.dataset["mode"] === state.mode));
}

function renderGallery(examples: readonly ExampleCall[]): void {
  fill(
    $("gallery"),
    ...examples.map((ex) => h("button", { class: `example ${ex.kind}`, "data-testid": `example-${ex.kind}`, onclick: () => setCall(ex.args) }, h("span", { class: "tag" }, ex.kind === "good" ? "call" : "mistake"), ex.title)),
  );
}

/** Counts data set selections, so a slow load that a later click overtook is dropped when it finishes. */
let selection = 0;

async function selectDataset(dataset: Dataset): Promise<void> {
  const mine = ++selection;
  for (const tab of document.querySelectorAll<HTMLButtonElement>("#dataset-tabs button")) tab.setAttribute("aria-selected", String(tab.dataset["key"] === dataset.key));
  fill($("dataset-info"), "Loading…");
  let loadedRecords: Awaited<ReturnType<typeof loadRecords>>;
  try {
    loadedRecords = await loadRecords(dataset);
  } catch (error) {
    if (mine === selection) fill($("dataset-info"), h("p", { class: "bad", role: "alert" }, `Could not load ${dataset.title}: ${(error as Error).message}`));
    return;
  }
  if (mine !== selection) return;
  const { records, source } = loadedRecords;
  const started = performance.now();
  const index = new SearchIndex(dataset.definition);
  index.add(records as never[]);
  const buildMs = performance.now() - started;
  const schema = querySchema(dataset.definition) as SchemaNode;
  state.loaded = { dataset, index, schema, validator: new Validator(schema as never, "2020-12", false), source, buildMs };
  fill($("dataset-info"), h("p", {}, dataset.blurb), h("p", { class: "muted" }, `Source: ${source}. Indexed ${index.size.toLocaleString("en")} documents in the browser in ${buildMs.toFixed(0)} ms.`));
  fill($("definition"), fieldRows(dataset.definition));
  renderDescriptor();
  renderGallery(dataset.examples);
  setCall(dataset.examples[0]!.args);
}

function build(): void {
  const root = $("app");
  fill(
    root,
    h(
      "header",
      {},
      h("div", { class: "brand" }, h("strong", {}, "OneIndex"), h("span", { class: "muted" }, " — a search tool a language model can call safely")),
      h("nav", { id: "dataset-tabs", class: "tabs", "aria-label": "data set" }, ...DATASETS.map((d) => h("button", { "data-key": d.key, role: "tab", onclick: () => void selectDataset(d) }, d.title))),
    ),
    h(
      "main",
      { class: "layout" },
      h(
        "section",
        { class: "column" },
        h("div", { class: "card" }, h("h2", {}, "Data set"), h("div", { id: "dataset-info" })),
        h("div", { class: "card" }, h("h2", {}, "Document definition"), h("div", { id: "definition" })),
        h(
          "div",
          { class: "card" },
          h("h2", {}, "Tool descriptor"),
          h("nav", { id: "format-tabs", class: "tabs small", "aria-label": "format" }, ...TOOL_FORMATS.map((f) => h("button", { "data-format": f, onclick: () => ((state.format = f), renderDescriptor()) }, f))),
          h("div", { class: "row" }, h("span", { id: "descriptor-size", class: "muted", "data-testid": "descriptor-size" }), h("button", { id: "copy", onclick: () => void copyDescriptor() }, "Copy")),
          h("details", { open: true }, h("summary", {}, "The description, as the model reads it"), h("pre", { id: "descriptor-description", class: "code scroll prose" })),
          h("details", {}, h("summary", {}, "The whole descriptor (JSON)"), h("pre", { id: "descriptor-text", class: "code scroll" })),
        ),
      ),
      h(
        "section",
        { class: "column wide" },
        h(
          "div",
          { class: "card" },
          h("div", { class: "row" }, h("h2", {}, "Tool call"), h("nav", { id: "mode-tabs", class: "tabs small" }, h("button", { "data-mode": "json", onclick: () => ((state.mode = "json"), showMode()) }, "arguments JSON"), h("button", { "data-mode": "strings", onclick: () => ((state.mode = "strings"), showMode()) }, "q · filter · strict"))),
          h("div", { id: "json-pane" }, h("div", { id: "editor" }), h("div", { class: "row" }, h("span", { id: "schema-badge", class: "badge" }), h("span", { class: "muted" }, "Ctrl+Space completes from the schema · Ctrl+Enter runs"))),
          h(
            "div",
            { id: "strings-pane", hidden: true },
            h("label", {}, "q ", h("input", { id: "q-box", placeholder: 'words, "phrases", -not, +must, pre*, fuzzy~1' })),
            h("label", {}, "filter ", h("input", { id: "filter-box", placeholder: 'magnitude >= 4 and tsunami = false' })),
            h("label", {}, "strict ", h("input", { id: "strict-box", placeholder: 'place:alaska AND magnitude:[3 TO *]' })),
          ),
          h("div", { class: "row" }, h("button", { id: "run", class: "primary", onclick: () => run() }, "Search")),
        ),
        h("div", { class: "card" }, h("h2", {}, "Examples and typical model mistakes"), h("div", { id: "gallery", class: "gallery" })),
      ),
      h("section", { class: "column wide" }, h("div", { class: "card" }, h("h2", {}, "Results"), h("div", { id: "status", "data-testid": "status" }), h("div", { id: "error", class: "error", hidden: true }), h("ol", { id: "hits", class: "hits" }))),
    ),
  );
  for (const id of ["q-box", "filter-box", "strict-box"]) $(id).addEventListener("keydown", (e) => (e as KeyboardEvent).key === "Enter" && run());
  editor = new EditorView({
    parent: $("editor"),
    state: EditorState.create({
      doc: "",
      extensions: [
        basicSetup,
        json(),
        // A model's call is often one long line: wrap it rather than hide its start off to the left.
        EditorView.lineWrapping,
        // Highest precedence: basicSetup's default keymap binds Mod-Enter to insertBlankLine, which would win.
        Prec.highest(keymap.of([{ key: "Mod-Enter", run: () => (run(), true) }])),
        keymap.of(completionKeymap),
        autocompletion({ override: [schemaCompletion(() => state.loaded?.schema ?? {})] }),
        lintGutter(),
        linter((view) => {
          const text = view.state.doc.toString();
          schemaBadge(text);
          const loaded = state.loaded;
          if (loaded === undefined) return [];
          const parsed = loaded.index.tryParse(text);
          return parsed.ok ? [] : diagnosticsOf(parsed.error, text);
        }, { delay: 300 }),
      ],
    }),
  });
  showMode();
}

async function copyDescriptor(): Promise<void> {
  const text = $("descriptor-text").textContent ?? "";
  try {
    await navigator.clipboard.writeText(text);
    fill($("copy"), "Copied");
  } catch {
    const range = document.createRange();
    range.selectNodeContents($("descriptor-text"));
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    fill($("copy"), "Selected: press Ctrl+C");
  }
  setTimeout(() => fill($("copy"), "Copy"), 1500);
}

build();
void selectDataset(DATASETS[0]!);
