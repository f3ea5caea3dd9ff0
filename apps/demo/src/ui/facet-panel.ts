import type { FacetCondition } from "../facets/add-filter.js";
import { h } from "./dom.js";

interface Bucket {
  readonly key: string | number | boolean;
  readonly keyAsString?: string;
  readonly count: number;
}

/** The interval of each histogram facet, to turn a bucket's key into a range. */
export type Intervals = Readonly<Record<string, number>>;

const label = (n: number) => (Number.isInteger(n) ? n.toLocaleString("en") : String(Number(n.toPrecision(6))));

/**
 * The facet panel: a group per aggregated field, a button per bucket (`value · count`, ranges as
 * `from – to`); a click hands the bucket's condition to `pick`.
 */
export function facetPanel(
  aggregations: Readonly<Record<string, { readonly buckets?: readonly Bucket[] }>>,
  intervals: Intervals,
  pick: (c: FacetCondition) => void,
): HTMLElement[] {
  const groups: HTMLElement[] = [];
  for (const [field, result] of Object.entries(aggregations)) {
    const buckets = result.buckets ?? [];
    if (buckets.length === 0) continue;
    const interval = intervals[field];
    const items = buckets.map((b) => {
      const condition: FacetCondition =
        interval === undefined
          ? { field, value: typeof b.key === "number" ? String(b.key) : b.key }
          : { field, from: b.key as number, to: (b.key as number) + interval };
      const text =
        interval === undefined ? (b.keyAsString ?? String(b.key)) : `${label(b.key as number)} – ${label((b.key as number) + interval)}`;
      return h(
        "button",
        {
          class: "facet",
          "data-testid": `facet-${field}-${String(b.key)}`,
          title: `add ${field} to the filter`,
          onclick: () => pick(condition),
        },
        h("span", {}, text),
        h("span", { class: "count" }, b.count.toLocaleString("en")),
      );
    });
    groups.push(
      h(
        "div",
        { class: "facet-group" },
        h("h3", {}, field, h("span", { class: "muted" }, interval === undefined ? " · terms" : ` · histogram, width ${label(interval)}`)),
        h("div", { class: "facet-buckets" }, ...items),
      ),
    );
  }
  return groups;
}
