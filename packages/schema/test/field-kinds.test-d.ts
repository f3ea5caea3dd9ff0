/**
 * Field kinds are listed once, in `FIELD_KINDS`; each package's field-kind registry is a mapped
 * type over them (checked by vitest's typecheck). The spike adds a `vector` kind as ARCHITECTURE.md's
 * "Adding a field kind" does: the registry does not compile until the new kind has its file.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { FieldDefinition, FieldKind } from "../src/index.js";
import type { SchemaFieldKind } from "../src/field-kinds/field-kind.js";
import { SCHEMA_FIELD_KINDS } from "../src/field-kinds/field-kinds.js";

describe("field kinds from one list", () => {
  it("gives every kind of FieldDefinition a file, and no other", () => {
    expectTypeOf<keyof typeof SCHEMA_FIELD_KINDS>().toEqualTypeOf<FieldKind>();
    expectTypeOf<FieldDefinition["kind"]>().toEqualTypeOf<FieldKind>();
    expectTypeOf(SCHEMA_FIELD_KINDS.date).toEqualTypeOf<SchemaFieldKind<"date">>();
  });

  it("spike: a kind added to the list does not compile until the registry has it", () => {
    type SpikeKind = FieldKind | "vector";
    type Registry = { readonly [K in SpikeKind]: SchemaFieldKind<K extends FieldKind ? K : never> };
    // @ts-expect-error the registry lacks "vector"
    const lacking: Registry = SCHEMA_FIELD_KINDS;
    const { stored: _, ...withoutOne } = SCHEMA_FIELD_KINDS;
    // @ts-expect-error a kind of the list without its file
    const missing: typeof SCHEMA_FIELD_KINDS = withoutOne;
    // @ts-expect-error a file registered under another kind's name
    const swapped: typeof SCHEMA_FIELD_KINDS = { ...SCHEMA_FIELD_KINDS, number: SCHEMA_FIELD_KINDS.integer };
    void [lacking, missing, swapped];
  });
});
