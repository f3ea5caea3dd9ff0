import { defineConfig } from "vitest/config";
import { HANG_GUARDS } from "../../vitest.shared.mjs";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The MCP tests start `oneindex mcp` as a child process in beforeAll: the shared hook guard
    // leaves room for that on a loaded machine.
    ...HANG_GUARDS,
  },
});
