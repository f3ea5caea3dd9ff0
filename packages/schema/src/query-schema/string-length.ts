/**
 * The length JSON Schema's `minLength`/`maxLength` measure: Unicode code points, not UTF-16 code
 * units (`"😀".length` is 2, its schema length 1). A lone surrogate counts as one. Anything that
 * must agree with the schema's string limits (the parser) counts with this.
 */
export function schemaStringLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}
