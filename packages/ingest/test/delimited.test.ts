import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentProblem, dataFormatOf, delimiterOf, readDataText } from "../src/index.js";
import { arbitraryDelimitedFile } from "./support/delimited-files.js";

describe("CSV line endings, as RFC 4180 readers take them", () => {
  it("an LF header with CRLF rows stores no CR in the last cell (issue 32, item 8)", () => {
    const read = readDataText("name,n\nalpha,1\r\nbeta,2\r\n", "csv");
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 2, value: { name: "alpha", n: "1" } },
        { line: 3, value: { name: "beta", n: "2" } },
      ],
    });
  });

  it("a stray CR ends a record instead of merging two rows", () => {
    // A CRLF header made csv-parse's detection keep LFs inside cells; a lone CR header kept LFs too.
    expect(readDataText("name,n\r\nalpha,1\rbeta,2\n", "csv")).toEqual({
      ok: true,
      records: [
        { line: 2, value: { name: "alpha", n: "1" } },
        { line: 3, value: { name: "beta", n: "2" } },
      ],
    });
    expect(readDataText("name\ralpha\nbeta\n", "csv")).toEqual({
      ok: true,
      records: [
        { line: 2, value: { name: "alpha" } },
        { line: 3, value: { name: "beta" } },
      ],
    });
    // A CR inside an unquoted cell of a two-column row splits it: both halves are reported by line, not merged.
    expect(readDataText("name,n\nal\rpha,1\n", "csv")).toEqual({
      ok: true,
      records: [
        { line: 2, error: "has 1 columns, the header has 2", shortRow: true, cells: 1 },
        { line: 3, value: { name: "pha", n: "1" } },
      ],
    });
  });

  it("old Mac files (CR only) and mixed endings number their lines as editors do", () => {
    expect(readDataText("a,b\r1,2\r\r3,4\r", "csv")).toEqual({
      ok: true,
      records: [
        { line: 2, value: { a: "1", b: "2" } },
        { line: 4, value: { a: "3", b: "4" } },
      ],
    });
    expect(readDataText('a,b\n"x\r\ny\rz",1\r\n5,6\n', "csv")).toEqual({
      ok: true,
      records: [
        { line: 2, value: { a: "x\r\ny\rz", b: "1" } }, // a quoted cell keeps its line breaks as written
        { line: 5, value: { a: "5", b: "6" } },
      ],
    });
  });

  it("any table written with any mix of endings reads back cell for cell, each record on its line (property)", () => {
    fc.assert(
      fc.property(arbitraryDelimitedFile(), (file) => {
        const read = readDataText(file.text, file.format);
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        expect(read.records).toEqual(file.rows.map((row) => ({ line: row.line, value: row.value })));
      }),
      { numRuns: 400 },
    );
  });
});

describe("TSV", () => {
  it("reads .tsv and .tab files by the same rules, with the same guarantees", () => {
    expect(["a.tsv", "b.TAB", "c.csv"].map(dataFormatOf)).toEqual(["tsv", "tsv", "csv"]);
    expect(readDataText('id\trate\tnote\r\n1001\t.097\t12" pipe\n1003\t.091\n', "tsv")).toEqual({
      ok: true,
      records: [
        { line: 2, value: { id: "1001", rate: ".097", note: '12" pipe' } }, // a quote mid-cell, as exports write it
        { line: 3, error: "has 2 columns, the header has 3", shortRow: true, cells: 2 },
      ],
    });
    expect(readDataText("a\ta\n1\t2\n", "tsv")).toMatchObject({
      ok: false,
      problem: { code: "csv-header", message: 'the header row names "a" twice (column 1 and column 2)', line: 1 },
    });
    // A quote that opens no whole quoted field is text (TSV records are lines), never an open quote.
    expect(readDataText('a\tb\n"1\t2\n', "tsv")).toEqual({ ok: true, records: [{ line: 2, value: { a: '"1', b: "2" } }] });
  });

  it("is detected by content: the header's separators decide, the extension breaks a tie", () => {
    expect(delimiterOf("csv", "id\trate\n1,2\t3")).toBe("\t");
    expect(delimiterOf("tsv", "id,rate,note\n")).toBe(",");
    expect(delimiterOf("csv", '"a\tb",c\n')).toBe(","); // a tab inside quotes is not a separator
    expect(delimiterOf("tsv", "name\n")).toBe("\t");
    expect(delimiterOf("csv", "name\n")).toBe(",");
    expect(readDataText("id\trate\n1001\t.097\n", "csv")).toEqual({
      ok: true,
      records: [{ line: 2, value: { id: "1001", rate: ".097" } }],
    });
  });
});

