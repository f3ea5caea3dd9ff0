import { expect, it } from "vitest";
import { querySchema } from "../src/index.js";
import { EveryKind } from "./support/documents.js";

/** These tests are about the whole language: the full detail (the default is `standard`). */
const FULL = { detail: "full" } as const;

// The generated schema is locked: any change to it shows up as a diff of this file in review.
// Update on purpose with `npx vitest run -u`.
it("locks the schema of the every-kind document", async () => {
  await expect(`${JSON.stringify(querySchema(EveryKind, FULL), null, 2)}\n`).toMatchFileSnapshot(
    "./__snapshots__/every-kind.query-schema.json",
  );
});
