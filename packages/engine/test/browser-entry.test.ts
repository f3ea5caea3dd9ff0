import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("browser entry", () => {
  it("no source file imports a node:* module statically (file I/O is a dynamic import)", () => {
    const files = sources(join(import.meta.dirname, "..", "src"));
    expect(files.length).toBeGreaterThan(30);
    const offenders = files.filter((f) => /^\s*(import|export)\s[^;]*from\s+["'](node:|fs|path|os)["/']/m.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});
