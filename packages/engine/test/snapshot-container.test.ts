import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CONTAINER_VERSION,
  crc32,
  decodeContainer,
  encodeContainer,
  readFileBytes,
  SnapshotError,
  STALE_TEMP_MS,
  tempWriterPid,
  writeFileAtomic,
} from "../src/snapshot/container.js";

const sections: Array<[string, Uint8Array]> = [
  ["meta", new TextEncoder().encode('{"docs":3}')],
  ["postings", Uint8Array.from({ length: 1000 }, (_, i) => (i * 31) & 0xff)],
  ["empty", new Uint8Array(0)],
  ["naïve ✓", Uint8Array.of(1, 2, 3)],
];

function errorOf(f: () => unknown): SnapshotError {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(SnapshotError);
    return error as SnapshotError;
  }
  throw new Error("expected a SnapshotError, nothing was thrown");
}

describe("container", () => {
  it("computes the standard CRC-32", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it("computes the same CRC-32 as the bytewise definition, at every alignment and length", () => {
    const bytewise = (bytes: Uint8Array, from: number, to: number) => {
      let c = 0xffffffff;
      for (let i = from; i < to; i++) {
        c ^= bytes[i]!;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      return (c ^ 0xffffffff) >>> 0;
    };
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.nat(), fc.nat(), (bytes, a, b) => {
        const from = bytes.length === 0 ? 0 : a % bytes.length;
        const to = from + (bytes.length - from === 0 ? 0 : b % (bytes.length - from + 1));
        expect(crc32(bytes, from, to)).toBe(bytewise(bytes, from, to));
      }),
      { numRuns: 500 },
    );
  });

  it("round-trips named sections", () => {
    expect(decodeContainer(encodeContainer(sections))).toEqual(sections);
    expect(decodeContainer(encodeContainer([]))).toEqual([]);
  });

  it("round-trips any sections", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.uint8Array({ maxLength: 64 })), { maxLength: 6 }), (s) => {
        expect(decodeContainer(encodeContainer(s))).toEqual(s);
      }),
    );
  });

  it("rejects foreign data", () => {
    expect(errorOf(() => decodeContainer(new TextEncoder().encode('{"not":"a snapshot"}'))).code).toBe("not-a-snapshot");
    expect(errorOf(() => decodeContainer(new Uint8Array(0))).code).toBe("not-a-snapshot");
    const bytes = encodeContainer(sections);
    bytes[0]! ^= 0xff;
    expect(errorOf(() => decodeContainer(bytes)).message).toMatch(/not a OneIndex snapshot/);
  });

  it("rejects a future format version, naming it", () => {
    const bytes = encodeContainer(sections);
    new DataView(bytes.buffer).setUint32(8, CONTAINER_VERSION + 1, true);
    const error = errorOf(() => decodeContainer(bytes));
    expect(error.code).toBe("unsupported-version");
    expect(error.message).toContain(`version ${CONTAINER_VERSION + 1}`);
  });

  it("rejects every truncation and every padding", () => {
    const bytes = encodeContainer(sections);
    for (let length = 8; length < bytes.length; length++) {
      expect(errorOf(() => decodeContainer(bytes.subarray(0, length))).code).toBe("damaged");
    }
    const padded = new Uint8Array(bytes.length + 1);
    padded.set(bytes);
    expect(errorOf(() => decodeContainer(padded)).message).toMatch(/truncated or padded/);
  });

  it("rejects a flipped bit anywhere after the magic", () => {
    const bytes = encodeContainer(sections);
    for (let at = 8; at < bytes.length; at++) {
      if (at >= 8 && at < 12) continue; // the version field: reported as unsupported-version
      for (const bit of [0x01, 0x80]) {
        const damaged = bytes.slice();
        damaged[at]! ^= bit;
        expect([at, errorOf(() => decodeContainer(damaged)).code]).toEqual([at, "damaged"]);
      }
    }
  });

  it("names the damaged section", () => {
    const bytes = encodeContainer(sections);
    const last = bytes.length - 4 - 3; // inside the last section's data
    bytes[last]! ^= 1;
    expect(errorOf(() => decodeContainer(bytes)).message).toBe('damaged snapshot: section "naïve ✓" fails its CRC32 check');
  });
});

