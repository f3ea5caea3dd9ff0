/** 1-based line and column of a UTF-16 offset in `text` (CRLF counts as one line break). */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** A JSON text that did not parse: what JSON.parse said, and where (line and column; the end of the text when it ran out). */
export interface JsonTextProblem {
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** Parses JSON text, or says why not and where: `{ ok: false, problem }` instead of a thrown SyntaxError. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; problem: JsonTextProblem } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const raw = (error as Error).message;
    const position = /position (\d+)/.exec(raw);
    const offset = position ? Number(position[1]) : text.length;
    const empty = text.trim() === "";
    const message = empty ? "the file is empty" : `not valid JSON: ${raw.replace(/\s*\(line \d+ column \d+\)$/, "")}`;
    return { ok: false, problem: { message, ...lineColumnAt(text, empty ? 0 : offset) } };
  }
}
