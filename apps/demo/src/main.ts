import "./styles.css";
import { autocompletion, closeCompletion, completionKeymap } from "@codemirror/autocomplete";
import { json } from "@codemirror/lang-json";
import { linter, lintGutter, forceLinting } from "@codemirror/lint";
import { EditorState, Prec, Transaction } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { Validator } from "@cfworker/json-schema";
import { basicSetup } from "codemirror";
import { QUERY_LIMITS, querySchema, SearchTool, tryParseQuery, type DocumentDefinition, type ToolFormat } from "oneindex";
import { readDefinitionFile, type DefinitionFileJson, type InferredField } from "@oneindex/ingest";
import { DATASETS, type Dataset, type ExampleCall } from "./datasets/index.js";
import { diagnosticsOf, problemRange } from "./editor/parser-lint.js";
import type { SchemaNode } from "./editor/schema-at.js";
import { schemaCompletion } from "./editor/schema-completion.js";
import { checkDefinitionFile } from "./own-data/definition-file-check.js";
import { ownExamples } from "./own-data/own-examples.js";
import { demoMarks } from "./search/highlight-marks.js";
import { DatasetSwitcher } from "./session/dataset-switcher.js";
import { fromHash, toHash, type UrlState } from "./session/url-state.js";
import { definitionTable } from "./ui/definition-view.js";
import { fill, h } from "./ui/dom.js";
import { dropZone } from "./ui/drop-zone.js";
import { layout } from "./ui/layout.js";
import { hitItems, hitsMap, totalText } from "./ui/results-view.js";
import { facetPanel } from "./ui/facet-panel.js";
import { addFilter, type FacetCondition } from "./facets/add-filter.js";
import { type AggsOutcome, aggsOutcomeOf, degradingAggs, facetCall, facetFields, spanCall } from "./facets/facet-calls.js";
import { BOXES, boxCall, boxProblems, type BoxName, type BoxValues } from "./ui/string-boxes.js";
import type { GeoSample } from "./worker/protocol.js";
import { WorkerClient, type FinalReply } from "./worker/worker-client.js";

/** The data set on show: a built-in one or the person's own file, indexed in the worker. */
interface Current {
  /** A built-in data set's key, or "own". */
  readonly key: string;
  /** The worker's index of it (the id of the load that built it). */
  readonly indexId: number;
  readonly title: string;
  readonly blurb: string;
  readonly definition: DocumentDefinition;
  readonly schema: SchemaNode;
  readonly validator: Validator;
  readonly examples: readonly ExampleCall[];
  readonly size: number;
  readonly source: string;
  readonly ms: number;
  readonly geo?: GeoSample;
  readonly notes: readonly string[];
  /** For the person's own file: the definition file (as inferred or edited) and why each field got its kind. */
  readonly own?: { readonly file: DefinitionFileJson; readonly reasons: readonly InferredField[]; readonly fileName: string };
}

const state: {
  current?: Current;
  format: ToolFormat;
  mode: "json" | "strings";
  shown?: { key: string; text: string };
  raw: boolean;
  runs: number;
} = { format: "anthropic", mode: "json", raw: false, runs: 0 };
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const client = new WorkerClient(new Worker(new URL("./worker/search-worker.ts", import.meta.url), { type: "module" }));

let editor: EditorView;
let definitionEditor: EditorView | undefined;

/** The page's edits of the call are not the person's: marked so the touch counter skips them. */
const byPage = Transaction.userEvent.of("page");

const switcher = new DatasetSwitcher({
  set: (text) => {
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text }, annotations: byPage });
    // At once, not after the linter's delay: the marks of the call this one replaced must not linger on it.
    forceLinting(editor);
  },
});

function renderDescriptor(): void {
  const current = state.current;
  if (current === undefined) return;
  const text = SearchTool.for(current.definition, { format: state.format });
  const pretty = JSON.stringify(JSON.parse(text), null, 2);
  const bytes = new TextEncoder().encode(text).length;
  fill($("descriptor-size"), `${bytes.toLocaleString("en")} bytes · ≈${Math.round(text.length / 4).toLocaleString("en")} tokens`);
  fill($("descriptor-text"), pretty);
  const description = JSON.parse(text) as { description?: string; function?: { description?: string } };
  fill($("descriptor-description"), description.description ?? description.function?.description ?? "");
  for (const tab of document.querySelectorAll<HTMLButtonElement>("#format-tabs button"))
    tab.setAttribute("aria-selected", String(tab.dataset["format"] === state.format));
}

