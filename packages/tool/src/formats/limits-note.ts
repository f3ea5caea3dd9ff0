import { QUERY_LIMITS } from "@oneindex/schema";

/**
 * The string limits in words, a description line for the formats whose schema subset has no
 * `maxLength` (OpenAI strict, Gemini): the lowering then writes no per-value note (`STATED_NOTES`).
 * Formats that keep `maxLength` say it in the schema and need no line.
 */
export const STRING_LIMITS_NOTE = `Strings ≤ ${QUERY_LIMITS.maxQueryStringLength} characters, values ≤ ${QUERY_LIMITS.maxTermLength}.`;
