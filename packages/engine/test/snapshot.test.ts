import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineDocument, DefinitionError, Field } from "@oneindex/schema";
import { afterEach, describe, expect, it } from "vitest";
import { SearchIndex, SnapshotError } from "../src/index.js";
import { decodeContainer, encodeContainer, writeFileAtomic } from "../src/snapshot/container.js";
import { DEFINITIONS } from "./reference/definitions.js";
import { randomCollection } from "./reference/generate-documents.js";
import { QueryGenerator, queryContext } from "./reference/generate-query.js";
import { Random } from "./reference/random.js";
import { Item, itemIndex } from "./helpers.js";

const QUERIES = [
  { v: 1, q: "steel copper wire", highlight: true },
  { v: 1, query: { type: "phrase", field: "body", terms: ["steel", "bridges"], slop: 3 } },
  { v: 1, query: { type: "functionScore", functions: [{ type: "gauss", field: "at", origin: { lat: 50, lng: 0 }, scale: 200 }] } },
  { v: 1, filter: "price > 1", sort: [{ field: "day", order: "desc" }] },
] as const;

function results(index: SearchIndex<typeof Item>): string {
  return JSON.stringify(QUERIES.map((q) => index.search(q, { explain: true })));
}

let dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
  dirs = [];
});

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), "oneindex-snap-"));
  dirs.push(d);
  return d;
}

describe("snapshots", () => {
  it("round-trip to identical results, after deletes and updates too", () => {
    const index = itemIndex();
    index.update([{ id: "b", title: "steel pipes again", price: 21 }]);
    index.remove(["d"]);
    const loaded = SearchIndex.load(Item, index.save());
    expect(results(loaded)).toBe(results(index));
    expect(loaded.size).toBe(3);
    expect(loaded.save()).toEqual(index.save());
  });

  it("rejects damaged and foreign bytes with a SnapshotError", () => {
    const bytes = itemIndex().save();
    const damaged = bytes.slice();
    damaged[damaged.length - 20]! ^= 0xff;
    expect(() => SearchIndex.load(Item, damaged)).toThrow(SnapshotError);
    try {
      SearchIndex.load(Item, damaged);
    } catch (e) {
      expect((e as SnapshotError).code).toBe("damaged");
    }
    expect(() => SearchIndex.load(Item, new TextEncoder().encode('{"not":"a snapshot"}'))).toThrow(/not a OneIndex snapshot/);
    expect(() => SearchIndex.load(Item, bytes.slice(0, bytes.length - 5))).toThrow(SnapshotError);
  });

  it("rejects a snapshot of another definition, naming the field", () => {
    const Other = defineDocument("Item", { ...Item.fields, price: Field.integer({ filterable: true }) });
    expect(() => SearchIndex.load(Other, itemIndex().save())).toThrow(DefinitionError);
    expect(() => SearchIndex.load(Other, itemIndex().save())).toThrow(/field "price"/);
  });

  it("saves to and loads from a file", async () => {
    const dir = await tempDir();
    const path = join(dir, "items.oix");
    const index = itemIndex();
    await index.saveToFile(path);
    const loaded = await SearchIndex.loadFromFile(Item, path);
    expect(results(loaded)).toBe(results(index));
    await expect(SearchIndex.loadFromFile(Item, join(dir, "missing.oix"))).rejects.toThrow(SnapshotError);
  });

  it("a crash in the middle of a save leaves the previous snapshot loadable", async () => {
    const dir = await tempDir();
    const path = join(dir, "items.oix");
    const index = itemIndex();
    await index.saveToFile(path);
    const before = results(index);
    index.add([{ id: "e", title: "brand new steel" }]);
    await expect(
      writeFileAtomic(path, index.save(), {
        beforeRename: () => {
          throw new Error("simulated crash after the temporary file was written");
        },
      }),
    ).rejects.toThrow(SnapshotError);
    const loaded = await SearchIndex.loadFromFile(Item, path);
    expect(results(loaded)).toBe(before);
    expect(loaded.get("e")).toBeUndefined();
    expect(await readdir(dir)).toEqual(["items.oix"]);
  });

  it("round-trips random collections with deletes to identical results and explanations on random queries", () => {
    for (const def of DEFINITIONS) {
      const r = new Random(20261202);
      const docs = randomCollection(r, def, 80);
      const idName = Object.keys(def.fields).find((k) => def.fields[k]!.kind === "id")!;
      const index = new SearchIndex(def, { compactMinDeleted: 1_000_000 });
      index.add(docs as never);
      index.remove(docs.filter((_, i) => i % 4 === 1).map((d) => d[idName]) as never);
      index.update(docs.filter((_, i) => i % 4 === 2).map((d, i) => ({ ...docs[(i * 5) % docs.length]!, [idName]: d[idName] })) as never);
      const loaded = SearchIndex.load(def, index.save());
      const gen = new QueryGenerator(r, queryContext(def, docs));
      for (let i = 0; i < 60; i++) {
        const q = gen.query();
        expect(JSON.stringify(loaded.prepare(q).execute({ explain: true }))).toBe(
          JSON.stringify(index.prepare(q).execute({ explain: true })),
        );
      }
      expect(loaded.save()).toEqual(index.save());
    }
  });

  it("rejects a term section that passes its checksum but is malformed", () => {
    const sections = decodeContainer(itemIndex().save());
    const forged = sections.map(([name, bytes]): [string, Uint8Array] => {
      if (name !== "terms:title") return [name, bytes];
      const b = bytes.slice();
      new DataView(b.buffer).setUint32(0, 999, true); // wrong doc count
      return [name, b];
    });
    expect(() => SearchIndex.load(Item, encodeContainer(forged))).toThrow(SnapshotError);
    const truncated = sections.map(([name, bytes]): [string, Uint8Array] => [
      name,
      name === "terms:body" ? bytes.slice(0, bytes.length - 3) : bytes,
    ]);
    expect(() => SearchIndex.load(Item, encodeContainer(truncated))).toThrow(SnapshotError);
    const missing = sections.filter(([name]) => name !== "terms:tags");
    expect(() => SearchIndex.load(Item, encodeContainer(missing))).toThrow(SnapshotError);
  });
});

describe("saveToFile and temporary files", () => {
  it("removes a killed save's orphaned temporary file, and leaves a good snapshot", async () => {
    const dir = await mkdtemp(join(tmpdir(), "oneindex-snap-"));
    try {
      const path = join(dir, "items.oix");
      const dead = spawnSync(process.execPath, ["-e", ""]).pid!;
      const orphan = `.items.oix.${dead}.lq1w2e3r.tmp`;
      await writeFile(join(dir, orphan), "half a snapshot");
      const index = itemIndex();
      await index.saveToFile(path);
      expect(await readdir(dir)).toEqual(["items.oix"]);
      expect(results(await SearchIndex.loadFromFile(Item, path))).toBe(results(index));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
