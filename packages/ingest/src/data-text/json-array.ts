import type { DataRecord } from "./data-record.js";
import { INGEST_MESSAGES } from "../messages.js";
import { featureRecord, isFeatureCollection } from "./geojson.js";
import { parseJsonText, type JsonTextProblem } from "./json-text.js";

/**
 * Records of a JSON array, each with the line its element starts on, or of a GeoJSON
 * FeatureCollection, each feature read as a record (see {@link featureRecord}). The text is parsed
 * once by JSON.parse (which reports malformed text with a position, turned into a line here); a
 * light scan finds where each element starts.
 */
export function readJsonArray(text: string): DataRecord[] | JsonTextProblem {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed.problem;
  if (isFeatureCollection(parsed.value)) {
    const starts = elementStarts(text, "features");
    return parsed.value.features.map((feature, i) => ({
      line: starts[i]?.line ?? 1,
      column: starts[i]?.column ?? 1,
      ...featureRecord(feature),
    }));
  }
  if (Array.isArray(parsed.value)) {
    const starts = elementStarts(text);
    return parsed.value.map((value, i) => ({ line: starts[i]?.line ?? 1, column: starts[i]?.column ?? 1, value }));
  }
  const keys = documentArrays(parsed.value);
  if (keys.length > 1) return { message: INGEST_MESSAGES.jsonSeveralArrays(keys), line: 1, column: 1 };
  const key = keys[0];
  if (key === undefined) return { message: INGEST_MESSAGES.jsonNotArray, line: 1, column: 1 };
  const starts = elementStarts(text, key);
  const array = (parsed.value as Record<string, unknown[]>)[key]!;
  return array.map((value, i) => ({ line: starts[i]?.line ?? 1, column: starts[i]?.column ?? 1, value }));
}

/**
 * The keys of a top-level object whose values are non-empty arrays of objects: where an export
 * that wraps its records keeps them (`{"3166-1": [...]}` in Debian's iso-codes, `{"data": [...],
 * "count": 2}` from APIs). One such array is read as the file's records; several are ambiguous.
 * Arrays of numbers or of arrays (a grid, TopoJSON's arcs) hold no documents.
 */
function documentArrays(value: unknown): string[] {
  if (typeof value !== "object" || value === null) return [];
  const keys: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (Array.isArray(v) && v.length > 0 && v.every((e) => typeof e === "object" && e !== null && !Array.isArray(e))) keys.push(key);
  }
  return keys;
}

/**
 * The 1-based line and column of each element of the top-level array (a minified file has them
 * all on line 1) or, given `key`, of the array that is the top-level object's `key` property.
 */
function elementStarts(text: string, key?: string): Array<{ line: number; column: number }> {
  const starts: Array<{ line: number; column: number }> = [];
  const target = key === undefined ? 1 : 2;
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let inString = false;
  let stringStart = 0;
  let lastString = "";
  let lastKey: string | undefined;
  let inTarget = key === undefined;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      lineStart = i + 1;
    }
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) {
        inString = false;
        if (key !== undefined && depth === 1) lastString = text.slice(stringStart, i + 1);
      }
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (expectElement && depth === target && c !== 93) {
      starts.push({ line, column: i - lineStart + 1 });
      expectElement = false;
    }
    if (c === 34) {
      inString = true;
      stringStart = i;
    } else if (c === 58 && key !== undefined && depth === 1) lastKey = JSON.parse(lastString) as string;
    else if (c === 91 || c === 123) {
      depth++;
      if (key !== undefined && depth === 2 && c === 91) inTarget = lastKey === key;
      if (depth === target && c === 91 && inTarget) expectElement = true;
    } else if (c === 93 || c === 125) {
      if (depth === target) inTarget = key === undefined;
      depth--;
    } else if (c === 44 && depth === target && inTarget) expectElement = true;
  }
  return starts;
}
