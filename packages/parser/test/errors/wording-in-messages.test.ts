/**
 * Issue 18: the wording of problems lives only in `src/errors/messages.ts`. Every checker outside
 * `src/errors/` passes `expected`, `hint` and `what` texts from `EXPECTED`, `HINTS` and the habit
 * tables there, never a string literal of its own; this test reads the sources to keep it so.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));
const ERRORS = join(SRC, "errors");

/** What gives inline wording away, each with why. */
const TELLS: readonly { readonly why: string; readonly pattern: RegExp }[] = [
  { why: "a literal expected, hint or what text", pattern: /\b(?:expected|hint|what)\s*:\s*[`"']/g },
  {
    why: "a literal text for a missing or null property",
    pattern: /\b(?:missing|nullProperty|prop)\([^()]*,\s*[`"'][^`"']*\s[^`"']*[`"']\s*\)/g,
  },
  { why: "a local constant of wording", pattern: /\bconst\s+(?:EXPECTED|HINT|MESSAGE)\w*\s*(?::[^=]*)?=\s*[`"']/g },
  { why: `an "expected …" sentence`, pattern: /[`"']expected\s/gi },
];

/** Block comments and whole-line comments removed: doc comments may quote wording. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** Each inline wording in `text`, as `line: why: excerpt`. */
function inlineWording(text: string): string[] {
  const source = code(text);
  const found: string[] = [];
  for (const { why, pattern } of TELLS) {
    for (const m of source.matchAll(pattern)) {
      const line = source.slice(0, m.index).split("\n").length;
      found.push(`${line}: ${why}: ${m[0].slice(0, 60)}`);
    }
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === ERRORS ? [] : sources(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });
}

describe("wording lives only in errors/messages.ts", () => {
  it("catches each way a checker could word a problem itself", () => {
    expect(inlineWording('ctx.report({ code: "wrong-type", path, expected: `an object`, found });')).toHaveLength(1);
    expect(inlineWording('checkKeys(ctx, obj, path, KEYS, { gte: { use: "from", hint: "a range is …" } });')).toHaveLength(1);
    expect(inlineWording('readString(ctx, raw, "zone", path, { what: "a time zone" });')).toHaveLength(1);
    expect(inlineWording('missing(ctx, path, "origin", `the point distances are measured from`);')).toHaveLength(1);
    expect(inlineWording('const got = prop(ctx, obj.origin, "origin", path, "a point");')).toHaveLength(1);
    expect(inlineWording('const EXPECTED_ZONE = `"Z" or a fixed offset`;')).toHaveLength(1);
    expect(inlineWording('throw new Error("expected a number");')).toHaveLength(1);
  });

  it("lets through wording taken from messages.ts, property names and comments", () => {
    expect(inlineWording('ctx.report({ code: "wrong-type", path, expected: EXPECTED.aggsByName, found: describeValue(value) });')).toEqual(
      [],
    );
    expect(inlineWording('const got = prop(ctx, obj.origin, "origin", path, EXPECTED.distanceOrigin);')).toEqual([]);
    expect(inlineWording('const value = prop(ctx, raw, "aggs", ownerPath, what);')).toEqual([]);
    expect(inlineWording('/** `expected: "a point"` in a doc comment */\n// hint: "a comment"\nconst x = 1;')).toEqual([]);
  });

  it("finds none in src outside errors/ (aggs/ included)", () => {
    const files = sources(SRC);
    expect(files.some((f) => f.includes(join("src", "aggs")))).toBe(true);
    const found = files.flatMap((f) => inlineWording(readFileSync(f, "utf8")).map((w) => `${relative(SRC, f)}:${w}`));
    expect(found).toEqual([]);
  });
});
