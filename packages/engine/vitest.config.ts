import { defineConfig } from "vitest/config";
import { HANG_GUARDS } from "../../vitest.shared.mjs";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Suites that judge time against charged work run alone, after every package's tests (vitest.timing.config.ts).
    exclude: ["test/**/*.timing.test.ts"],
    ...HANG_GUARDS,
  },
});
