/**
 * The snapshot container: named byte sections in one checked file, and the atomic file write.
 *
 * Layout (all integers little-endian):
 *
 * | bytes | what |
 * | --- | --- |
 * | 8 | magic `OIDXSNAP` |
 * | 4 | format version (u32, {@link CONTAINER_VERSION}) |
 * | 4 | section count (u32) |
 * | 8 | total length of the container in bytes (u64) |
 * | per section | name length (u32), name (UTF-8), data length (u64), CRC32 of the data (u32) |
 * | per section | the data, in table order |
 * | 4 | CRC32 of every byte before it |
 */

/** First bytes of every snapshot. */
export const CONTAINER_MAGIC: Uint8Array = new TextEncoder().encode("OIDXSNAP");
/** The container format version this code writes and reads. */
export const CONTAINER_VERSION = 1;

/** Why a snapshot could not be read or written. */
export type SnapshotErrorCode = "not-a-snapshot" | "unsupported-version" | "damaged" | "io";

/** The problem behind a {@link SnapshotError}, as data. */
export type SnapshotProblem =
  | { readonly code: "not-a-snapshot" }
  | { readonly code: "unsupported-version"; readonly found: number }
  | { readonly code: "damaged"; readonly reason: "truncated"; readonly expected: number; readonly found: number }
  | { readonly code: "damaged"; readonly reason: "section-table" }
  | { readonly code: "damaged"; readonly reason: "section-checksum"; readonly section: string }
  | { readonly code: "damaged"; readonly reason: "checksum" }
  | { readonly code: "io"; readonly operation: "read" | "write"; readonly path: string; readonly cause: string };

/** A snapshot that is damaged, foreign, of another version, or could not be read or written. */
export class SnapshotError extends Error {
  readonly code: SnapshotErrorCode;
  readonly problem: SnapshotProblem;

  constructor(problem: SnapshotProblem, options?: { cause?: unknown }) {
    super(snapshotMessage(problem), options);
    this.name = "SnapshotError";
    this.code = problem.code;
    this.problem = problem;
  }
}

/** The wording of every snapshot problem, in one place. */
export function snapshotMessage(problem: SnapshotProblem): string {
  switch (problem.code) {
    case "not-a-snapshot":
      return "not a OneIndex snapshot: the data does not start with the snapshot magic bytes";
    case "unsupported-version":
      return `unsupported snapshot format version ${problem.found}: this build reads version ${CONTAINER_VERSION}`;
    case "damaged":
      return `damaged snapshot: ${damageMessage(problem)}`;
    case "io":
      return `could not ${problem.operation} snapshot file ${problem.path}: ${problem.cause}`;
  }
}

function damageMessage(problem: Extract<SnapshotProblem, { code: "damaged" }>): string {
  switch (problem.reason) {
    case "truncated":
      return `expected ${problem.expected} bytes, found ${problem.found} (truncated or padded)`;
    case "section-table":
      return "the section table is inconsistent";
    case "section-checksum":
      return `section "${problem.section}" fails its CRC32 check`;
    case "checksum":
      return "the container fails its CRC32 check";
  }
}

// CRC-32 by slicing-by-8: table k (at k·256) advances a byte through k further zero bytes, so the
// main loop consumes 8 bytes per step with 8 lookups.
const CRC_TABLES = (() => {
  const t = new Uint32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    for (let k = 1; k < 8; k++) t[k * 256 + n] = (t[(k - 1) * 256 + n]! >>> 8) ^ t[t[(k - 1) * 256 + n]! & 0xff]!;
  }
  return t;
})();

