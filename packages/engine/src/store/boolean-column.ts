import { growUint8 } from "./growable.js";

/** Bit 1: the doc holds `false`; bit 2: it holds `true` (multi-valued docs can hold both). */
export class BooleanColumn {
  bits: Uint8Array = new Uint8Array(16);

  add(doc: number, values: readonly boolean[]): void {
    this.bits = growUint8(this.bits, doc + 1);
    let b = 0;
    for (const v of values) b |= v ? 2 : 1;
    this.bits[doc] = b;
  }

  remove(doc: number): void {
    this.bits[doc] = 0;
  }

  has(doc: number): boolean {
    return (this.bits[doc] ?? 0) !== 0;
  }

  /** Values as numbers (false 0, true 1), ascending. */
  values(doc: number): number[] {
    const b = this.bits[doc] ?? 0;
    const out: number[] = [];
    if (b & 1) out.push(0);
    if (b & 2) out.push(1);
    return out;
  }
}
