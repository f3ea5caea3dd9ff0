import type { DocumentDefinition, SearchResults } from "oneindex";
import type { HighlightMarks } from "../search/highlight-marks.js";
import { geoFieldOf } from "../worker/geo-sample.js";
import type { GeoSample } from "../worker/protocol.js";
import { h, highlighted } from "./dom.js";
import { renderExplanation } from "./explanation.js";
import { renderValue } from "./field-value.js";
import { renderGeoMap, type MapHit } from "./geo-map.js";

/** Fields shown in a hit's summary, at most. */
const SUMMARY_FIELDS = 8;

/** The total in words: "3,367 matches", "≥ 1,001 matches" when the count stopped early. */
export function totalText(total: SearchResults<unknown>["total"]): string {
  return `${total.relation === "gte" ? "≥ " : ""}${total.value.toLocaleString("en")} ${total.value === 1 ? "match" : "matches"}`;
}

/** The hits as list items: rank, id, score, the fields by kind, highlight fragments and the score explanation. */
export function hitItems(results: SearchResults<Record<string, unknown>>, doc: DocumentDefinition, marks: HighlightMarks): HTMLElement[] {
  const shown = Object.entries(doc.fields).filter(([, f]) => f.kind !== "id");
  return results.hits.map((hit, i) => {
    const fragments = Object.entries(hit.highlights ?? {}).flatMap(([field, list]) =>
      list.map((fragment) => h("p", { class: "fragment" }, h("span", { class: "field" }, field), " ", highlighted(fragment, marks))),
    );
    const summary = shown
      .filter(([name]) => hit.document[name] !== undefined && hit.document[name] !== null)
      .slice(0, SUMMARY_FIELDS)
      .map(([name, f]) => h("span", { class: "kv" }, h("span", { class: "field" }, name), " ", renderValue(f, hit.document[name])));
    const explain =
      hit.explanation === undefined
        ? undefined
        : h("details", { class: "explain" }, h("summary", {}, "score explanation"), renderExplanation(hit.explanation));
    return h(
      "li",
      { class: "hit", "data-testid": "hit" },
      h(
        "div",
        { class: "hit-head" },
        h("span", { class: "rank" }, String(i + 1)),
        h("code", {}, String(hit.id)),
        h("span", { class: "score" }, hit.score.toFixed(4)),
      ),
      h("div", { class: "hit-fields" }, ...summary),
      ...fragments,
      explain,
    );
  });
}

/** The map of the hits of a data set with a geo field, over its points; undefined without one. */
export function hitsMap(
  results: SearchResults<Record<string, unknown>>,
  doc: DocumentDefinition,
  sample: GeoSample | undefined,
): SVGSVGElement | undefined {
  const field = geoFieldOf(doc);
  if (field === undefined || sample === undefined) return undefined;
  const hits: MapHit[] = [];
  results.hits.forEach((hit, i) => {
    const p = hit.document[field] as { lat?: unknown; lng?: unknown } | undefined;
    if (typeof p?.lat === "number" && typeof p.lng === "number") hits.push({ rank: i + 1, id: String(hit.id), lat: p.lat, lng: p.lng });
  });
  return renderGeoMap(sample, hits);
}
