import type { GeoSample } from "../worker/protocol.js";

const SVG = "http://www.w3.org/2000/svg";
/** The plot's width and height in SVG units: one unit a degree (equirectangular). */
const W = 360;
const H = 180;

function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  ...children: (SVGElement | string)[]
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

const x = (lng: number) => lng + 180;
const y = (lat: number) => 90 - lat;

/** A hit to draw: its rank (1-based), id and point. */
export interface MapHit {
  readonly rank: number;
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
}

/**
 * A small offline map: an equirectangular plot with a 30° graticule, the data set's points as a
 * faint backdrop (which draws the coasts and countries the data covers), and the hits numbered by
 * rank. No tiles, no network. The view fits the backdrop's extent with a margin.
 */
export function renderGeoMap(sample: GeoSample, hits: readonly MapHit[]): SVGSVGElement {
  const all = [...sample.points.map(([lat, lng]) => ({ lat, lng })), ...hits];
  const pad = 4;
  const minX = Math.max(0, Math.min(...all.map((p) => x(p.lng))) - pad);
  const maxX = Math.min(W, Math.max(...all.map((p) => x(p.lng))) + pad);
  const minY = Math.max(0, Math.min(...all.map((p) => y(p.lat))) - pad);
  const maxY = Math.min(H, Math.max(...all.map((p) => y(p.lat))) + pad);
  const box = all.length === 0 ? [0, 0, W, H] : [minX, minY, Math.max(10, maxX - minX), Math.max(6, maxY - minY)];
  const unit = box[2]! / 360; // keeps strokes and dots the same size on screen whatever the zoom
  const grid: SVGElement[] = [];
  for (let lng = -180; lng <= 180; lng += 30)
    grid.push(el("line", { x1: x(lng), y1: 0, x2: x(lng), y2: H, class: "graticule", "stroke-width": unit }));
  for (let lat = -90; lat <= 90; lat += 30)
    grid.push(el("line", { x1: 0, y1: y(lat), x2: W, y2: y(lat), class: "graticule", "stroke-width": unit }));
  const backdrop = sample.points.map(([lat, lng]) => el("circle", { cx: x(lng), cy: y(lat), r: unit * 0.9, class: "backdrop" }));
  const marks = [...hits]
    .reverse()
    .map((hit) =>
      el(
        "g",
        { class: "hit-point", "data-testid": "map-hit" },
        el("circle", { cx: x(hit.lng), cy: y(hit.lat), r: unit * 4.5, "stroke-width": unit * 0.6 }),
        el("text", { x: x(hit.lng), y: y(hit.lat) + unit * 1.6, "font-size": unit * 4.6 }, String(hit.rank)),
        el("title", {}, `${hit.rank}. ${hit.id} (${hit.lat.toFixed(3)}, ${hit.lng.toFixed(3)})`),
      ),
    );
  return el(
    "svg",
    {
      viewBox: box.join(" "),
      class: "geo-map",
      role: "img",
      "aria-label": `map of ${hits.length} hits on ${sample.field}`,
      preserveAspectRatio: "xMidYMid meet",
    },
    el("rect", { x: 0, y: 0, width: W, height: H, class: "sea" }),
    ...grid,
    ...backdrop,
    ...marks,
  );
}