function boxValues(): BoxValues {
  return {
    q: $<HTMLInputElement>("q-box").value,
    filter: $<HTMLInputElement>("filter-box").value,
    strict: $<HTMLInputElement>("strict-box").value,
  };
}

function currentArgs(): string {
  return state.mode === "json" ? editor.state.doc.toString() : JSON.stringify(boxCall(boxValues()));
}

/** Marks the results as stale when the call or the data set changed since they were computed. */
function markStale(): void {
  const shown = state.shown;
  const stale = shown !== undefined && (shown.key !== state.current?.key || shown.text !== currentArgs());
  $("results-card").classList.toggle("stale", stale);
  $("stale-note").hidden = !stale;
}

function setStatus(...children: (Node | string)[]): void {
  fill($("status"), ...children);
}

function showError(text: string, problems: { label: string; from: number }[]): void {
  setStatus(h("span", { class: "bad" }, "invalid call"), h("span", { class: "muted" }, " · this is exactly what the model reads back"));
  const jump = problems.map((p) => h("button", { class: "link", onclick: () => focusEditorAt(p.from) }, `go to ${p.label}`));
  fill($("error"), h("pre", { "data-testid": "error-text" }, text), ...jump);
  $("error").hidden = false;
  fill($("hits"));
  fill($("map"));
  clearFacets();
  fill($("raw"), text);
}

function focusEditorAt(pos: number): void {
  editor.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
  editor.focus();
}

/** Runs the call in the worker; an answer overtaken by a later run (or another data set) is dropped. */
async function run(): Promise<void> {
  const current = state.current;
  if (current === undefined) return;
  const text = currentArgs();
  const mine = ++state.runs;
  saveUrl();
  const marks = demoMarks();
  const reply = await client.request({ type: "search", index: current.indexId, text, explain: true, marks });
  if (mine !== state.runs || current !== state.current) return;
  state.shown = { key: current.key, text };
  markStale();
  if (reply.type !== "result") return showError(reply.type === "failed" ? reply.message : "the search was dropped", []);
  const outcome = reply.outcome;
  if (outcome.kind === "error") {
    showError(
      outcome.text,
      state.mode === "json" ? outcome.problems.map((p) => ({ label: p.path || "/", from: problemRange(p, text.length, text).from })) : [],
    );
    if (state.mode === "json") forceLinting(editor);
    else markBoxes(outcome.problems);
    return;
  }
  const results = outcome.results;
  setStatus(
    h("span", { class: "ok", "data-testid": "total" }, totalText(results.total)),
    h("span", { class: "muted" }, ` · relation ${results.total.relation} · ${reply.ms.toFixed(2)} ms in the worker`),
  );
  fill($("error"));
  $("error").hidden = true;
  const items = hitItems(results, current.definition, outcome.marks);
  fill($("hits"), ...(items.length === 0 ? [h("li", { class: "muted" }, "No hits.")] : items));
  fill($("map"), hitsMap(results, current.definition, current.geo));
  fill($("raw"), reply.raw ?? "");
  if (state.mode === "strings") markBoxes([]);
  await showFacets(current, text, mine);
}

/** Sends one facet call to the worker: its aggregations, its refusal, or overtaken by a later run or data set. */
async function sendFacetCall(current: Current, call: object, mine: number): Promise<AggsOutcome> {
  const reply = await client.request({
    type: "search",
    index: current.indexId,
    text: JSON.stringify(call),
    explain: false,
    marks: demoMarks(),
  });
  if (mine !== state.runs || current !== state.current) return { kind: "overtaken" };
  if (reply.type !== "result") return { kind: "refused", text: reply.type === "failed" ? reply.message : "the search was dropped" };
  return aggsOutcomeOf(reply.outcome);
}

/** Puts the facet panel of `current` for the call `text` on show, and says (for a test or a person reading the DOM) which call and data it was computed for. */
function showFacetPanel(current: Current, text: string, ...children: (Node | undefined)[]): void {
  fill($("facets"), ...children);
  $("facets").dataset["call"] = text;
  $("facets").dataset["source"] = current.source;
}

/** Empties the facet panel: a new data set's fields are not the old one's. */
function clearFacets(): void {
  fill($("facets"));
  delete $("facets").dataset["call"];
  delete $("facets").dataset["source"];
}

