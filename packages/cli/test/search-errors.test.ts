// `oneindex search` when the search throws: an error meant for the model (toToolResult(), as the
// engine's QueryCostError) prints that text like a bad call does, exit 1; any other error is an
// internal error on stderr, exit 1, never a stack trace.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SearchIndex } from "oneindex";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const snapshot = join(mkdtempSync(join(tmpdir(), "oneindex-search-errors-")), "invoices.oneindex");

function throwOnExecute(error: unknown): void {
  const tryParse = SearchIndex.prototype.tryParse;
  vi.spyOn(SearchIndex.prototype, "tryParse").mockImplementation(function (this: SearchIndex<never>, args: unknown) {
    const parsed = tryParse.call(this, args);
    return parsed.ok
      ? ({
          ok: true,
          query: {
            execute: () => {
              throw error;
            },
          },
        } as never)
      : parsed;
  });
}

describe("oneindex search when the search throws", () => {
  beforeAll(async () => {
    const fixture = (name: string) => join(here, "fixtures", name);
    expect(
      (await run("index", fixture("invoice.definition.json"), fixture("invoices.ndjson"), "--out", snapshot, "--skip-invalid")).code,
    ).toBe(0);
  });
  afterEach(() => vi.restoreAllMocks());

  it("prints the text of an error with toToolResult() and exits 1", async () => {
    throwOnExecute(
      Object.assign(new Error("over budget"), {
        code: "query-too-costly",
        toToolResult: () => "The search was stopped: over its work budget.",
      }),
    );
    const r = await run("search", snapshot, '{"v":1,"q":"steel"}');
    expect(r.code).toBe(1);
    expect(r.out).toBe("The search was stopped: over its work budget.\n");
  });

  it("reports any other error as an internal error on stderr, without a stack", async () => {
    throwOnExecute(new RangeError("Maximum call stack size exceeded"));
    const r = await run("search", snapshot, '{"v":1,"q":"steel"}');
    expect(r.code).toBe(1);
    expect(r.err).toBe("oneindex: internal error while searching: RangeError: Maximum call stack size exceeded\n");
  });
});