describe("atomic file write", () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "oneindex-container-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("writes, replaces and reads back", async () => {
    const path = join(await tempDir(), "index.snapshot");
    await writeFileAtomic(path, encodeContainer(sections));
    expect(decodeContainer(await readFileBytes(path))).toEqual(sections);
    await writeFileAtomic(path, encodeContainer([["meta", Uint8Array.of(9)]]));
    expect(decodeContainer(await readFileBytes(path))).toEqual([["meta", Uint8Array.of(9)]]);
    expect(await readdir(join(path, ".."))).toEqual(["index.snapshot"]);
  });

  it("a save failing before the rename leaves the previous file intact and no temporary file", async () => {
    const dir = await tempDir();
    const path = join(dir, "index.snapshot");
    const previous = encodeContainer(sections);
    await writeFileAtomic(path, previous);
    let sawTemp = false;
    const failure = writeFileAtomic(path, encodeContainer([["meta", Uint8Array.of(1)]]), {
      beforeRename: async (temp) => {
        sawTemp = (await readFile(temp)).length > 0;
        throw new Error("simulated crash");
      },
    });
    await expect(failure).rejects.toMatchObject({ code: "io", message: expect.stringContaining("simulated crash") });
    expect(sawTemp).toBe(true);
    expect(new Uint8Array(await readFile(path))).toEqual(previous);
    expect(await readdir(dir)).toEqual(["index.snapshot"]);
  });

  it("a process killed in the middle of a save leaves the previous snapshot loadable", async () => {
    const dir = await tempDir();
    const path = join(dir, "index.snapshot");
    await writeFileAtomic(path, encodeContainer(sections));
    // The child runs the same source, transpiled (Node 20 cannot run TypeScript itself).
    const source = await readFile(fileURLToPath(new URL("../src/snapshot/container.ts", import.meta.url)), "utf8");
    const compiled = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } });
    const containerFile = join(await tempDir(), "container.mjs");
    await writeFile(containerFile, compiled.outputText);
    const containerUrl = pathToFileURL(containerFile).href;
    const script = `
      const { writeFileAtomic, encodeContainer } = await import(${JSON.stringify(containerUrl)});
      await writeFileAtomic(${JSON.stringify(path)}, encodeContainer([["big", new Uint8Array(1 << 20)]]), {
        beforeRename: () => process.kill(process.pid, "SIGKILL"),
      });`;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(child.stderr).toBe("");
    expect(child.signal).toBe("SIGKILL");
    expect(decodeContainer(await readFileBytes(path))).toEqual(sections);
    // The killed save left its temporary file behind, never the target half-written …
    const orphans = (await readdir(dir)).filter((f) => f.endsWith(".tmp"));
    expect(orphans).toHaveLength(1);
    expect(tempWriterPid(orphans[0]!, "index.snapshot")).toBe(child.pid);
    // … and the next save removes it: its writer is gone.
    await writeFileAtomic(path, encodeContainer([["meta", Uint8Array.of(7)]]));
    expect(await readdir(dir)).toEqual(["index.snapshot"]);
    expect(decodeContainer(await readFileBytes(path))).toEqual([["meta", Uint8Array.of(7)]]);
  });

  it("a save removes the temporary files of dead or long-gone writers of the same file, and nothing else", async () => {
    const dir = await tempDir();
    const path = join(dir, "index.snapshot");
    const exited = spawnSync(process.execPath, ["-e", ""]);
    const dead = exited.pid!;
    const live = process.ppid;
    const files = {
      deadWriter: `.index.snapshot.${dead}.lk2j3abc.tmp`,
      liveWriter: `.index.snapshot.${live}.lk2j3abd.tmp`,
      thisProcess: `.index.snapshot.${process.pid}.lk2j3abe.tmp`,
      oldLiveWriter: `.index.snapshot.${live}.lk2j3abf.tmp`,
      otherTarget: `.other.snapshot.${dead}.lk2j3abg.tmp`,
      notATemp: `.index.snapshot.${dead}.tmp`,
      unrelated: "notes.txt",
    };
    for (const name of Object.values(files)) await writeFile(join(dir, name), "partial");
    const hoursAgo = new Date(Date.now() - STALE_TEMP_MS - 60_000);
    await utimes(join(dir, files.oldLiveWriter), hoursAgo, hoursAgo);
    await writeFileAtomic(path, encodeContainer(sections));
    expect(decodeContainer(await readFileBytes(path))).toEqual(sections);
    expect((await readdir(dir)).sort()).toEqual(
      ["index.snapshot", files.liveWriter, files.thisProcess, files.otherTarget, files.notATemp, files.unrelated].sort(),
    );
  });

  it("a failed save removes no other file and leaves its own temporary file nowhere", async () => {
    const dir = await tempDir();
    const path = join(dir, "index.snapshot");
    await writeFileAtomic(path, encodeContainer(sections));
    const live = `.index.snapshot.${process.ppid}.lk2j3abd.tmp`;
    await writeFile(join(dir, live), "partial");
    const failure = writeFileAtomic(path, Uint8Array.of(1), { beforeRename: () => Promise.reject(new Error("disk full")) });
    await expect(failure).rejects.toMatchObject({ code: "io", message: expect.stringContaining("disk full") });
    expect(decodeContainer(await readFileBytes(path))).toEqual(sections);
    expect((await readdir(dir)).sort()).toEqual([live, "index.snapshot"].sort());
  });

  it("a missing file is an io error naming the path", async () => {
    const path = join(await tempDir(), "missing.snapshot");
    await expect(readFileBytes(path)).rejects.toMatchObject({ code: "io", message: expect.stringContaining(path) });
  });

  it("a write into a missing folder is an io error", async () => {
    const path = join(await tempDir(), "no", "such", "dir", "x.snapshot");
    await expect(writeFileAtomic(path, Uint8Array.of(1))).rejects.toBeInstanceOf(SnapshotError);
    await writeFile(join(await tempDir(), "ok"), "x");
  });
});