/**
 * The facet panel for the call just run, computed with its query in two calls: the span of each
 * number field (`stats`), then terms and histograms with round intervals. Either call, refused
 * (over the work budget), is sent again with fewer aggregations; refused with one, the panel says
 * so instead of keeping buckets of another call. Dropped when a later run overtook it.
 */
async function showFacets(current: Current, text: string, mine: number): Promise<void> {
  let call: unknown;
  try {
    call = JSON.parse(text);
  } catch {
    return clearFacets();
  }
  if (typeof call !== "object" || call === null || Array.isArray(call)) return clearFacets();
  const args = call as Record<string, unknown>;
  const send = (c: Record<string, unknown>) => sendFacetCall(current, c, mine);
  const first = spanCall(args, current.definition);
  let spans: Readonly<Record<string, unknown>> = {};
  if (first !== undefined) {
    const { outcome } = await degradingAggs(first, send);
    if (outcome.kind === "overtaken") return;
    // Refused even for one field: no histograms, the terms facets may still come.
    if (outcome.kind === "aggs") spans = outcome.aggregations;
  }
  const second = facetCall(args, current.definition, spans as Record<string, { count: number; min: number | null; max: number | null }>);
  if (second === undefined)
    return showFacetPanel(current, text, h("p", { class: "muted" }, "No field of this data set takes aggregations."));
  const { call: answered, outcome } = await degradingAggs(second, send);
  if (outcome.kind === "overtaken") return;
  if (outcome.kind === "refused")
    return showFacetPanel(
      current,
      text,
      h("p", { class: "muted", "data-testid": "facets-refused" }, "No facets for this call: even one aggregation was refused."),
      h("pre", { class: "muted" }, outcome.text),
    );
  const asked = answered["aggs"] as Record<string, { type: string; interval?: number }>;
  const intervals: Record<string, number> = {};
  for (const [field, agg] of Object.entries(asked)) if (agg.type === "histogram") intervals[field] = agg.interval!;
  const left = Object.keys(second["aggs"] as object).length - Object.keys(asked).length;
  const { leftOut } = facetFields(current.definition);
  showFacetPanel(
    current,
    text,
    ...facetPanel(outcome.aggregations as Parameters<typeof facetPanel>[0], intervals, (c) => pickFacet(current, c)),
    left > 0
      ? h(
          "p",
          { class: "muted", "data-testid": "facets-left-out" },
          `${left} more facets left out: the call with all of them was too costly.`,
        )
      : undefined,
    leftOut.length > 0
      ? h(
          "p",
          { class: "muted", "data-testid": "facets-over-limit" },
          `No facet for ${leftOut.join(", ")}: a call takes at most ${QUERY_LIMITS.maxAggs} aggregations.`,
        )
      : undefined,
  );
}

/** A bucket clicked: its condition added to the call's filter (the editor's JSON, or the filter box), and the call run again. */
function pickFacet(shownFor: Current, condition: FacetCondition): void {
  // A bucket of another data set's panel names a field this one may lack: never add it.
  if (shownFor !== state.current) return;
  switcher.guard.touched();
  if (state.mode === "strings") {
    const box = $<HTMLInputElement>("filter-box");
    box.value = addFilter({ filter: box.value }, condition)["filter"] as string;
    markBoxes();
  } else {
    let call: Record<string, unknown>;
    try {
      call = JSON.parse(editor.state.doc.toString()) as Record<string, unknown>;
    } catch {
      return;
    }
    editor.dispatch({
      changes: { from: 0, to: editor.state.doc.length, insert: JSON.stringify(addFilter(call, condition), null, 2) },
      annotations: byPage,
    });
  }
  void run();
}

/**
 * Whether the JSON Schema the model gets accepts the call. Not the validator's error count: a
 * `oneOf` over every node kind reports an error per rejected branch (a single misspelt field gave
 * "132 errors"); the parser's problems, listed with the results, are the ones to read.
 */
function schemaBadge(text: string): void {
  const current = state.current;
  if (current === undefined) return;
  let verdict: string;
  let good = false;
  if (text.trim() === "") {
    // Before a data set's first example is put in the editor: no call yet, nothing to judge.
    fill($("schema-badge"));
    $("schema-badge").className = "badge";
    return;
  }
  try {
    good = current.validator.validate(JSON.parse(text)).valid;
    verdict = good ? "JSON Schema: accepts the call" : "JSON Schema: rejects the call";
  } catch {
    verdict = "JSON Schema: not JSON";
  }
  fill($("schema-badge"), verdict);
  $("schema-badge").className = good ? "badge good" : "badge bad";
}