describe("rows with fewer cells than the header (ragged files such as Debian's distro-info ubuntu.csv)", () => {
  const ragged =
    "version,codename,eol,eol-server,eol-esm\n4.10,Warty,2006-04-30\n10.04,Lucid,2013-05-09,2015-04-30\n14.04,Trusty,2019-04-25,2019-04-25,2024-04-25\n";

  it("are problems by default, flagged so a reader can say what --pad-short-rows would do", () => {
    const read = readDataText(ragged, "csv");
    expect(read.ok && read.records.map((r) => r.shortRow ?? false)).toEqual([true, true, false]);
  });

  it("read with their missing trailing cells absent under padShortRows; a longer row stays a problem", () => {
    const read = readDataText(`${ragged}15.04,Vivid,2016-02-04,,,extra\n`, "csv", { padShortRows: true });
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 2, value: { version: "4.10", codename: "Warty", eol: "2006-04-30" } },
        { line: 3, value: { version: "10.04", codename: "Lucid", eol: "2013-05-09", "eol-server": "2015-04-30" } },
        {
          line: 4,
          value: { version: "14.04", codename: "Trusty", eol: "2019-04-25", "eol-server": "2019-04-25", "eol-esm": "2024-04-25" },
        },
        { line: 5, error: "has 6 columns, the header has 5", cells: 6 },
      ],
    });
  });

  it("TSV alike", () => {
    const read = readDataText("a\tb\tc\n1\t2\n", "tsv", { padShortRows: true });
    expect(read).toEqual({ ok: true, records: [{ line: 2, value: { a: "1", b: "2" } }] });
  });
});

describe("TSV quotes, as tab-separated writers use them", () => {
  it("a cell opening with a quote it never closes is text, and swallows no row (Debian's PyPI list)", () => {
    const text =
      'name\tversion\tsummary\nadvlog\t1.0.8\t"Advanced logger inspired by other languages\nagentk\t0.3.2\t"AGENT" K is a kubectl "doner"-wrap\nzzz\t1\tplain\n';
    expect(readDataText(text, "tsv")).toEqual({
      ok: true,
      records: [
        { line: 2, value: { name: "advlog", version: "1.0.8", summary: '"Advanced logger inspired by other languages' } },
        { line: 3, value: { name: "agentk", version: "0.3.2", summary: '"AGENT" K is a kubectl "doner"-wrap' } },
        { line: 4, value: { name: "zzz", version: "1", summary: "plain" } },
      ],
    });
  });

  it("a cell written as one quoted field is unquoted, a tab inside it kept; a line break cannot be written", () => {
    const text = 'a\tb\tc\n"x\ty"\t"say ""hi"""\t""\n"open\tz\n';
    expect(readDataText(text, "tsv")).toEqual({
      ok: true,
      records: [
        { line: 2, value: { a: "x\ty", b: 'say "hi"', c: "" } },
        { line: 3, error: "has 2 columns, the header has 3", shortRow: true, cells: 2 },
      ],
    });
  });
});

