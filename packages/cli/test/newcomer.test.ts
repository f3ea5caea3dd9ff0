// A newcomer's path from a clone to `oneindex mcp` answering the official MCP SDK client, using only
// what the root README writes under "The `oneindex` command from a clone": its first block puts the
// built `dist/main.js` on PATH through a symlink (in a HOME of the test's own), its second indexes a
// CSV file (written here) and searches it with the `oneindex` found on PATH, and its JSON block is
// the MCP client's configuration, started as it is by the SDK's StdioClientTransport (the paths it
// says to replace are replaced). The block's first line, `npm run bootstrap`, is the one line not
// run here: `npm test` (turbo) has built every package this test depends on before it runs, and a
// nested build would race the builds turbo runs beside it; the test checks what that line leaves
// (an executable `dist/main.js` with its shebang).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";

const clone = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const MARKER = "<!-- packages/cli/test/newcomer.test.ts runs the three blocks below as they are written here. -->";

/** The fenced blocks after the marker in the root README: language and lines. */
function readmeBlocks(): { lang: string; text: string }[] {
  const readme = readFileSync(join(clone, "README.md"), "utf8");
  const at = readme.indexOf(MARKER);
  expect(at, "the root README marks the newcomer's blocks").toBeGreaterThan(-1);
  return [...readme.slice(at).matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].slice(0, 3).map((m) => ({ lang: m[1]!, text: m[2]! }));
}

/** The lines of a shell block, comments and blank lines left to the shell. */
function shellLines(text: string): string[] {
  return text.split("\n").filter((l) => l.trim() !== "");
}

const FILMS = [
  "id,title,genre,year,rating",
  "1,The Quiet Harbour,drama,1998,7.1",
  "2,Rivers of Stone,history,2004,6.4",
  "3,Harbour Lights at Night,drama,2011,7.8",
  "4,Winter Light,comedy,1987,5.9",
  "5,Old Maps of the North,documentary,2015,8.0",
].join("\n");

/** The `turbo run build …` a root script starts with, asked for its plan (`--dry=json`: nothing is built). */
function plannedBuilds(script: string): string[] {
  const scripts = (JSON.parse(readFileSync(join(clone, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const first = scripts[script]!.split("&&")[0]!.trim().split(/\s+/);
  expect(first.slice(0, 3), `${script} starts with turbo run build`).toEqual(["turbo", "run", "build"]);
  const turbo = join(clone, "node_modules", ".bin", "turbo");
  const plan = JSON.parse(execFileSync(turbo, [...first.slice(1), "--dry=json"], { cwd: clone, encoding: "utf8" })) as {
    tasks: Array<{ taskId: string; command: string }>;
  };
  return plan.tasks.filter((t) => t.command !== "<NONEXISTENT>").map((t) => t.taskId);
}

describe("a newcomer's path from a clone to an MCP client", () => {
  it("npm start and npm run bootstrap build every package that has a build, the CLI among them", () => {
    const scripts = (JSON.parse(readFileSync(join(clone, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts["start"]).toBe("node tools/run.mjs demo");
    expect(scripts["bootstrap"]).toBe("node tools/run.mjs build");
    const withBuild = readdirSync(join(clone, "packages"))
      .map(
        (dir) =>
          JSON.parse(readFileSync(join(clone, "packages", dir, "package.json"), "utf8")) as {
            name: string;
            scripts?: Record<string, string>;
          },
      )
      .filter((p) => p.scripts?.["build"] !== undefined)
      .map((p) => `${p.name}#build`);
    expect(withBuild).toContain("@oneindex/cli#build");
    for (const script of ["demo", "build"]) expect(plannedBuilds(script)).toEqual(expect.arrayContaining(withBuild));
  });

  it("puts oneindex on PATH, indexes and searches a file, and answers the MCP SDK client, all as the README says", async () => {
    const [setup, data, config] = readmeBlocks();
    expect([setup?.lang, data?.lang, config?.lang]).toEqual(["sh", "sh", "json"]);
    const [build, ...onPath] = shellLines(setup!.text);
    expect(build).toMatch(/^npm run bootstrap\b/);
    // What `npm run bootstrap` leaves: the bin, executable, started by node through its shebang.
    const bin = join(clone, "packages", "cli", "dist", "main.js");
    expect(statSync(bin).mode & 0o111, "dist/main.js is executable").not.toBe(0);
    expect(readFileSync(bin, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);

    // A HOME of the test's own; PATH with ~/.local/bin first, as the README's comment says.
    const home = mkdtempSync(join(tmpdir(), "oneindex-newcomer-"));
    const env = { ...process.env, HOME: home, PATH: [join(home, ".local", "bin"), process.env["PATH"]].join(delimiter) };
    const sh = (line: string, cwd: string) => execFileSync("bash", ["-euo", "pipefail", "-c", line], { cwd, env, encoding: "utf8" });
    const printed = onPath.map((line) => sh(line, clone)).join("");
    expect(printed).toMatch(/^oneindex \d+\.\d+\.\d+/m);

    const folder = join(home, "data");
    mkdirSync(folder);
    writeFileSync(join(folder, "films.csv"), FILMS);
    const out = shellLines(data!.text)
      .map((line) => sh(line, folder))
      .join("");
    // The search's table: the two films with "harbour" in their title.
    expect(out).toMatch(/^2 matches$/m);
    expect(out).toContain("The Quiet <em>Harbour</em>");

    // The MCP client's configuration, with the README's placeholders replaced by real paths.
    const json = config!.text
      .replaceAll("/absolute/path/to/oneindex", clone)
      .replaceAll("/absolute/path/to/films.oneindex", join(folder, "films.oneindex"));
    const server = (JSON.parse(json) as { mcpServers: Record<string, { command: string; args: string[] }> }).mcpServers["oneindex"]!;
    const client = new Client({ name: "newcomer", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: server.command, args: server.args, env, stderr: "ignore" }));
    try {
      const { tools } = await client.listTools();
      // One tool, named after the definition `init` wrote (its name comes from the file's).
      expect(tools).toHaveLength(1);
      const name = tools[0]!.name;
      expect(name).toMatch(/^search_Film/);
      expect(tools[0]!.inputSchema.type).toBe("object");
      const result = CallToolResultSchema.parse(await client.callTool({ name, arguments: { v: 1, q: "harbour" } }));
      expect(result.isError ?? false).toBe(false);
      const hits = (result.structuredContent as { hits: Array<{ id: string; document: { title: string } }> }).hits;
      expect(hits.map((h) => h.document.title).sort()).toEqual(["Harbour Lights at Night", "The Quiet Harbour"]);
      const wrong = CallToolResultSchema.parse(await client.callTool({ name, arguments: { v: 1, q: "harbour", size: 3 } }));
      expect(wrong.isError).toBe(true);
      expect(JSON.stringify(wrong.content)).toContain('did you mean \\"limit\\"?');
    } finally {
      await client.close();
    }
  });
});
