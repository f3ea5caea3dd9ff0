// Data files read as streams: tiny chunks (so every boundary falls inside a line, a quoted cell, a
// UTF-8 sequence and the byte-order mark), records over the configured limit, batches, bytes that
// are not UTF-8, records the engine refuses in unexpected ways, and a failed run next to a good
// snapshot.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentSchemaFromJSON, SearchIndex } from "oneindex";
import { indexCommand } from "../src/commands/index-command.js";
import { readRecords, streamRecords } from "../src/index.js";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const definitionPath = join(here, "fixtures", "invoice.definition.json");
const doc = documentSchemaFromJSON(readFileSync(definitionPath, "utf8"));
const dir = mkdtempSync(join(tmpdir(), "oneindex-stream-"));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const records = (path: string, highWaterMark?: number, maxRecordBytes?: number) =>
  readRecords(path, doc, {
    ...(highWaterMark === undefined ? {} : { highWaterMark }),
    ...(maxRecordBytes === undefined ? {} : { limits: { maxRecordBytes } }),
  });

describe("streamed NDJSON", () => {
  const text = `\uFEFF{"id":"1","notes":"Stahl für Müller €"}\r\n\r\n{"id":"2","notes":"${"x".repeat(100)}"}\n{"id":"3","notes":"日本語の鋼"}\n{bad\n{"id":"4"}`;

  it("gives the same records in chunks of 1 to 7 bytes as in one chunk", async () => {
    const path = file("chunks.ndjson", text);
    const whole = await records(path);
    expect(whole.map((r) => r.line)).toEqual([1, 3, 4, 5, 6]);
    expect(whole[0]!.value).toEqual({ id: "1", notes: "Stahl für Müller €" });
    expect(whole[3]!.error).toMatch(/^not valid JSON at column 2/);
    for (const highWaterMark of [1, 2, 3, 7]) expect(await records(path, highWaterMark)).toEqual(whole);
  });

  it("rejects a line over the record limit by its line, without holding it, and reads on", async () => {
    const path = file("long.ndjson", text);
    const read = await records(path, 5, 64);
    expect(read.map((r) => r.line)).toEqual([1, 3, 4, 5, 6]);
    expect(read[1]!.error).toBe("the record is 121 bytes long, over the limit of 64 bytes for one record; it was not read");
    expect(read[2]!.value).toEqual({ id: "3", notes: "日本語の鋼" });
  });

  it("indexes a file of several batches read in small chunks, rejecting the long line only", async () => {
    const lines = Array.from({ length: 25_000 }, (_, i) => JSON.stringify({ id: String(i), notes: `steel ${i}` }));
    lines[17_000] = JSON.stringify({ id: "long", notes: "y".repeat(1_000) });
    const path = file("batches.ndjson", lines.join("\n"));
    let err = "";
    const io = { stdout: () => {}, stderr: (t: string) => void (err += t), stderrIsTTY: false };
    const out = join(dir, "batches.oneindex");
    const code = await indexCommand(
      { definition: definitionPath, data: path, out, skipInvalid: true, read: { highWaterMark: 1_024, limits: { maxRecordBytes: 200 } } },
      io,
    );
    expect(code).toBe(0);
    expect(err).toContain(`${path}:17001: the record is`);
    expect(err).toContain("indexed 24999 documents");
    const s = await run("search", out, '{"v":1,"q":"steel 24999","limit":1}', "--json");
    expect(JSON.parse(s.out).hits[0].id).toBe("24999");
  });
});

describe("streamed CSV", () => {
  const text = `\uFEFFid,notes,total\r\n1,"two\r\nlines, quoted",3\r\n\r\n2,"caf\u00e9 ""au"" lait",4\r\n3,"a\nb\nc",5\r\n4,plain,6`;

  it("gives every record the line it starts on, in chunks of any size", async () => {
    const path = file("chunks.csv", text);
    const whole = await records(path);
    expect(whole.map((r) => [r.line, (r.value as { id: string }).id])).toEqual([
      [2, "1"],
      [5, "2"],
      [6, "3"],
      [9, "4"],
    ]);
    expect(whole[1]!.value).toEqual({ id: "2", notes: 'café "au" lait', total: 4 });
    for (const highWaterMark of [1, 2, 5]) expect(await records(path, highWaterMark)).toEqual(whole);
  });

  it("says where a record over the limit starts, with the limit", async () => {
    const path = file("open-quote.csv", `id,notes\n1,ok\n2,"never closed ${"z".repeat(200)}\n3,x\n`);
    const r = await run("index", definitionPath, path, "--out", join(dir, "q.oneindex"));
    expect(r.code).toBe(1);
    await expect(records(path, 16, 100)).rejects.toThrow(/open-quote\.csv:\d+:1: a CSV record is longer than 100 characters/);
  });
});

