import { describe, expect, it } from "vitest";
import { inferDefinition, readDefinitionFile } from "../src/index.js";

describe("inferDefinition at the limits", () => {
  it("keeps the first 256 fields of wider records, writes a valid file and says what was left out", () => {
    const record = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`column ${i}`, i]));
    const inferred = inferDefinition([record, { ...record, "column 0": 7 }]);
    expect(Object.keys(inferred.file.fields)).toHaveLength(256);
    expect(inferred.fields).toHaveLength(256);
    expect(() => readDefinitionFile(inferred.file)).not.toThrow();
    expect(inferred.problems).toEqual([
      {
        code: "too-many-fields",
        source: "column 255",
        column: 255,
        message:
          'the data has 301 fields, more than the 256 a definition may hold: the definition keeps the first 256, and leaves out "column 255" and the 44 after it ("unknownFields": "ignore" skips them when indexing); to keep others, swap fields in the definition',
      },
    ]);
    expect(inferDefinition([{ a: 1 }]).problems).toEqual([]);
  });

  it("profiles arrays nested 20,000 deep without recursing (they are stored)", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const inferred = inferDefinition([{ a: deep }, { a: [[1]] }]);
    expect(inferred.file.fields["a"]).toEqual({ kind: "stored" });
  });
});