/** CRC-32 (IEEE 802.3, as zlib and PNG compute it) of `bytes[from, to)`. */
export function crc32(bytes: Uint8Array, from = 0, to = bytes.length): number {
  const t = CRC_TABLES;
  let c = 0xffffffff;
  let i = from;
  for (; i + 8 <= to; i += 8) {
    const lo = (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) ^ c;
    const hi = bytes[i + 4]! | (bytes[i + 5]! << 8) | (bytes[i + 6]! << 16) | (bytes[i + 7]! << 24);
    c =
      t[1792 + (lo & 0xff)]! ^
      t[1536 + ((lo >>> 8) & 0xff)]! ^
      t[1280 + ((lo >>> 16) & 0xff)]! ^
      t[1024 + (lo >>> 24)]! ^
      t[768 + (hi & 0xff)]! ^
      t[512 + ((hi >>> 8) & 0xff)]! ^
      t[256 + ((hi >>> 16) & 0xff)]! ^
      t[hi >>> 24]!;
  }
  for (; i < to; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const HEADER_BYTES = 8 + 4 + 4 + 8;
const TWO_32 = 0x1_0000_0000;

function setU64(view: DataView, at: number, value: number): void {
  view.setUint32(at, value >>> 0, true);
  view.setUint32(at + 4, Math.floor(value / TWO_32), true);
}

function getU64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * TWO_32;
}

/** Packs named sections into one container (magic, version, section table, CRC32 of each section and of the whole). */
export function encodeContainer(sections: ReadonlyArray<readonly [name: string, bytes: Uint8Array]>): Uint8Array {
  const encoder = new TextEncoder();
  const names = sections.map(([name]) => encoder.encode(name));
  let tableBytes = 0;
  let dataBytes = 0;
  for (let s = 0; s < sections.length; s++) {
    tableBytes += 4 + names[s]!.length + 8 + 4;
    dataBytes += sections[s]![1].length;
  }
  const total = HEADER_BYTES + tableBytes + dataBytes + 4;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set(CONTAINER_MAGIC, 0);
  view.setUint32(8, CONTAINER_VERSION, true);
  view.setUint32(12, sections.length, true);
  setU64(view, 16, total);
  let at = HEADER_BYTES;
  let dataAt = HEADER_BYTES + tableBytes;
  for (let s = 0; s < sections.length; s++) {
    const name = names[s]!;
    const data = sections[s]![1];
    view.setUint32(at, name.length, true);
    out.set(name, at + 4);
    at += 4 + name.length;
    setU64(view, at, data.length);
    view.setUint32(at + 8, crc32(data), true);
    at += 12;
    out.set(data, dataAt);
    dataAt += data.length;
  }
  view.setUint32(total - 4, crc32(out, 0, total - 4), true);
  return out;
}

/**
 * Unpacks a container into its named sections (views into `bytes`, not copies). Throws
 * {@link SnapshotError}: `not-a-snapshot` (no magic), `unsupported-version`, `damaged` (truncated,
 * inconsistent table, or a CRC32 mismatch, naming the section when one is at fault).
 */
export function decodeContainer(bytes: Uint8Array): Array<[string, Uint8Array]> {
  if (bytes.length < CONTAINER_MAGIC.length || CONTAINER_MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new SnapshotError({ code: "not-a-snapshot" });
  }
  if (bytes.length < HEADER_BYTES + 4) {
    throw new SnapshotError({ code: "damaged", reason: "truncated", expected: HEADER_BYTES + 4, found: bytes.length });
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== CONTAINER_VERSION) throw new SnapshotError({ code: "unsupported-version", found: version });
  const count = view.getUint32(12, true);
  const total = getU64(view, 16);
  if (total !== bytes.length) {
    throw new SnapshotError({ code: "damaged", reason: "truncated", expected: total, found: bytes.length });
  }
  const end = total - 4;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const table: Array<{ name: string; length: number; crc: number }> = [];
  let at = HEADER_BYTES;
  let dataBytes = 0;
  for (let s = 0; s < count; s++) {
    if (at + 4 > end) throw new SnapshotError({ code: "damaged", reason: "section-table" });
    const nameLength = view.getUint32(at, true);
    if (at + 4 + nameLength + 12 > end) throw new SnapshotError({ code: "damaged", reason: "section-table" });
    let name: string;
    try {
      name = decoder.decode(bytes.subarray(at + 4, at + 4 + nameLength));
    } catch {
      throw new SnapshotError({ code: "damaged", reason: "section-table" });
    }
    at += 4 + nameLength;
    const length = getU64(view, at);
    const crc = view.getUint32(at + 8, true);
    at += 12;
    dataBytes += length;
    table.push({ name, length, crc });
  }
  if (at + dataBytes !== end) throw new SnapshotError({ code: "damaged", reason: "section-table" });
  const sections: Array<[string, Uint8Array]> = [];
  for (const { name, length, crc } of table) {
    const data = bytes.subarray(at, at + length);
    if (crc32(data) !== crc) throw new SnapshotError({ code: "damaged", reason: "section-checksum", section: name });
    sections.push([name, data]);
    at += length;
  }
  if (crc32(bytes, 0, end) !== view.getUint32(end, true)) throw new SnapshotError({ code: "damaged", reason: "checksum" });
  return sections;
}

/** Test seams of {@link writeFileAtomic}: called between the steps, so a test can fail or kill a save midway. */
export interface AtomicWriteHooks {
  /** After the temporary file is written and fsynced, before it is renamed over `path`. */
  readonly beforeRename?: (tempPath: string) => void | Promise<void>;
}

/** A temporary file left this long is removed even if a process with its writer's pid is running (the pid may have been reused). */
export const STALE_TEMP_MS = 60 * 60 * 1000;

/** `.<name>.<pid>.<random>.tmp`: the temporary file a save of `<name>` writes, beside it. */
function tempName(target: string, pid: number): string {
  return `.${target}.${pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`;
}

/** The writer's pid when `file` is a temporary file of a save of `target` ({@link tempName}), else undefined. */
export function tempWriterPid(file: string, target: string): number | undefined {
  const prefix = `.${target}.`;
  if (!file.startsWith(prefix) || !file.endsWith(".tmp")) return undefined;
  const m = /^([1-9][0-9]{0,9})\.[0-9a-z]+$/.exec(file.slice(prefix.length, -".tmp".length));
  return m === null ? undefined : Number(m[1]);
}

/** Whether a process with this pid is running on this machine (a pid we may not signal is running). */
function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === "EPERM";
  }
}

