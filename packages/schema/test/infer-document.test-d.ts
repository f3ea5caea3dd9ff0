/** The document type a definition describes, as `InferDocument` gives it (checked by vitest's typecheck). */
import { describe, expectTypeOf, it } from "vitest";
import { defineDocument, Field, type InferDocument } from "../src/index.js";

describe("InferDocument", () => {
  it("types an integer id as a number and a default id as a string", () => {
    const Numbered = defineDocument("Numbered", { id: Field.id({ type: "integer" }), title: Field.text() });
    const Named = defineDocument("Named", { id: Field.id(), title: Field.text() });
    const Described = defineDocument("Described", { id: Field.id({ description: "the key" }) });
    expectTypeOf<InferDocument<typeof Numbered>["id"]>().toEqualTypeOf<number>();
    expectTypeOf<InferDocument<typeof Named>["id"]>().toEqualTypeOf<string>();
    expectTypeOf<InferDocument<typeof Described>["id"]>().toEqualTypeOf<string>();
    // @ts-expect-error an integer id is not a string
    const wrong: InferDocument<typeof Numbered> = { id: "1" };
    void wrong;
  });
});
