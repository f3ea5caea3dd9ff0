import { describe, expect, it } from "vitest";
import { EveryKind, Invoice } from "./support/documents.js";
import { descriptorSizes, sizesTable } from "./support/sizes.js";

// `pnpm --filter @oneindex/tool sizes` prints the tables (BENCHMARKS.md has the Movie and Earthquake ones, from the bench).
const print = process.env["ONEINDEX_PRINT_SIZES"] === "1";

describe("descriptor sizes", () => {
  it("stay compact for the every-kind type in every format", () => {
    const sizes = descriptorSizes(EveryKind);
    if (print) console.log(`EveryKind\n${sizesTable(sizes)}`);
    for (const s of sizes) {
      // 14.6–19.1 kB today, aggregations included (17.3–19.4 kB before the descriptor budget of issue 17, 11.6–15.4 kB after it); a regression shows here.
      expect(s.bytes, s.format).toBeLessThan(19_500);
      expect(s.descriptionBytes, s.format).toBeLessThan(2_000);
      // The tokenizer and the rule of thumb agree to within a factor of two: JSON is token-dense.
      expect(s.o200kTokens / s.approxTokens).toBeGreaterThan(0.5);
      expect(s.o200kTokens / s.approxTokens).toBeLessThan(2);
    }
  });

  it("are measured for the example type too", () => {
    const sizes = descriptorSizes(Invoice);
    if (print) console.log(`Invoice\n${sizesTable(sizes)}`);
    expect(sizes).toHaveLength(6);
    // Nullable optionals cost bytes (on EveryKind the union of metrics under terms, which strict mode drops with the aggs maps, outweighs them).
    const anthropic = sizes.find((s) => s.format === "anthropic")!;
    const strict = sizes.find((s) => s.format === "openai-strict")!;
    expect(strict.bytes).toBeGreaterThan(anthropic.bytes);
  });
});
