import { h } from "./dom.js";

/** The "your own data" zone: a file dropped on it, or chosen with its file input, goes to `open`. */
export function dropZone(open: (file: File) => void): { readonly zone: HTMLElement; readonly input: HTMLInputElement } {
  const input = h("input", {
    type: "file",
    id: "file-input",
    accept: ".json,.geojson,.ndjson,.jsonl,.csv,.tsv,.tab",
    "data-testid": "file-input",
  });
  input.addEventListener("change", () => {
    const file = input.files?.[0];
    if (file !== undefined) open(file);
    // Choosing the same file again is a change too.
    input.value = "";
  });
  const zone = h(
    "div",
    { id: "drop-zone", class: "drop-zone", "data-testid": "drop-zone" },
    h("strong", {}, "Your own data"),
    " — drop a JSON array, NDJSON or CSV file here, or ",
    h("label", { class: "file-label" }, "choose one", input),
    ". It stays in this tab.",
  );
  zone.addEventListener("dragover", (e) => {
    e.preventDefault();
    zone.classList.add("over");
  });
  zone.addEventListener("dragleave", () => zone.classList.remove("over"));
  zone.addEventListener("drop", (e) => {
    e.preventDefault();
    zone.classList.remove("over");
    const file = e.dataTransfer?.files[0];
    if (file !== undefined) open(file);
  });
  return { zone, input };
}
