import { highlightValues, type Analyzer } from "@oneindex/engine";
import type { HighlightRequest } from "@oneindex/parser";
import type { HighlightMatchers } from "./highlight-terms.js";

/**
 * The hit's `highlights`, as the engine makes them: each requested text field's stored values
 * (from the document's source) through the engine's own highlighter, a token marked when one of
 * the field's matchers accepts its term; only fields with a fragment appear.
 */
export function highlightsOf(
  document: Readonly<Record<string, unknown>>,
  request: HighlightRequest,
  matchers: HighlightMatchers,
  analyzer: (field: string) => Analyzer,
): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  let any = false;
  for (const field of request.fields) {
    const tests = matchers.get(field);
    const raw = document[field];
    if (tests === undefined || raw === undefined || raw === null) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === "string");
    if (values.length === 0) continue;
    const fragments = highlightValues(values, analyzer(field), (t) => tests.some((test) => test(t)), request);
    if (fragments.length > 0) {
      out[field] = fragments;
      any = true;
    }
  }
  return any ? out : undefined;
}
