/**
 * Case and diacritic folding: NFKC, `toLowerCase`, then NFD with combining marks removed, then the
 * few Latin letters that have no decomposition (ø, ł, đ, æ, œ, ß, þ, ð, ı) spelled in ASCII as
 * Lucene's ASCIIFoldingFilter spells them, and Greek final sigma (ς, which `toLowerCase` produces at
 * the end of a word) as σ, so case never changes a Greek term. Pure ASCII input takes a fast path
 * (lowercase only).
 */
export function foldText(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  const folded = text.normalize("NFKC").toLowerCase().normalize("NFD").replace(COMBINING_MARKS, "");
  return UNDECOMPOSABLE.test(folded) ? folded.replace(UNDECOMPOSABLE_ALL, (c) => SPELLINGS[c] ?? c) : folded;
}

/** Whether every code unit of `text` is below 128. */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

const COMBINING_MARKS = /\p{M}+/gu;
const SPELLINGS: Readonly<Record<string, string>> = {
  ø: "o",
  ł: "l",
  đ: "d",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  þ: "th",
  ð: "d",
  ı: "i",
  ς: "σ",
};
const UNDECOMPOSABLE = /[øłđæœßþðıς]/u;
const UNDECOMPOSABLE_ALL = /[øłđæœßþðıς]/gu;