/** The boxes' call as it is sent, and each box's problems marked in a copy of its text under it. */
function markBoxes(problems?: Parameters<typeof boxProblems>[0]): void {
  const values = boxValues();
  const args = boxCall(values);
  fill($("boxes-call"), JSON.stringify(args));
  const current = state.current;
  const found =
    problems ??
    (current === undefined
      ? []
      : (() => {
          const parsed = tryParseQuery(current.definition, args);
          return parsed.ok ? [] : parsed.error.problems;
        })());
  const byBox = boxProblems(found, values);
  for (const { name } of BOXES) {
    const input = $<HTMLInputElement>(`${name}-box`);
    const list = byBox[name as BoxName];
    input.setAttribute("aria-invalid", String(list.length > 0));
    const text = values[name as BoxName].trim();
    const mark = $(`${name}-mark`);
    mark.hidden = list.length === 0;
    const first = list[0];
    if (first === undefined) fill(mark);
    else
      fill(
        mark,
        h(
          "code",
          { class: "box-text" },
          text.slice(0, first.from),
          h("mark", { class: "err", "data-testid": `${name}-error` }, text.slice(first.from, first.to) || " "),
          text.slice(first.to),
        ),
        h("span", { class: "bad" }, ...list.map((p) => h("span", { class: "box-problem" }, p.message))),
      );
  }
}

function setMode(mode: "json" | "strings"): void {
  state.mode = mode;
  $("json-pane").hidden = mode !== "json";
  $("strings-pane").hidden = mode !== "strings";
  for (const tab of document.querySelectorAll<HTMLButtonElement>("#mode-tabs button"))
    tab.setAttribute("aria-selected", String(tab.dataset["mode"] === mode));
  if (mode === "strings") markBoxes();
  markStale();
}

function setBoxes(values: BoxValues): void {
  for (const { name } of BOXES) $<HTMLInputElement>(`${name}-box`).value = values[name as BoxName];
}

function pickExample(ex: ExampleCall): void {
  switcher.guard.touched();
  setMode("json");
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: JSON.stringify(ex.args, null, 2) }, annotations: byPage });
  void run();
}

function renderGallery(examples: readonly ExampleCall[]): void {
  fill(
    $("gallery"),
    ...examples.map((ex) =>
      h(
        "button",
        { class: `example ${ex.kind}`, "data-testid": `example-${ex.kind}`, onclick: () => pickExample(ex) },
        h("span", { class: "tag" }, ex.kind === "good" ? "call" : "mistake"),
        ex.title,
      ),
    ),
  );
}

function saveUrl(): void {
  const current = state.current;
  const urlState: UrlState = {
    ...(current === undefined ? {} : { data: current.key }),
    ...(state.mode === "strings" ? { boxes: boxValues() } : { call: editor.state.doc.toString() }),
  };
  history.replaceState(null, "", toHash(urlState));
}

function selectTab(key: string): void {
  for (const tab of document.querySelectorAll<HTMLButtonElement>("#dataset-tabs button"))
    tab.setAttribute("aria-selected", String(tab.dataset["key"] === key));
}

function progressView(label: string): (done: number, total: number) => void {
  return (done, total) =>
    fill(
      $("dataset-progress"),
      h("span", {}, `${label} ${done.toLocaleString("en")} / ${total.toLocaleString("en")}`),
      h("progress", { max: String(total), value: String(done) }),
    );
}

/** Throws the worker's failure as an error (its problems listed after the message). */
function answer<T extends FinalReply["type"]>(reply: FinalReply, type: T): Extract<FinalReply, { type: T }> {
  if (reply.type === type) return reply as Extract<FinalReply, { type: T }>;
  if (reply.type === "failed") throw Object.assign(new Error(reply.message), { problems: reply.problems ?? [] });
  throw new Error(`the worker answered ${reply.type}`);
}

function currentOf(base: Omit<Current, "schema" | "validator">): Current {
  const schema = querySchema(base.definition) as SchemaNode;
  return { ...base, schema, validator: new Validator(schema as never, "2020-12", false) };
}

