// The changesets release, rehearsed offline (no registry is asked, nothing is uploaded):
// `changeset version` on a copy of the tree consumes every pending changeset into versions and
// changelogs, and every public package, packed by pnpm as `changeset publish` would publish it,
// holds what its manifest names (entry points, types, bins executable with their shebang, the
// README), no workspace: ranges, and nothing of the build's own (`.tsbuildinfo`), tests or sources.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const require = createRequire(join(root, "package.json"));

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  main?: string;
  types?: string;
  bin?: string | Record<string, string>;
  exports?: unknown;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, CI: "true" } });
  if (result.error !== undefined) throw new Error(`could not run ${command} (it must be on PATH): ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} in ${cwd} exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Every workspace package (the folders pnpm-workspace.yaml names), by folder. */
function workspacePackages(base: string): { dir: string; manifest: Manifest }[] {
  return ["packages", "apps", "tools"].flatMap((group) =>
    readdirSync(join(base, group), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(base, group, e.name, "package.json")))
      .map((e) => {
        const dir = join(base, group, e.name);
        return { dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest };
      }),
  );
}

/** Every string leaf of an `exports` map (the paths a consumer may import). */
function exportPaths(exports: unknown): string[] {
  if (typeof exports === "string") return [exports];
  if (typeof exports !== "object" || exports === null) return [];
  return Object.values(exports).flatMap(exportPaths);
}

const publicPackages = workspacePackages(root).filter((p) => p.manifest.private !== true);

describe("the release, rehearsed", () => {
  it("depends on every public package, so turbo builds them all before packing", () => {
    expect(publicPackages.length).toBeGreaterThan(0);
    const own = JSON.parse(readFileSync(join(root, "tools", "release-check", "package.json"), "utf8")) as Manifest;
    const listed = new Set(Object.keys(own.devDependencies ?? {}));
    const missing = publicPackages.map((p) => p.manifest.name).filter((name) => !listed.has(name));
    expect(missing, 'public packages to add to tools/release-check\'s devDependencies ("workspace:*"), then pnpm install').toEqual([]);
  });

  it("versions a copy of the tree: every pending changeset becomes versions and changelog entries", () => {
    const copy = mkdtempSync(join(tmpdir(), "oneindex-release-"));
    const files = run("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], root).split("\0").filter(Boolean);
    for (const file of files) if (existsSync(join(root, file))) cpSync(join(root, file), join(copy, file), { recursive: true });
    const pending = readdirSync(join(copy, ".changeset")).filter((f) => f.endsWith(".md") && f !== "README.md");
    const before = new Map(workspacePackages(copy).map((p) => [p.manifest.name, p.manifest.version]));
    run(process.execPath, [require.resolve("@changesets/cli/bin.js"), "version"], copy);
    expect(readdirSync(join(copy, ".changeset")).filter((f) => f.endsWith(".md") && f !== "README.md")).toEqual([]);
    const bumped = workspacePackages(copy).filter((p) => p.manifest.version !== before.get(p.manifest.name));
    if (pending.length > 0) expect(bumped.length, "pending changesets bump some package").toBeGreaterThan(0);
    for (const { dir, manifest } of bumped) {
      expect(readFileSync(join(dir, "CHANGELOG.md"), "utf8"), manifest.name).toContain(`## ${manifest.version}\n`);
      // Internal ranges stay workspace ranges in the tree; pnpm writes the versions into the packed manifest.
      for (const [name, range] of Object.entries(manifest.dependencies ?? {}))
        if (before.has(name)) expect(range, `${manifest.name} → ${name}`).toMatch(/^workspace:/);
    }
  });

  describe("every public package, packed as it would be published", () => {
    const packs = new Map<string, { entries: Map<string, string>; manifest: Manifest; read: (path: string) => string }>();
    beforeAll(() => {
      const out = mkdtempSync(join(tmpdir(), "oneindex-pack-"));
      for (const { dir, manifest } of publicPackages) {
        const dest = join(out, manifest.name.replace(/[@/]/g, "_"));
        mkdirSync(dest);
        run("pnpm", ["pack", "--pack-destination", dest], dir);
        const tarball = join(dest, readdirSync(dest)[0]!);
        // `tar -tv` lines: mode, owner, size, date, time, path.
        const entries = new Map(
          run("tar", ["-tvzf", tarball], dest)
            .split("\n")
            .filter(Boolean)
            .map((line) => {
              const parts = line.trim().split(/\s+/);
              return [parts[parts.length - 1]!.replace(/^package\//, ""), parts[0]!] as [string, string];
            }),
        );
        const read = (path: string) => run("tar", ["-xzOf", tarball, `package/${path}`], dest);
        packs.set(manifest.name, { entries, manifest: JSON.parse(read("package.json")) as Manifest, read });
      }
    }, 300_000);

    for (const { manifest } of publicPackages) {
      it(`${manifest.name}: its manifest's files are in it, bins runnable, no workspace ranges, nothing of the build's own`, () => {
        const pack = packs.get(manifest.name)!;
        const named = [pack.manifest.main, pack.manifest.types, ...exportPaths(pack.manifest.exports)]
          .filter((p): p is string => typeof p === "string")
          .map((p) => p.replace(/^\.\//, ""));
        for (const path of [...named, "README.md", "package.json"]) expect(pack.entries.has(path), `${manifest.name}: ${path}`).toBe(true);
        const bins = typeof pack.manifest.bin === "string" ? [pack.manifest.bin] : Object.values(pack.manifest.bin ?? {});
        for (const bin of bins.map((b) => b.replace(/^\.\//, ""))) {
          expect(pack.entries.get(bin), `${manifest.name}: bin ${bin}`).toMatch(/^-rwx/);
          expect(pack.read(bin).startsWith("#!/usr/bin/env node\n"), `${bin} starts with its shebang`).toBe(true);
        }
        for (const field of ["dependencies", "peerDependencies"] as const)
          for (const [name, range] of Object.entries(pack.manifest[field] ?? {}))
            expect(range, `${manifest.name} ${field} ${name}`).not.toMatch(/^workspace:/);
        const strays = [...pack.entries.keys()].filter((p) => p.endsWith(".tsbuildinfo") || /^(src|test)\//.test(p));
        expect(strays, manifest.name).toEqual([]);
      });
    }
  });
});
