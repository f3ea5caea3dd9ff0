import { schemaStringLength } from "@oneindex/schema/internal";

/**
 * Whether `text` is longer than `max` as JSON Schema's `maxLength` counts (code points), so the
 * parser and the schema agree on every string limit. Code points never outnumber UTF-16 units, so
 * the count is only made for strings whose `.length` is already over the limit.
 */
export function longerThan(text: string, max: number): boolean {
  return text.length > max && schemaStringLength(text) > max;
}

/** The length shown in messages: code points, as the limits are stated. */
export function stringLength(text: string): number {
  return schemaStringLength(text);
}

/**
 * The first `max` UTF-16 units of `text`, or one fewer when the cut would split a surrogate pair
 * (the cut is on a code point boundary, so no half of a character is left behind).
 */
export function cutAtCodePoint(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const next = text.charCodeAt(max);
  const end = last >= 0xd800 && last <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? max - 1 : max;
  return text.slice(0, end);
}
