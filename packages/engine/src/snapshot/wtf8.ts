/**
 * WTF-8 ("generalized UTF-8"): UTF-8 that also encodes a lone surrogate (a UTF-16 code unit
 * U+D800–U+DFFF without its partner) as its 3-byte form (`\ud800` is ED A0 80). JavaScript strings
 * may hold lone surrogates; UTF-8 (`TextEncoder`) would turn each into U+FFFD, so a snapshot would
 * not give back the strings it was saved with. A well-formed string's WTF-8 is its UTF-8.
 */

const encoder = new TextEncoder();
// ignoreBOM: a string that starts with U+FEFF keeps it (the default decoder drops it).
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

type WellFormed = (this: string) => boolean;
const isWellFormed = (String.prototype as { isWellFormed?: WellFormed }).isWellFormed;

/** The WTF-8 bytes of `s`: `TextEncoder`'s when `s` is well-formed, else each lone surrogate as 3 bytes. */
export function encodeWtf8(s: string): Uint8Array {
  // Without String.prototype.isWellFormed (older browsers), every string takes the exact path.
  if (isWellFormed?.call(s)) return encoder.encode(s);
  const out = new Uint8Array(s.length * 3);
  let o = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      out[o++] = c;
    } else if (c < 0x800) {
      out[o++] = 0xc0 | (c >> 6);
      out[o++] = 0x80 | (c & 0x3f);
    } else {
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          out[o++] = 0xf0 | (cp >> 18);
          out[o++] = 0x80 | ((cp >> 12) & 0x3f);
          out[o++] = 0x80 | ((cp >> 6) & 0x3f);
          out[o++] = 0x80 | (cp & 0x3f);
          i++;
          continue;
        }
      }
      out[o++] = 0xe0 | (c >> 12);
      out[o++] = 0x80 | ((c >> 6) & 0x3f);
      out[o++] = 0x80 | (c & 0x3f);
    }
  }
  return out.slice(0, o);
}

/**
 * The string of WTF-8 `bytes`, or undefined when they are not WTF-8: valid UTF-8 goes through
 * `TextDecoder`; otherwise the only other sequences accepted are the 3-byte forms of lone
 * surrogates. A lead surrogate's form directly followed by a trail surrogate's is rejected (that
 * pair is one code point, written as 4 bytes), as are overlong forms, code points past U+10FFFF,
 * and stray or missing continuation bytes — so each string has exactly one encoding.
 */
export function decodeWtf8(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return decodeWithSurrogates(bytes);
  }
}

function decodeWithSurrogates(b: Uint8Array): string | undefined {
  const units = new Uint16Array(b.length);
  let u = 0;
  let afterLead = false; // the last thing decoded was a lone lead surrogate's 3-byte form
  const n = b.length;
  let i = 0;
  const cont = (k: number): boolean => k < n && (b[k]! & 0xc0) === 0x80;
  while (i < n) {
    const b0 = b[i]!;
    if (b0 < 0x80) {
      units[u++] = b0;
      i++;
      afterLead = false;
    } else if (b0 >= 0xc2 && b0 <= 0xdf) {
      if (!cont(i + 1)) return undefined;
      units[u++] = ((b0 & 0x1f) << 6) | (b[i + 1]! & 0x3f);
      i += 2;
      afterLead = false;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
      const b1 = b[i + 1]!;
      if (!cont(i + 1) || !cont(i + 2) || (b0 === 0xe0 && b1 < 0xa0)) return undefined;
      const c = ((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b[i + 2]! & 0x3f);
      if (afterLead && c >= 0xdc00 && c <= 0xdfff) return undefined;
      units[u++] = c;
      i += 3;
      afterLead = c >= 0xd800 && c <= 0xdbff;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      const b1 = b[i + 1]!;
      if (!cont(i + 1) || !cont(i + 2) || !cont(i + 3) || (b0 === 0xf0 && b1 < 0x90) || (b0 === 0xf4 && b1 > 0x8f)) return undefined;
      const cp = ((b0 & 0x07) << 18) | ((b1 & 0x3f) << 12) | ((b[i + 2]! & 0x3f) << 6) | (b[i + 3]! & 0x3f);
      units[u++] = 0xd800 + ((cp - 0x10000) >> 10);
      units[u++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      i += 4;
      afterLead = false;
    } else {
      return undefined;
    }
  }
  let s = "";
  for (let k = 0; k < u; k += 8192) s += String.fromCharCode(...units.subarray(k, Math.min(u, k + 8192)));
  return s;
}
