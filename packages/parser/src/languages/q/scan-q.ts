import { isSpaceOrControl } from "../shared/text-chars.js";
import { ownField } from "../../json/own-property.js";

/** One clause of a `q` string, as written. */
export interface QClause {
  /** `+` (must), `-` (mustNot) or none (should). */
  readonly occur: "must" | "mustNot" | "should";
  readonly kind: "word" | "phrase" | "or";
  /** The word (modifier removed) or the phrase's inside. */
  readonly text: string;
  /** `~N` after a phrase (slop) or a word (fuzzy); `~` alone is undefined here and `tilde` is true. */
  readonly tildeNumber?: number;
  readonly tilde: boolean;
  readonly offset: number;
  readonly length: number;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * Splits a `q` string into clauses. Total: every input gives clauses, none is an error. One pass,
 * each character looked at a bounded number of times.
 */
export function scanQ(text: string): QClause[] {
  const clauses: QClause[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (isSpaceOrControl(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let occur: QClause["occur"] = "should";
    // Modifiers: the first + or - counts; a run of them is one modifier.
    while (i < n && (text[i] === "+" || text[i] === "-")) {
      if (occur === "should") occur = text[i] === "+" ? "must" : "mustNot";
      i++;
    }
    if (i < n && text[i] === '"') {
      i++;
      const close = text.indexOf('"', i);
      const end = close === -1 ? n : close;
      const inside = text.slice(i, end);
      i = close === -1 ? n : close + 1;
      const tilde = readTilde(text, i);
      i = tilde.end;
      clauses.push({
        occur,
        kind: "phrase",
        text: inside,
        tilde: tilde.present,
        ...(ownField(tilde, "number") !== undefined ? { tildeNumber: tilde.number! } : {}),
        offset: start,
        length: i - start,
      });
      continue;
    }
    while (i < n && !isSpaceOrControl(text.charCodeAt(i)) && text[i] !== '"') i++;
    const word = text.slice(start + (occur === "should" ? 0 : countModifiers(text, start)), i);
    if (occur === "should" && (word === "OR" || word === "||" || word === "|")) {
      clauses.push({ occur, kind: "or", text: word, tilde: false, offset: start, length: i - start });
      continue;
    }
    // A trailing ~ or ~N makes a word fuzzy.
    const tildeAt = word.lastIndexOf("~");
    if (tildeAt > 0) {
      const digits = word.slice(tildeAt + 1);
      let allDigits = digits.length <= 4;
      for (let k = 0; k < digits.length && allDigits; k++) if (!isDigit(digits.charCodeAt(k))) allDigits = false;
      if (allDigits) {
        clauses.push({
          occur,
          kind: "word",
          text: word.slice(0, tildeAt),
          tilde: true,
          ...(digits.length > 0 ? { tildeNumber: Number(digits) } : {}),
          offset: start,
          length: i - start,
        });
        continue;
      }
    }
    clauses.push({ occur, kind: "word", text: word, tilde: false, offset: start, length: i - start });
  }
  return clauses;
}

function countModifiers(text: string, start: number): number {
  let k = start;
  while (k < text.length && (text[k] === "+" || text[k] === "-")) k++;
  return k - start;
}

function readTilde(text: string, at: number): { present: boolean; number?: number; end: number } {
  if (text[at] !== "~") return { present: false, end: at };
  let end = at + 1;
  while (end < text.length && end - at <= 4 && isDigit(text.charCodeAt(end))) end++;
  return end > at + 1 ? { present: true, number: Number(text.slice(at + 1, end)), end } : { present: true, end };
}
