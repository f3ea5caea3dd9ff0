// Issue 32 item 5: `oneindex serve` answers only its own host names and origins (DNS rebinding),
// and a token when it listens beyond this machine. The real process, spoken to over raw HTTP.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExposurePolicy } from "../src/index.js";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");
const snapshot = join(mkdtempSync(join(tmpdir(), "oneindex-exposure-")), "invoices.oneindex");

/** A request with the headers a browser or an attacker would set (fetch forbids setting Host). */
function call(
  url: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: body === undefined ? "GET" : "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, text, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Starts `oneindex serve` with `args` and resolves its URL once it listens. */
async function serve(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [bin, "serve", snapshot, "--port", "0", ...args], { env: { ...process.env, ...env } });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (t: string) => (stderr += t));
  const exited = once(child, "close");
  while (!/ on (http:\/\/\S+) /.test(stderr)) {
    const running = await Promise.race([once(child.stderr, "data").then(() => true), exited.then(() => false)]);
    if (!running) throw new Error(`serve exited: ${stderr}`);
  }
  const stop = () => {
    child.kill("SIGINT");
    return exited;
  };
  return { url: / on (http:\/\/\S+) /.exec(stderr)![1]!, stop };
}

beforeAll(async () => {
  const fixture = (name: string) => join(here, "fixtures", name);
  expect(
    (await run("index", fixture("invoice.definition.json"), fixture("invoices.ndjson"), "--out", snapshot, "--skip-invalid")).code,
  ).toBe(0);
});

describe("oneindex serve's exposure policy", () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve(["--allow-origin", "http://localhost:3000"]);
  });
  afterAll(async () => {
    await server.stop();
  });
  const port = () => new URL(server.url).port;
  const STEEL = '{"v":1,"q":"steel"}';

  it("refuses a Host that is not its own with 421, and reads nothing for it (DNS rebinding)", async () => {
    for (const host of ["evil.example", `evil.example:${port()}`, "127.0.0.1.evil.example"]) {
      const answer = await call(server.url, "/search", { host }, STEEL);
      expect(answer.status).toBe(421);
      expect(answer.text).toContain("does not answer for the host");
      expect(answer.text).not.toContain("hits");
      expect((await call(server.url, "/", { host })).status).toBe(421);
    }
  });

  it("answers its own names: localhost, 127.0.0.1, with or without the port", async () => {
    for (const host of ["localhost", `localhost:${port()}`, `127.0.0.1:${port()}`, "LOCALHOST"]) {
      const answer = await call(server.url, "/search", { host }, STEEL);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toHaveProperty("hits");
    }
  });

  it("refuses a foreign Origin with 403, lets an allowed one through with CORS headers", async () => {
    const host = `127.0.0.1:${port()}`;
    const foreign = await call(server.url, "/search", { host, origin: "https://evil.example" }, STEEL);
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain("--allow-origin https://evil.example");
    expect((await call(server.url, "/search", { host, origin: "null" }, STEEL)).status).toBe(403);
    const allowed = await call(server.url, "/search", { host, origin: "http://localhost:3000" }, STEEL);
    expect(allowed.status).toBe(200);
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    const preflight = await new Promise<number>((resolve, reject) => {
      const { hostname } = new URL(server.url);
      const req = request(
        { host: hostname, port: port(), path: "/search", method: "OPTIONS", headers: { host, origin: "http://localhost:3000" } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(preflight).toBe(204);
  });
});

describe("oneindex serve with a token", () => {
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve([], { ONEINDEX_SERVE_TOKEN: "s3cret" });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers only requests that carry it", async () => {
    const host = new URL(server.url).host;
    const without = await call(server.url, "/health", { host });
    expect(without.status).toBe(401);
    expect(without.headers["www-authenticate"]).toContain("Bearer");
    expect((await call(server.url, "/health", { host, authorization: "Bearer wrong" })).status).toBe(401);
    expect((await call(server.url, "/health", { host, authorization: "Bearer s3cret" })).status).toBe(200);
  });
});

describe("oneindex serve beyond this machine", () => {
  it("refuses to listen on 0.0.0.0 without a token, naming the way out", async () => {
    const refused = await run("serve", snapshot, "--host", "0.0.0.0", "--port", "0");
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("serve --host 0.0.0.0 listens beyond this machine: give it a token (--token <token>");
    expect(refused.err).toContain("--allow-unauthenticated");
  });

  it("checks its options: an origin with a path, an empty token", () => {
    expect(() => ExposurePolicy.for({ host: "127.0.0.1", allowOrigins: ["http://localhost:3000/app"] })).toThrow(
      /--allow-origin takes an origin/,
    );
    expect(() => ExposurePolicy.for({ host: "127.0.0.1", token: "" })).toThrow(/must not be empty/);
    expect(() => ExposurePolicy.for({ host: "0.0.0.0", allowUnauthenticated: true })).not.toThrow();
    expect(() => ExposurePolicy.for({ host: "::1" })).not.toThrow();
  });
});
