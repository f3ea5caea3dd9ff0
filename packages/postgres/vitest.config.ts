import { defineConfig } from "vitest/config";
import { HANG_GUARDS } from "../../vitest.shared.mjs";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    ...HANG_GUARDS,
  },
});
