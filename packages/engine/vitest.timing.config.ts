import { defineConfig } from "vitest/config";
import { HANG_GUARDS } from "../../vitest.shared.mjs";

/**
 * The suites that time work against its charge (`*.timing.test.ts`): `pnpm test` runs them after
 * every package's tests, alone, since beside the other suites the machine's load weighs far more on
 * allocation-heavy builds than on the reference they are timed against.
 */
export default defineConfig({
  test: {
    include: ["test/**/*.timing.test.ts"],
    ...HANG_GUARDS,
  },
});
