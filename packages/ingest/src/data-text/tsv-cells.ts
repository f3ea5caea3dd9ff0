/**
 * The cells of one TSV line, from csv-parse's split of it at every tab (TSV is read with quotes
 * off, so `raw` joined by tabs is the line as written). TSV records are lines (IANA's
 * text/tab-separated-values), and most TSV writers (database dumps, package lists, bioinformatics
 * tools) write quotes as plain text: a cell such as `"Advanced logger` or `"AGENT" K is …` is read
 * as written. Read as RFC 4180 quoting, such a cell opened a quoted field that ran on, past line
 * ends, to the next quote in the file, silently swallowing the thousands of rows between (Debian's
 * PyPI list lost 8,318 of 886,323). A cell written as one whole quoted field on its line (a quote,
 * the text with quotes doubled, a quote, then a tab or the line's end), as spreadsheet exports
 * write a cell holding a tab or a quote, is unquoted, tabs inside it included. A cell's line
 * break cannot be written in TSV: such a spreadsheet row reads as two short rows, reported.
 */
export function tsvCells(raw: readonly string[]): readonly string[] {
  let quoted = false;
  for (const cell of raw) if (cell.charCodeAt(0) === QUOTE) quoted = true;
  if (!quoted) return raw;
  const line = raw.join("\t");
  const cells: string[] = [];
  for (let i = 0; ; ) {
    if (line.charCodeAt(i) === QUOTE) {
      const field = quotedField(line, i);
      if (field !== undefined) {
        cells.push(field.text);
        if (field.end === line.length) return cells;
        i = field.end + 1;
        continue;
      }
    }
    const tab = line.indexOf("\t", i);
    if (tab < 0) {
      cells.push(line.slice(i));
      return cells;
    }
    cells.push(line.slice(i, tab));
    i = tab + 1;
  }
}

const QUOTE = 0x22;

/** The quoted field opening at `start` (its text unquoted, and the index just past its closing quote), or undefined when it does not close right before a tab or the line's end. */
function quotedField(line: string, start: number): { text: string; end: number } | undefined {
  let text = "";
  for (let j = start + 1; ; ) {
    const q = line.indexOf('"', j);
    if (q < 0) return undefined;
    if (line.charCodeAt(q + 1) === QUOTE) {
      text += line.slice(j, q + 1);
      j = q + 2;
      continue;
    }
    if (q + 1 !== line.length && line[q + 1] !== "\t") return undefined;
    return { text: text + line.slice(j, q), end: q + 1 };
  }
}
