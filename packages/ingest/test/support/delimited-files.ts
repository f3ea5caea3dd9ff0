import fc from "fast-check";

/** A delimited file written from a known table, and what a reader must give back: each row's cells by column and the line it starts on. */
export interface DelimitedFile {
  readonly format: "csv" | "tsv";
  readonly text: string;
  readonly rows: readonly { readonly line: number; readonly value: Record<string, string> }[];
}

const ENDINGS = ["\n", "\r\n", "\r"] as const;
/** Line breaks as RFC 4180 readers count them: CRLF, LF and a lone CR each end one line. */
const BREAKS = /\r\n|\r|\n/g;

/** A cell as a writer following RFC 4180 writes it: quoted (quotes doubled) when it holds the separator, a quote or a line break. */
function writeCell(cell: string, delimiter: string): string {
  return cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * Tables of 1–4 columns and 1–6 rows whose cells mix letters, spaces, separators, quotes and (in
 * CSV) line breaks, written as CSV or TSV with each line's ending drawn from LF, CRLF and CR, blank lines
 * between rows now and then, and a last line with or without its ending.
 */
export function arbitraryDelimitedFile(): fc.Arbitrary<DelimitedFile> {
  const cellChar = fc.constantFrom("a", "b", "é", " ", ",", "\t", '"', "\r", "\n", "\r\n");
  // The first cell is never empty, so a one-column row is never a blank line.
  const firstCell = fc
    .array(cellChar, { minLength: 1, maxLength: 6 })
    .map((c) => c.join(""))
    .filter((c) => c.trim() !== "");
  const cell = fc.array(cellChar, { maxLength: 6 }).map((c) => c.join(""));
  return fc
    .record({
      format: fc.constantFrom("csv" as const, "tsv" as const),
      columns: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,4}$/), { minLength: 1, maxLength: 4 }),
      rows: fc.array(fc.tuple(firstCell, fc.array(cell, { minLength: 3, maxLength: 3 })), { minLength: 1, maxLength: 6 }),
      endings: fc.array(fc.constantFrom(...ENDINGS), { minLength: 8, maxLength: 8 }),
      blanks: fc.array(fc.nat(2), { minLength: 8, maxLength: 8 }),
      finalEnding: fc.boolean(),
    })
    .map(({ format, columns, rows, endings, blanks, finalEnding }) => {
      const delimiter = format === "tsv" ? "\t" : ",";
      let text = `${columns.join(delimiter)}${endings[0]}`;
      let previous: string = endings[0]!;
      let line = 2;
      const expected: { line: number; value: Record<string, string> }[] = [];
      rows.forEach(([first, rest], i) => {
        // A TSV cell cannot hold a line break (IANA's text/tab-separated-values: a record is a line).
        const cells = [first, ...rest].slice(0, columns.length).map((c) => (format === "tsv" ? c.replace(/\r\n|\r|\n/g, "x") : c));
        const ending = endings[(i + 1) % endings.length]!;
        // Blank lines repeat the ending just written (an LF after a lone CR would join it as one CRLF).
        const blank = previous.repeat(blanks[i % blanks.length]!);
        previous = ending;
        text += blank;
        line += blanks[i % blanks.length]!;
        expected.push({ line, value: Object.fromEntries(columns.map((c, k) => [c, cells[k]!])) });
        const written = cells.map((c) => writeCell(c, delimiter)).join(delimiter);
        line += (written.match(BREAKS)?.length ?? 0) + 1;
        text += written;
        if (i < rows.length - 1 || finalEnding) text += ending;
      });
      return { format, text, rows: expected };
    });
}