/** Shows a loaded data set: info, definition, descriptor, gallery. The call is the switcher's business. */
function show(current: Current): void {
  state.current = current;
  clearFacets();
  selectTab(current.key);
  fill($("dataset-progress"));
  const notes = current.notes.map((n) => h("li", {}, n));
  fill(
    $("dataset-info"),
    h("p", {}, current.blurb),
    h(
      "p",
      { class: "muted" },
      `Source: ${current.source}. Indexed ${current.size.toLocaleString("en")} documents in a worker in ${current.ms.toFixed(0)} ms.`,
    ),
    notes.length > 0 ? h("ul", { class: "notes", "data-testid": "dataset-notes" }, ...notes) : undefined,
  );
  fill($("definition"), definitionTable(current.definition, new Map((current.own?.reasons ?? []).map((r) => [r.name, r.reason]))));
  showDefinitionFile(current.own?.file);
  renderDescriptor();
  renderGallery(current.examples);
  schemaBadge(editor.state.doc.toString());
  forceLinting(editor);
  markStale();
}

function loadFailed(title: string, error: unknown): void {
  fill($("dataset-progress"));
  fill(
    $("dataset-info"),
    h("p", { class: "bad", role: "alert" }, `Could not load ${title}: ${(error as Error).message}`),
    ...((error as { problems?: string[] }).problems ?? []).map((p) => h("p", { class: "bad" }, p)),
  );
}

async function selectDataset(dataset: Dataset): Promise<void> {
  selectTab(dataset.key);
  clearFacets();
  fill($("dataset-info"), "Loading…");
  try {
    await switcher.switch({
      load: async (wanted) => {
        const response = await fetch(`${import.meta.env.BASE_URL}data/${dataset.file}`);
        if (!response.ok) throw new Error(`could not load ${dataset.file}: HTTP ${response.status}`);
        const bytes = await response.arrayBuffer();
        // A later click overtook this one: do not make the worker index what nobody will see.
        if (!wanted()) throw new Error("overtaken");
        const reply = answer(
          await client.request({ type: "load", key: dataset.key, bytes }, { transfer: [bytes], progress: progressView("Indexing") }),
          "indexed",
        );
        return currentOf({
          key: dataset.key,
          indexId: reply.id,
          title: dataset.title,
          blurb: dataset.blurb,
          definition: dataset.definition,
          examples: dataset.examples,
          size: reply.size,
          source: reply.source,
          ms: reply.ms,
          notes: [],
          ...(reply.geo === undefined ? {} : { geo: reply.geo }),
        });
      },
      show,
      firstCall: (current) => JSON.stringify(current.examples[0]!.args, null, 2),
      run: () => void run(),
    });
  } catch (error) {
    loadFailed(dataset.title, error);
  }
}

/** Indexes the dropped file's records under a definition file, as the data set on show. */
async function indexOwn(
  file: DefinitionFileJson,
  reasons: readonly InferredField[],
  fileName: string,
  unreadable: readonly string[],
): Promise<void> {
  selectTab("own");
  clearFacets();
  fill($("dataset-info"), `Indexing ${fileName}…`);
  try {
    await switcher.switch({
      load: async () => {
        const reply = answer(await client.request({ type: "index-own", file }, { progress: progressView("Indexing") }), "indexed");
        const definition = readDefinitionFile(file).definition;
        const notes = [
          ...unreadable,
          ...reply.skipped,
          ...(reply.skippedCount > reply.skipped.length ? [`and ${reply.skippedCount - reply.skipped.length} more records skipped`] : []),
        ];
        return currentOf({
          key: "own",
          indexId: reply.id,
          title: fileName,
          blurb: `Your file ${fileName}: the definition below was inferred from its records; edit it and apply to index again.`,
          definition,
          examples: ownExamples(definition, reply.geo),
          size: reply.size,
          source: fileName,
          ms: reply.ms,
          notes,
          own: { file, reasons, fileName },
          ...(reply.geo === undefined ? {} : { geo: reply.geo }),
        });
      },
      show,
      firstCall: (current) => JSON.stringify(current.examples[0]!.args, null, 2),
      run: () => void run(),
    });
  } catch (error) {
    loadFailed(fileName, error);
  }
}

/** A dropped or chosen file: read in the page, parsed and inferred in the worker, then indexed. */
async function openFile(file: File): Promise<void> {
  selectTab("own");
  clearFacets();
  fill($("dataset-info"), `Reading ${file.name}…`);
  try {
    const text = await file.text();
    const inspected = answer(await client.request({ type: "inspect", text, fileName: file.name }), "inspected");
    const unreadable = [
      ...inspected.unreadable,
      ...(inspected.unreadableCount > inspected.unreadable.length
        ? [`and ${inspected.unreadableCount - inspected.unreadable.length} more lines not read`]
        : []),
    ];
    await indexOwn(inspected.file, inspected.reasons, file.name, unreadable);
  } catch (error) {
    loadFailed(file.name, error);
  }
}

