/**
 * The text a model reads for an error a search threw, when the error is meant for the model: any
 * error with a `toToolResult()` method (the parser's `QueryParseError`, the engine's
 * `QueryCostError` for a call over its work budget). Duck-typed, so an error class added to the
 * engine later is handled without a change here. Undefined for any other error (a bug, not the call).
 */
export function modelFacingText(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const toToolResult = (error as { toToolResult?: unknown }).toToolResult;
  if (typeof toToolResult !== "function") return undefined;
  const text: unknown = toToolResult.call(error);
  return typeof text === "string" ? text : undefined;
}

/** An error as one line for a log: its name and message, never its stack. */
export function errorSummary(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