describe("comment lines and files without a header row (the tz database's zone1970.tab)", () => {
  // The shape of /usr/share/zoneinfo/zone1970.tab: comment lines, then rows of 3 or 4 cells, no header.
  const zoneTab =
    "# tzdb timezone descriptions, for users who do not want to reinvent them\n#\n# codes\tcoordinates\tTZ\tcomments\nAD\t+4230+00131\tEurope/Andorra\nAE,OM,RE\t+2518+05518\tAsia/Dubai\tCrozet\n#@\tlate comment\nAQ\t-6617+11031\tAntarctica/Casey\tCasey\n";

  it("skips lines that start with the comment character, before the header and between rows, and places rows on their lines", () => {
    const text = "# made by hand\n\nname,n\n# a note, with a comma\nalpha,1\n#\nbeta,#2\n";
    expect(readDataText(text, "csv", { comment: "#" })).toEqual({
      ok: true,
      records: [
        { line: 5, value: { name: "alpha", n: "1" } },
        // Only a line's first character starts a comment: a cell's "#" is text.
        { line: 7, value: { name: "beta", n: "#2" } },
      ],
    });
    // Without the option the first line is the header, as before.
    const plain = readDataText(text, "csv");
    expect(plain.ok && plain.records[0]).toEqual({ line: 3, error: "has 2 columns, the header has 1", cells: 2 });
  });

  it("reads the separator from the first line that is not a comment", () => {
    // The comment line holds commas and no tab; the header holds tabs.
    expect(delimiterOf("csv", "# a, b, c\nname\tn\nalpha\t1\n", "#")).toBe("\t");
    expect(delimiterOf("csv", "# a, b, c\nname\tn\nalpha\t1\n")).toBe(",");
    expect(delimiterOf("tsv", "\n\nname,n\nalpha,1\n")).toBe(",");
  });

  it("names cells column1, column2, … without a header row, rows of any width", () => {
    expect(readDataText(zoneTab, "tsv", { comment: "#", headerRow: false })).toEqual({
      ok: true,
      records: [
        { line: 4, value: { column1: "AD", column2: "+4230+00131", column3: "Europe/Andorra" } },
        { line: 5, value: { column1: "AE,OM,RE", column2: "+2518+05518", column3: "Asia/Dubai", column4: "Crozet" } },
        { line: 7, value: { column1: "AQ", column2: "-6617+11031", column3: "Antarctica/Casey", column4: "Casey" } },
      ],
    });
    // Without a header row nothing is a header problem: an empty first cell is a value.
    expect(readDataText(",x\n", "csv", { headerRow: false })).toEqual({
      ok: true,
      records: [{ line: 1, value: { column1: "", column2: "x" } }],
    });
  });

  it("refuses a comment character that cannot start a comment line", () => {
    for (const comment of ["", "##", "a", "1", " ", '"', ",", "\t", "é"]) {
      expect(commentProblem(comment)).toMatch(/comment character/);
      expect(() => readDataText("a\n1\n", "csv", { comment })).toThrow(RangeError);
    }
    for (const comment of ["#", ";", "%", "!", "/"]) expect(commentProblem(comment)).toBeUndefined();
  });

  it("keeps every record's line whatever comments and blank lines come before it (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant("c"), fc.constant("b"), fc.constant("r")), { maxLength: 30 }), (kinds) => {
        // c: a comment line, b: a blank line, r: a row; the header first.
        const lines = ["h1,h2"];
        const expected: { line: number; value: object }[] = [];
        for (const [i, k] of kinds.entries()) {
          if (k === "c") lines.push(`#${i},x`);
          else if (k === "b") lines.push("");
          else {
            lines.push(`v${i},w`);
            expected.push({ line: lines.length, value: { h1: `v${i}`, h2: "w" } });
          }
        }
        const read = readDataText(`${lines.join("\n")}\n`, "csv", { comment: "#" });
        if (expected.length === 0) expect(read.ok).toBe(false);
        else expect(read).toEqual({ ok: true, records: expected });
      }),
    );
  });
});

describe("separators beyond comma and tab", () => {
  it("reads a semicolon CSV (Excel where the comma is the decimal mark) and a pipe-separated one", () => {
    expect(readDataText('Name;Stadt;Preis\r\nZoë;Köln;3,50\r\n"Ré;né";Nîmes;12,00\r\n', "csv")).toEqual({
      ok: true,
      records: [
        { line: 2, value: { Name: "Zoë", Stadt: "Köln", Preis: "3,50" } },
        { line: 3, value: { Name: "Ré;né", Stadt: "Nîmes", Preis: "12,00" } },
      ],
    });
    expect(readDataText("a|b\n1|x,y\n", "csv")).toEqual({ ok: true, records: [{ line: 2, value: { a: "1", b: "x,y" } }] });
  });

  it("takes a comma or a tab first: a semicolon inside a comma header's names stays text", () => {
    expect(delimiterOf("csv", "name,note; remark\n")).toBe(",");
    expect(delimiterOf("tsv", "name\tnote; remark\n")).toBe("\t");
    expect(delimiterOf("tsv", "name;note\n")).toBe(";");
    expect(delimiterOf("csv", '"a;b"\n')).toBe(",");
    expect(delimiterOf("csv", "a|b;c\n")).toBe(";");
  });
});
