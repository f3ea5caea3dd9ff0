import { SnapshotError } from "./container.js";
import { decodeWtf8, encodeWtf8 } from "./wtf8.js";

/** Appends little-endian numbers, strings and byte runs to a growing buffer. */
export class ByteWriter {
  private bytes = new Uint8Array(1024);
  private view = new DataView(this.bytes.buffer);
  length = 0;

  private reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
    this.view = new DataView(next.buffer);
  }
  u32(v: number): void {
    this.reserve(4);
    this.view.setUint32(this.length, v, true);
    this.length += 4;
  }
  f64(v: number): void {
    this.reserve(8);
    this.view.setFloat64(this.length, v, true);
    this.length += 8;
  }
  raw(b: Uint8Array): void {
    this.reserve(b.length);
    this.bytes.set(b, this.length);
    this.length += b.length;
  }
  u32s(a: Uint32Array): void {
    this.reserve(a.length * 4);
    for (let i = 0; i < a.length; i++) this.view.setUint32(this.length + i * 4, a[i]!, true);
    this.length += a.length * 4;
  }
  /** An unsigned integer as a LEB128 varint (7 bits a byte). */
  varint(v: number): void {
    this.reserve(5);
    const out = this.bytes;
    let o = this.length;
    while (v >= 0x80) {
      out[o++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    out[o++] = v;
    this.length = o;
  }
  /** A string as its byte length (u32) and its WTF-8 bytes (UTF-8, with lone surrogates kept: `wtf8.ts`). */
  string(s: string): void {
    const b = encodeWtf8(s);
    this.u32(b.length);
    this.raw(b);
  }
  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/** Reads what {@link ByteWriter} wrote; any overrun or bad text is a damaged snapshot. */
export class ByteReader {
  private readonly view: DataView;
  offset = 0;
  constructor(
    private readonly bytes: Uint8Array,
    /** The section being read (for messages). */
    readonly section: string,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  /** A damaged-snapshot error for this section. */
  damaged(): SnapshotError {
    return new SnapshotError({ code: "damaged", reason: "section-table" });
  }
  private need(n: number): void {
    if (n < 0 || this.offset + n > this.bytes.length) throw this.damaged();
  }
  u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.offset, true);
    this.offset += 4;
    return v;
  }
  f64(): number {
    this.need(8);
    const v = this.view.getFloat64(this.offset, true);
    this.offset += 8;
    return v;
  }
  raw(n: number): Uint8Array {
    this.need(n);
    const b = this.bytes.slice(this.offset, this.offset + n);
    this.offset += n;
    return b;
  }
  u32s(n: number): Uint32Array {
    this.need(n * 4);
    const out = new Uint32Array(n);
    for (let i = 0; i < n; i++) out[i] = this.view.getUint32(this.offset + i * 4, true);
    this.offset += n * 4;
    return out;
  }
  /** A varint of at most 5 bytes (an unsigned 32-bit value). */
  varint(): number {
    let v = 0;
    let shift = 0;
    for (let k = 0; k < 5; k++) {
      this.need(1);
      const b = this.bytes[this.offset++]!;
      v += (b & 0x7f) * 2 ** shift;
      if ((b & 0x80) === 0) {
        if (v > 0xffffffff) throw this.damaged();
        return v;
      }
      shift += 7;
    }
    throw this.damaged();
  }
  string(): string {
    const n = this.u32();
    this.need(n);
    const s = decodeWtf8(this.bytes.subarray(this.offset, (this.offset += n)));
    if (s === undefined) throw this.damaged();
    return s;
  }
  /** Throws unless everything was read. */
  end(): void {
    if (this.offset !== this.bytes.length) throw this.damaged();
  }
}
