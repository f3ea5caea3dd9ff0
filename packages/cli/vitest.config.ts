import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    // The MCP tests start `oneindex mcp` as a child process in beforeAll; on a loaded machine that
    // takes longer than the default 10 s hook timeout.
    hookTimeout: 60_000,
  },
});
