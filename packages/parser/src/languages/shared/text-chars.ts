/** Whitespace and control characters: what separates tokens in every language (and what `q` ignores). */
export function isSpaceOrControl(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether `text` holds at least one letter or digit (what the analysers keep). Fixed pattern, one character class: linear. */
export function hasLetterOrDigit(text: string): boolean {
  return LETTER_OR_DIGIT.test(text);
}

/** Drops leading and trailing characters that are neither letters nor digits (`"(steel,"` → `"steel"`). */
export function trimToWord(text: string): string {
  const chars = Array.from(text);
  let start = 0;
  let end = chars.length;
  while (start < end && !LETTER_OR_DIGIT.test(chars[start]!)) start++;
  while (end > start && !LETTER_OR_DIGIT.test(chars[end - 1]!)) end--;
  return chars.slice(start, end).join("");
}

/**
 * Where a field name starting at `start` ends: name characters, then at most one `.` and a segment
 * starting with a letter, as a keyword sub-field is named (`title.keyword`). A name not in the
 * document is reported by the field lookup, with the nearest one.
 */
export function nameEnd(text: string, start: number): number {
  let k = start;
  while (k < text.length && isNameChar(text.charCodeAt(k))) k++;
  const next = text.charCodeAt(k + 1);
  if (k > start && text.charCodeAt(k) === 0x2e && ((next >= 0x41 && next <= 0x5a) || (next >= 0x61 && next <= 0x7a))) {
    k++;
    while (k < text.length && isNameChar(text.charCodeAt(k))) k++;
  }
  return k;
}

/** Whether a code unit may appear in a field name (`[A-Za-z0-9_]`). */
export function isNameChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}
