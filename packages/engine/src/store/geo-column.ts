import type { GeoPoint } from "@oneindex/schema";
import type { WorkCharge } from "../query/budget/work-budget.js";
import { growFloat64 } from "./growable.js";

/**
 * Geo points as two Float64Arrays (first point; NaN when missing) and a side table for multi-valued
 * docs, read by queries only through {@link many}, which charges them (as `NumberColumn`).
 */
export class GeoColumn {
  lat: Float64Array = new Float64Array(16).fill(NaN);
  lng: Float64Array = new Float64Array(16).fill(NaN);
  readonly #multi = new Map<number, readonly GeoPoint[]>();

  add(doc: number, values: readonly GeoPoint[]): void {
    this.lat = growFloat64(this.lat, doc + 1, NaN);
    this.lng = growFloat64(this.lng, doc + 1, NaN);
    this.lat[doc] = values[0]!.lat;
    this.lng[doc] = values[0]!.lng;
    if (values.length > 1) this.#multi.set(doc, values);
  }

  remove(doc: number): void {
    this.lat[doc] = NaN;
    this.lng[doc] = NaN;
    this.#multi.delete(doc);
  }

  has(doc: number): boolean {
    return doc < this.lat.length && !Number.isNaN(this.lat[doc]!);
  }

  /** The points of `doc` when it holds several (else undefined: read `lat`/`lng`), charged as `value` reads `times` over. */
  many(doc: number, charge: WorkCharge, times = 1): readonly GeoPoint[] | undefined {
    if (this.#multi.size === 0) return undefined;
    const points = this.#multi.get(doc);
    if (points !== undefined) charge.budget.spend(points.length * times, "value", charge.site);
    return points;
  }

  /** Every point of `doc`, uncharged: for write paths (records, compaction), bounded by the document. */
  recordPoints(doc: number): readonly GeoPoint[] {
    const m = this.#multi.get(doc);
    if (m !== undefined) return m;
    if (!this.has(doc)) return [];
    return [{ lat: this.lat[doc]!, lng: this.lng[doc]! }];
  }
}
