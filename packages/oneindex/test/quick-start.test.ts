// The root README's 30-second example is examples/quick-start.mjs, word for word: this runs it with
// plain node and holds its `//=>` comments to what it really prints, so the README cannot claim a
// shape the code does not give.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const example = join(here, "..", "examples", "quick-start.mjs");
const source = readFileSync(example, "utf8");

describe("the README's quick start", () => {
  it("runs with plain node and prints exactly what its //=> comments say", () => {
    const run = spawnSync(process.execPath, [example], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const promised = source
      .split("\n")
      .filter((line) => line.startsWith("//=> "))
      .map((line) => line.slice("//=> ".length));
    expect(promised.length).toBeGreaterThanOrEqual(5);
    expect(run.stdout).toBe(`${promised.join("\n")}\n`);
  });

  it("type-checks as TypeScript, as the README says", () => {
    // A .ts copy beside the package (gitignored), so "oneindex" resolves to this package's own types.
    const dir = join(here, "..", "test-artifacts", "quick-start");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "quick-start.ts"), source);
    const config = {
      extends: "../../../../tsconfig.base.json",
      compilerOptions: { noEmit: true, composite: false, declaration: false, declarationMap: false, types: ["node"] },
      include: ["quick-start.ts"],
    };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    const check = spawnSync(process.execPath, [tsc, "-p", join(dir, "tsconfig.json")], { encoding: "utf8" });
    expect(check.stdout).toBe("");
    expect(check.status).toBe(0);
  });

  it("is the code block of the root README, word for word", () => {
    const readme = readFileSync(join(here, "..", "..", "..", "README.md"), "utf8");
    expect(readme).toContain(`\`\`\`js\n${source}\`\`\``);
  });
});
