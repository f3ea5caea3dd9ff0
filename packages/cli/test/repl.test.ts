// `oneindex repl` as a shell runs it: the real process, calls piped on stdin, answers read from
// stdout, problems from stderr, and the exit code.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");
const snapshot = join(mkdtempSync(join(tmpdir(), "oneindex-repl-")), "invoices.oneindex");

/** Runs `oneindex repl` with `input` piped on stdin (written in `chunks` pieces), and collects what it says. */
function repl(args: string[], input: string | Buffer, chunks = 1): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "repl", ...args]);
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
    child.stderr.on("data", (d: Buffer) => (err += d.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
    child.stdin.on("error", () => {}); // the process may stop reading (.exit) before all is written
    const bytes = Buffer.from(input);
    const size = Math.ceil(bytes.length / chunks);
    for (let at = 0; at < bytes.length; at += size) child.stdin.write(bytes.subarray(at, at + size));
    child.stdin.end();
  });
}

beforeAll(async () => {
  expect(
    (
      await run(
        "index",
        join(here, "fixtures", "invoice.definition.json"),
        join(here, "fixtures", "invoices.ndjson"),
        "--out",
        snapshot,
        "--skip-invalid",
      )
    ).code,
  ).toBe(0);
});

describe("oneindex repl, piped", () => {
  it("answers words and calls line by line from one load of the snapshot, exit 0", async () => {
    const r = await repl([snapshot], 'steel\n{"v":1,"q":"beams","limit":1}\n\n{"v":1,"filter":"paid = true"}\n.info\n', 7);
    expect(r.code).toBe(0);
    const answers = r.out.split(/(?=^\d+ match)/m);
    expect(answers[0]).toMatch(
      /^2 matches\nid +score +text\n1 +[0-9.]+ +Late delivery of <em>steel<\/em> beams\n2 +[0-9.]+ +<em>Steel<\/em> pipes/,
    );
    expect(answers[1]).toMatch(/^1 match\nid +score +text\n1 +[0-9.]+ +Late delivery of steel beams\n$/);
    expect(answers[2]).toMatch(/^2 matches\nid +score +text\n2 +0\.0000 +Steel pipes delivered on time\n5 +0\.0000 +Chemicals surcharge\n/);
    // Three calls answered, and the snapshot was opened once for all of them.
    expect(r.out).toContain(`${snapshot}: search_Invoice, 3 documents\nsnapshots opened  1\ncalls answered    3\n`);
    expect(r.err).toBe(
      "oneindex repl: search_Invoice (3 documents) is open; type words (searched as q) or a tool call as JSON, one a line; .help for more\n",
    );
  });

  it("prints a bad call's text for the model, goes on, and exits 1", async () => {
    const r = await repl([snapshot], '{"v":1,"query":{"type":"match"}}\nsteel\n');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^The search arguments were not valid \(1 problem\); nothing was searched\.\n- \/query\/type: unknown node type "match"/,
    );
    expect(r.out).toMatch(/\n2 matches\n/);
  });

  it("prints the results as JSON with --json, with explanations with --explain", async () => {
    const r = await repl([snapshot, "--json", "--explain"], '{"v":1,"q":"pipes"}');
    expect(r.code).toBe(0);
    const results = JSON.parse(r.out) as { hits: Array<{ id: string; explanation?: { value: number } }>; total: { value: number } };
    expect(results.total.value).toBe(1);
    expect(results.hits[0]!.id).toBe("2");
    expect(results.hits[0]!.explanation?.value).toBeGreaterThan(0);
  });

  it("stops at .exit, whatever follows", async () => {
    const r = await repl([snapshot], "steel\n.exit\nbeams\n");
    expect(r.code).toBe(0);
    expect(r.out.match(/matches/g)).toHaveLength(1);
  });

  it("drops a line over the limit as it streams, and one that is not UTF-8, then serves the next", async () => {
    const long = `{"v":1,"q":"${"a".repeat(300_000)}"}`;
    const input = Buffer.concat([Buffer.from(`${long}\n`), Buffer.from([0x73, 0xff, 0x0a]), Buffer.from(".hlep\nsteel\n")]);
    const r = await repl([snapshot], input, 40);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `oneindex repl: line 1: the line is ${long.length} bytes long, over the limit of 262144 bytes for one call; it was not read\n`,
    );
    expect(r.err).toContain("oneindex repl: line 2: not valid UTF-8 (byte 1 of the line); it was not read\n");
    expect(r.err).toContain("oneindex repl: line 3: unknown command .hlep (did you mean .help?); .help lists them\n");
    expect(r.out).toMatch(/^2 matches\n/);
  });

  it("lets the parser answer a call that is long but within the line limit", async () => {
    const r = await repl([snapshot], `{"v":1,"q":"${"a".repeat(70_000)}"}\n`);
    expect(r.code).toBe(1);
    expect(r.out).toContain("the arguments are too long");
  });

  it("says why it cannot open a snapshot, exit 1", async () => {
    const r = await repl([join(dirname(snapshot), "missing.oneindex")], "steel\n");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^oneindex: .*missing\.oneindex: cannot read the snapshot: ENOENT/);
  });
});
