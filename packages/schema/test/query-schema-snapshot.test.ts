import { expect, it } from "vitest";
import { querySchema } from "../src/index.js";
import { EveryKind } from "./support/documents.js";

// The generated schema is locked: any change to it shows up as a diff of this file in review.
// Update on purpose with `npx vitest run -u`.
it("locks the schema of the every-kind document", async () => {
  await expect(`${JSON.stringify(querySchema(EveryKind), null, 2)}\n`).toMatchFileSnapshot("./__snapshots__/every-kind.query-schema.json");
});
