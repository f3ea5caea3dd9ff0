/**
 * A decimal number as people write it in a spreadsheet: `12`, `-3.5`, `.5`, `1e3`. Not `Number`'s
 * wider grammar, which would silently turn `0x10` into 16, `0b1` into 1 and `" "` into 0.
 * Unambiguous (the `.` must be seen to enter the fraction), so it never backtracks.
 */
const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

/** The number `text` spells in decimal (surrounding spaces allowed), or undefined. */
export function decimalValue(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

/** `true`/`false`/`1`/`0` (any case) as a boolean, or undefined. */
export function booleanValue(text: string): boolean | undefined {
  const lower = text.trim().toLowerCase();
  return lower === "true" || lower === "1" ? true : lower === "false" || lower === "0" ? false : undefined;
}

/** `lat,lng` (or `lat lng`) as a point, or undefined. */
export function geoPointValue(text: string): { lat: number; lng: number } | undefined {
  const parts = text.includes(",") ? text.split(",") : text.trim().split(/\s+/);
  if (parts.length !== 2) return undefined;
  const lat = decimalValue(parts[0]!);
  const lng = decimalValue(parts[1]!);
  return lat === undefined || lng === undefined ? undefined : { lat, lng };
}