describe("bytes that are not UTF-8", () => {
  // 0xFF never starts a UTF-8 sequence; E2 82 is the start of "€" (E2 82 AC) cut short.
  const ff = Buffer.from('{"id":"2","notes":"caf\xff"}', "latin1");
  const cut = Buffer.concat([Buffer.from('{"id":"4","notes":"price '), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]);

  it("rejects each NDJSON line with bad bytes by line and byte offset, never replacing them", async () => {
    const lines = [
      Buffer.from('{"id":"1","notes":"ok"}\n'),
      ff,
      Buffer.from("\n"),
      Buffer.from('{"id":"3","notes":"fine €"}\n'),
      cut,
      Buffer.from("\n"),
    ];
    const path = file("bad-utf8.ndjson", Buffer.concat(lines));
    const ffOffset = lines[0]!.length + ff.indexOf(0xff);
    const cutOffset = lines.slice(0, 4).reduce((n, b) => n + b.length, 0) + cut.indexOf(0xe2);
    const r = await run("index", definitionPath, path, "--out", join(dir, "u.oneindex"));
    expect(r.code).toBe(1);
    expect(r.err).toContain(`bad-utf8.ndjson:2: not valid UTF-8: byte 0xFF at byte offset ${ffOffset} of the file`);
    expect(r.err).toContain(`bad-utf8.ndjson:4: not valid UTF-8: byte 0xE2 at byte offset ${cutOffset} of the file`);
    expect(r.err).toContain("2 problems");
    expect(r.err).not.toContain("\uFFFD");
    const skipped = await run("index", definitionPath, path, "--out", join(dir, "u.oneindex"), "--skip-invalid");
    expect(skipped.err).toContain("indexed 2 documents");
  });

  it("rejects a CSV record with bad bytes by its line and byte offset", async () => {
    const head = Buffer.from("id,notes\n1,ok\n");
    const path = file("bad-utf8.csv", Buffer.concat([head, Buffer.from('2,"two\nlines \xff"\n3,fine\n', "latin1")]));
    const r = await run("index", definitionPath, path, "--out", join(dir, "c.oneindex"));
    expect(r.code).toBe(1);
    expect(r.err).toContain(`bad-utf8.csv:3: not valid UTF-8: byte 0xFF at byte offset ${head.length + 13} of the file`);
    expect(r.err).toContain("1 problem in");
  });

  it("refuses a .json file with bad bytes, naming the line and byte offset", async () => {
    const path = file(
      "bad-utf8.json",
      Buffer.concat([Buffer.from('[\n{"id":"1","notes":"'), Buffer.from([0xe2, 0x82]), Buffer.from('"}\n]')]),
    );
    const r = await run("index", definitionPath, path, "--out", join(dir, "j.oneindex"));
    expect(r.code).toBe(1);
    expect(r.err).toContain("bad-utf8.json:2: not valid UTF-8: byte 0xE2 at byte offset 21 of the file");
  });
});

describe("a .json file over its size limit", () => {
  it("is refused before it is read, with the limit and a pointer to NDJSON", async () => {
    const path = file("big.json", JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ id: String(i) }))));
    const read = streamRecords(path, doc, { limits: { maxJsonFileBytes: 100 } });
    await expect(read.next()).rejects.toThrow(
      /big\.json:1:1: the file is \d+ bytes; a \.json file is one JSON document read whole, and may take at most 100 bytes\. Write one document a line \(\.ndjson\)/,
    );
  });
});

describe("records the engine cannot take", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reports a record nested too deeply to store by its line, not with a stack overflow", async () => {
    const definition = file(
      "stored.definition.json",
      JSON.stringify({ name: "S", fields: { id: { kind: "id" }, notes: { kind: "text" }, raw: { kind: "stored" } } }),
    );
    const deep = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
    const path = file("deep.ndjson", `{"id":"1","notes":"ok"}\n{"id":"2","raw":${deep}}\n{"id":"3","notes":"steel"}\n`);
    const r = await run("index", definition, path, "--out", join(dir, "deep.oneindex"), "--skip-invalid");
    expect(r.err).toContain("deep.ndjson:2: the record nests arrays and objects more than 1000 levels deep");
    expect(r.err).not.toMatch(/Maximum call stack|\n\s+at /);
    expect(r.code).toBe(0);
    expect(r.err).toContain("indexed 2 documents");
  });

  it("turns any error the engine throws for a record into a problem naming it", async () => {
    const add = SearchIndex.prototype.add;
    vi.spyOn(SearchIndex.prototype, "add").mockImplementation(function (this: SearchIndex<never>, docs: readonly unknown[]) {
      if (docs.some((d) => (d as { id: string }).id === "boom")) throw new RangeError("Maximum call stack size exceeded");
      return add.call(this, docs as readonly never[]);
    });
    const path = file("boom.ndjson", '{"id":"1"}\n{"id":"boom"}\n{"id":"3"}\n');
    const r = await run("index", definitionPath, path, "--out", join(dir, "boom.oneindex"), "--skip-invalid");
    expect(r.err).toContain("boom.ndjson:2: the record could not be indexed (RangeError: Maximum call stack size exceeded)");
    expect(r.err).toContain("indexed 2 documents");
    expect(r.code).toBe(0);
  });
});

describe("a failed run next to a good snapshot", () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the snapshot as it was when records are rejected or the write fails", async () => {
    const out = join(dir, "keep.oneindex");
    expect((await run("index", definitionPath, file("good.ndjson", '{"id":"1","notes":"steel"}\n'), "--out", out)).code).toBe(0);
    const before = readFileSync(out);
    const rejected = await run(
      "index",
      definitionPath,
      file("bad.ndjson", '{"id":"2","notes":"iron"}\n{"id":"3","total":"x"}\n'),
      "--out",
      out,
    );
    expect(rejected.code).toBe(1);
    expect(readFileSync(out)).toEqual(before);
    vi.spyOn(SearchIndex.prototype, "save").mockImplementation(() => {
      throw new RangeError("Invalid string length");
    });
    const failed = await run("index", definitionPath, file("other.ndjson", '{"id":"2","notes":"iron"}\n'), "--out", out);
    expect(failed.code).toBe(1);
    expect(failed.err).toContain(
      "cannot write the snapshot (any snapshot already there is left as it was): RangeError: Invalid string length",
    );
    expect(readFileSync(out)).toEqual(before);
  });
});
