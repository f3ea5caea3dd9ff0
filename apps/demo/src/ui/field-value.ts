import type { FieldDefinition } from "oneindex";
import { h } from "./dom.js";

/** A geo point as "lat, lng" with five decimals (about a metre). */
export function geoText(value: unknown): string | undefined {
  const point = value as { lat?: unknown; lng?: unknown } | null;
  if (typeof point?.lat !== "number" || typeof point.lng !== "number") return undefined;
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/** An ISO 8601 date as a person reads it: "2018-02-07 01:26:13 UTC", or the day alone for a date without a time. */
export function dateText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return `${new Date(time).toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** One value of a field, as text by its kind. */
export function valueText(field: FieldDefinition | undefined, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (field?.kind === "geoPoint") return geoText(value) ?? JSON.stringify(value);
  if (field?.kind === "date") return dateText(value) ?? String(value);
  if (field?.kind === "boolean" && typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return value.toLocaleString("en", { maximumFractionDigits: 6 });
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** A field's value rendered by its kind: arrays as chips, geo points as "lat, lng", dates readable. */
export function renderValue(field: FieldDefinition | undefined, value: unknown): HTMLElement {
  if (Array.isArray(value)) return h("span", { class: "chips" }, ...value.map((v) => h("span", { class: "chip" }, valueText(field, v))));
  return h("span", { class: `value kind-${field?.kind ?? "stored"}` }, valueText(field, value));
}
