import { schemaStringLength } from "@oneindex/schema";

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
