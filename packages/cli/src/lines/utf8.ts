import { isUtf8 } from "node:buffer";

/**
 * The index of the first byte of `bytes` that does not start a valid UTF-8 sequence (a stray
 * continuation byte, 0xC0/0xC1/0xF5–0xFF, an overlong form, a surrogate, a truncated sequence), or
 * -1 when all of it is valid UTF-8. Node's `isUtf8` answers the common case; the walk only runs to
 * find where a bad line goes wrong.
 */
export function invalidUtf8At(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let min: number;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) [length, min] = [2, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [length, min, max] = [3, b === 0xe0 ? 0xa0 : 0x80, b === 0xed ? 0x9f : 0xbf];
    else if (b >= 0xf0 && b <= 0xf4) [length, min, max] = [4, b === 0xf0 ? 0x90 : 0x80, b === 0xf4 ? 0x8f : 0xbf];
    else return i;
    // The second byte carries the overlong and surrogate bounds; the rest are any continuation byte.
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? min : 0x80) || c > (k === 1 ? max : 0xbf)) return i;
    }
    i += length;
  }
  return -1;
}