/**
 * Removes the temporary files that earlier saves of `path` left behind when they were killed: those
 * whose writer process is no longer running here, and any older than {@link STALE_TEMP_MS}. A live
 * writer's file is never touched (it is fresh and its process runs). Best effort: errors are ignored.
 */
export async function removeStaleTemps(path: string, now = Date.now()): Promise<string[]> {
  const fs = await import("node:fs/promises");
  const { dirname, basename, join } = await import("node:path");
  const dir = dirname(path);
  const target = basename(path);
  const removed: string[] = [];
  let files: string[];
  try {
    files = await fs.readdir(dir);
  } catch {
    return removed;
  }
  for (const file of files) {
    const pid = tempWriterPid(file, target);
    if (pid === undefined) continue;
    const full = join(dir, file);
    try {
      const stale = (pid !== process.pid && !processRunning(pid)) || now - (await fs.lstat(full)).mtimeMs > STALE_TEMP_MS;
      if (!stale) continue;
      await fs.rm(full, { force: true });
      removed.push(file);
    } catch {
      // gone already, or not ours to remove: leave it
    }
  }
  return removed;
}

/**
 * Writes `bytes` to `path` so that `path` holds either its previous content or all of `bytes`, never
 * a mix: a temporary file in the same folder (`.<name>.<pid>.<random>.tmp`), written and fsynced,
 * renamed over `path`, then the folder fsynced. On failure the temporary file is removed and a
 * {@link SnapshotError} `io` thrown. After a successful write, temporary files that killed saves of
 * the same `path` left behind are removed ({@link removeStaleTemps}). `node:fs` is imported only when
 * called, so browser bundles stay free of it.
 */
export async function writeFileAtomic(path: string, bytes: Uint8Array, hooks: AtomicWriteHooks = {}): Promise<void> {
  const fs = await import("node:fs/promises");
  const { dirname, basename, join } = await import("node:path");
  const dir = dirname(path);
  const temp = join(dir, tempName(basename(path), process.pid));
  try {
    const handle = await fs.open(temp, "wx", 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await hooks.beforeRename?.(temp);
    await fs.rename(temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw ioError("write", path, error);
  }
  try {
    const dirHandle = await fs.open(dir, "r");
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  } catch {
    // Some platforms (Windows) cannot open or fsync a folder; the rename itself has happened.
  }
  await removeStaleTemps(path);
}

/** Reads a whole file; a missing or unreadable file is a {@link SnapshotError} `io` naming the path. */
export async function readFileBytes(path: string): Promise<Uint8Array> {
  const fs = await import("node:fs/promises");
  try {
    const buffer = await fs.readFile(path);
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } catch (error) {
    throw ioError("read", path, error);
  }
}

function ioError(operation: "read" | "write", path: string, error: unknown): SnapshotError {
  const cause = error instanceof Error ? error.message : String(error);
  return new SnapshotError({ code: "io", operation, path, cause }, { cause: error });
}
