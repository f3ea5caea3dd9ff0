import { describe, expect, it } from "vitest";
import { describeValue } from "../src/values/describe-value.js";

describe("describeValue", () => {
  it("cuts a long string without splitting a surrogate pair", () => {
    const s = `${"a".repeat(47)}😀${"b".repeat(10)}`;
    const described = describeValue(s);
    expect(described).toBe(`the string ${JSON.stringify(`${"a".repeat(47)}…`)}`);
    expect(described).not.toContain("\\ud83d");
  });
  it("keeps the first 48 code units when no pair is cut", () => {
    expect(describeValue("x".repeat(60))).toBe(`the string "${"x".repeat(48)}…"`);
  });
});
