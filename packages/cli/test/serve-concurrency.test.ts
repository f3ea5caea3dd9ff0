// Issue 32 item 6: a costly call does not block the server: `GET /health` answers while two run
// (searches run in the search worker, the HTTP thread stays free).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");
const dir = mkdtempSync(join(tmpdir(), "oneindex-serve-busy-"));
const snapshot = join(dir, "readings.oneindex");

/** `bool.should` of 256 ranges over a field of 5,000 values a document: a 14 KB call of seconds without a work budget. */
const COSTLY = JSON.stringify({
  v: 1,
  limit: 1,
  query: { type: "bool", should: Array.from({ length: 256 }, (_, k) => ({ type: "range", field: "values", gte: k * 10, lt: k * 10 + 5 })) },
});

beforeAll(async () => {
  writeFileSync(
    join(dir, "reading.definition.json"),
    JSON.stringify({ name: "Reading", fields: { id: { kind: "id" }, values: { kind: "number", array: true, filterable: true } } }),
  );
  const rows = Array.from({ length: 200 }, (_, i) =>
    JSON.stringify({ id: String(i), values: Array.from({ length: 5_000 }, (_, j) => (i * 7 + j * 13) % 100_000) }),
  );
  writeFileSync(join(dir, "readings.ndjson"), rows.join("\n"));
  expect((await run("index", join(dir, "reading.definition.json"), join(dir, "readings.ndjson"), "--out", snapshot)).code).toBe(0);
});

describe("oneindex serve while costly calls run", () => {
  // No work budget to speak of, so the calls run their whole course.
  const child = spawn(process.execPath, [bin, "serve", snapshot, "--port", "0", "--work-budget", "999999999999999"]);
  let stderr = "";
  let url = "";
  beforeAll(async () => {
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (t: string) => (stderr += t));
    while (!/ on (http:\/\/\S+) /.test(stderr)) await once(child.stderr, "data");
    url = / on (http:\/\/\S+) /.exec(stderr)![1]!;
  });
  afterAll(async () => {
    child.kill("SIGINT");
    await once(child, "close");
  });

  it("answers GET /health before either of two costly calls finishes", async () => {
    const finished: string[] = [];
    const costly = [1, 2].map((n) =>
      fetch(`${url}/search`, { method: "POST", body: COSTLY }).then(async (response) => {
        finished.push(`costly ${n}`);
        return response.status;
      }),
    );
    // Both calls are sent before the health check.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await fetch(`${url}/health`);
    finished.push("health");
    expect(health.status).toBe(200);
    expect(((await health.json()) as { calls: number }).calls).toBe(2);
    expect(finished[0]).toBe("health");
    expect(await Promise.all(costly)).toEqual([200, 200]);
  }, 60_000);
});
