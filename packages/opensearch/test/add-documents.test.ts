// Documents are checked against the definition before anything is sent: the same checks, and the
// same DocumentError, as the embedded engine. The client here must never be called.
import { describe, expect, it } from "vitest";
import { DocumentError } from "@oneindex/schema";
import { OpenSearchIndex, type OpenSearchClientLike } from "../src/index.js";
import { Invoice } from "./support/definitions.js";

const untouchable: OpenSearchClientLike = {
  search: () => Promise.reject(new Error("no request may be sent")),
  bulk: () => Promise.reject(new Error("no request may be sent")),
  indices: {
    create: () => Promise.reject(new Error("no request may be sent")),
    exists: () => Promise.reject(new Error("no request may be sent")),
    delete: () => Promise.reject(new Error("no request may be sent")),
  },
};

describe("OpenSearchIndex.addDocuments", () => {
  it("rejects a bad batch whole, naming document and field, and sends nothing", async () => {
    const index = new OpenSearchIndex(Invoice, { client: untouchable, index: "invoices" });
    const attempt = index.addDocuments([
      { id: "1", customer: "acme", total: 10 },
      { id: "2", total: "ten", issued: "2024-02-30" },
      { id: "1", notes: "again" },
    ] as never[]);
    await expect(attempt).rejects.toBeInstanceOf(DocumentError);
    const error = (await attempt.catch((e: unknown) => e)) as DocumentError;
    expect(error.problems.map((p) => [p.index, p.path, p.code])).toEqual([
      [1, "/total", "wrong-type"],
      [1, "/issued", "invalid-date"],
      [2, "", "duplicate-id"],
    ]);
  });
});
