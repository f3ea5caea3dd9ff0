import { defineConfig } from "vitest/config";
import { HANG_GUARDS } from "../../vitest.shared.mjs";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    ...HANG_GUARDS,
    // Type-level tests (every field-kind registry is a mapped type over the kinds).
    typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "./tsconfig.typecheck.json" },
  },
});
