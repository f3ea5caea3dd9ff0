import { fragmentParts, type HighlightMarks } from "../search/highlight-marks.js";

/** A small element builder: `h("div", { class: "x" }, "text", child)`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | ((event: Event) => void) | undefined> = {},
  ...children: (Node | string | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === "function") element.addEventListener(name.replace(/^on/, ""), value);
    else if (value === true) element.setAttribute(name, "");
    else element.setAttribute(name, value);
  }
  for (const child of children) if (child !== undefined && child !== false) element.append(child);
  return element;
}

/** Replaces an element's children. */
export function fill(element: Element, ...children: (Node | string | undefined | false)[]): void {
  element.replaceChildren(...children.filter((c): c is Node | string => c !== undefined && c !== false));
}

/** A highlight fragment with its marked words as <mark> elements (the text itself is never parsed as HTML). */
export function highlighted(fragment: string, marks: HighlightMarks): DocumentFragment {
  const out = document.createDocumentFragment();
  for (const part of fragmentParts(fragment, marks)) out.append(part.marked ? h("mark", {}, part.text) : part.text);
  return out;
}
