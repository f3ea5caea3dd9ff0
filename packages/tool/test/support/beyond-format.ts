/**
 * Calls over `Invoice` that break a rule a lowered format cannot express: the format's schema accepts
 * them, the full schema does not, and the parser rejects them (packages/oneindex/test checks that).
 * `call` is what a model sends in that format (strict: with its nulls); `plain` the same call without nulls.
 */
export const BEYOND_FORMAT: readonly {
  readonly format: "openai-strict" | "gemini";
  readonly rule: string;
  readonly plain: Record<string, unknown>;
}[] = [
  { format: "openai-strict", rule: "range needs a bound", plain: { v: 1, filter: { type: "range", field: "total" } } },
  { format: "openai-strict", rule: "never gt with gte", plain: { v: 1, filter: { type: "range", field: "total", gt: 1, gte: 2 } } },
  {
    format: "openai-strict",
    rule: "term values at most 1024 characters",
    plain: { v: 1, query: { type: "term", field: "customer", value: "x".repeat(1025) } },
  },
  { format: "gemini", rule: "range needs a bound", plain: { v: 1, filter: { type: "range", field: "issued" } } },
  { format: "gemini", rule: "dates are ISO dates", plain: { v: 1, filter: { type: "range", field: "issued", gte: "yesterday" } } },
  {
    format: "gemini",
    rule: "decay is above 0",
    plain: { v: 1, query: { type: "functionScore", functions: [{ type: "exp", field: "total", origin: 0, scale: 1, decay: 0 }] } },
  },
  { format: "gemini", rule: "q at most 4096 characters", plain: { v: 1, q: "word ".repeat(1000) } },
];