/** The editable definition file of the person's own data (hidden for the built-in data sets). */
function showDefinitionFile(file: DefinitionFileJson | undefined): void {
  $("definition-file").hidden = file === undefined;
  fill($("definition-problems"));
  if (file === undefined) return;
  const text = JSON.stringify(file, null, 2);
  if (definitionEditor === undefined) {
    definitionEditor = new EditorView({
      parent: $("definition-editor"),
      state: EditorState.create({ doc: text, extensions: [basicSetup, json(), EditorView.lineWrapping] }),
    });
  } else definitionEditor.dispatch({ changes: { from: 0, to: definitionEditor.state.doc.length, insert: text } });
}

/** Checks the edited definition file with ingest's reader and, when it holds, indexes the file again under it. */
function applyDefinition(): void {
  const own = state.current?.own;
  if (definitionEditor === undefined || own === undefined) return;
  const check = checkDefinitionFile(definitionEditor.state.doc.toString());
  fill(
    $("definition-problems"),
    ...(check.ok ? [] : check.problems.map((p) => h("li", { class: "bad", "data-testid": "definition-problem" }, p))),
  );
  if (check.ok) void indexOwn(check.file, own.reasons, own.fileName, []);
}

function build(): void {
  const root = $("app");
  const { zone: drop, input: fileInput } = dropZone((file) => void openFile(file));
  fill(
    root,
    ...layout({
      datasets: DATASETS,
      dropZone: drop,
      selectDataset: (d) => void selectDataset(d),
      ownTab: () => (state.current?.key === "own" ? undefined : fileInput.click()),
      applyDefinition,
      setFormat: (f) => {
        state.format = f;
        renderDescriptor();
      },
      copyDescriptor: () => void copyDescriptor(),
      setMode: (mode) => {
        switcher.guard.touched();
        setMode(mode);
      },
      run: () => void run(),
      toggleRaw,
    }),
  );
  for (const { name } of BOXES) {
    const box = $<HTMLInputElement>(`${name}-box`);
    box.addEventListener("keydown", (e) => (e as KeyboardEvent).key === "Enter" && void run());
    box.addEventListener("input", () => {
      switcher.guard.touched();
      markBoxes();
      markStale();
    });
  }
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
        Prec.highest(
          keymap.of([
            {
              key: "Mod-Enter",
              run: (view) => {
                // The call is sent: a completion list left open would cover its results.
                closeCompletion(view);
                void run();
                return true;
              },
            },
          ]),
        ),
        keymap.of(completionKeymap),
        autocompletion({ override: [schemaCompletion(() => state.current?.schema ?? {})] }),
        // Every change of the text by the person (typing, pasting, deleting, completing) is a touch: a load finishing later keeps it.
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          if (update.transactions.some((tr) => tr.docChanged && tr.annotation(Transaction.userEvent) !== "page")) switcher.guard.touched();
          markStale();
          // At once, not with the linter's delay: the badge never shows the verdict on an earlier text.
          schemaBadge(update.state.doc.toString());
        }),
        lintGutter(),
        linter(
          (view) => {
            const text = view.state.doc.toString();
            const current = state.current;
            if (current === undefined) return [];
            const parsed = tryParseQuery(current.definition, text);
            return parsed.ok ? [] : diagnosticsOf(parsed.error, text);
          },
          { delay: 300 },
        ),
      ],
    }),
  });
  setMode("json");
}

function toggleRaw(): void {
  state.raw = $<HTMLInputElement>("raw-toggle").checked;
  $("raw").hidden = !state.raw;
  $("cooked").hidden = state.raw;
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

/** Starts on the data set and call the address names (a shared link, a reload), else the first data set's first example. */
function start(): void {
  build();
  const saved = fromHash(location.hash);
  const dataset = DATASETS.find((d) => d.key === saved.data) ?? DATASETS[0]!;
  if (saved.boxes !== undefined) {
    setBoxes(saved.boxes);
    setMode("strings");
  } else if (saved.call !== undefined) {
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: saved.call }, annotations: byPage });
  }
  void selectDataset(dataset);
  // The switch has begun (synchronously, up to its first wait): a call from the address counts as the
  // person's, written after it began, so the data set's first example does not replace it.
  if (saved.boxes !== undefined || saved.call !== undefined) switcher.guard.touched();
}

start();
