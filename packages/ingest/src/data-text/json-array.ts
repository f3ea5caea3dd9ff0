import type { DataRecord } from "./data-record.js";
import { INGEST_MESSAGES } from "../messages.js";
import { parseJsonText, type JsonTextProblem } from "./json-text.js";

/**
 * Records of a JSON array, each with the line its element starts on. The text is parsed once by
 * JSON.parse (which reports malformed text with a position, turned into a line here); a light
 * scan finds where each top-level element starts.
 */
export function readJsonArray(text: string): DataRecord[] | JsonTextProblem {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed.problem;
  if (!Array.isArray(parsed.value)) return { message: INGEST_MESSAGES.jsonNotArray, line: 1, column: 1 };
  const starts = elementStarts(text);
  return parsed.value.map((value, i) => ({ line: starts[i]?.line ?? 1, column: starts[i]?.column ?? 1, value }));
}

/** The 1-based line and column of each element of the top-level array (a minified file has them all on line 1). */
function elementStarts(text: string): Array<{ line: number; column: number }> {
  const starts: Array<{ line: number; column: number }> = [];
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      lineStart = i + 1;
    }
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (expectElement && depth === 1 && c !== 93) {
      starts.push({ line, column: i - lineStart + 1 });
      expectElement = false;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth === 1 && c === 91) expectElement = true;
    } else if (c === 93 || c === 125) depth--;
    else if (c === 44 && depth === 1) expectElement = true;
  }
  return starts;
}
