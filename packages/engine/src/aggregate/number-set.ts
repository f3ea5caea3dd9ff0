/**
 * A set of numbers (SameValueZero, as `Set`: `-0` is `0`, `NaN` is one value) for what
 * `cardinality` counts. A first value is held inline and small sets are a `Set<number>`: cheap to
 * make, which matters when every bucket of a `terms` aggregation has its own, most of them with one
 * value. Past `spill` values it moves into typed arrays (open addressing, linear probing), where a
 * `Set` would box every fractional value and rehash through the heap: 8 bytes a value, and an
 * allocation only when it doubles.
 */
export class NumberSet {
  size = 0;
  /** The one value while `size` is 1 and no set was made. */
  private first = 0;
  /** Made at the second distinct value; dropped when the set spills. */
  private small: Set<number> | undefined;
  /** The tables, empty until the set spills. */
  private keys = EMPTY_KEYS;
  private used = EMPTY_USED;
  private mask = 0;

  constructor(private readonly spill = 512) {}

  /** Adds `value`; whether it was new. */
  add(value: number): boolean {
    const small = this.small;
    if (!this.spilled()) {
      if (small === undefined) return this.addUnspilled(value);
      if (small.has(value)) return false;
      small.add(value);
      this.size = small.size;
      if (small.size > this.spill) this.spillOut(small);
      return true;
    }
    const v = canonical(value);
    const i = this.find(v);
    if (this.used[i] === 1) return false;
    this.used[i] = 1;
    this.keys[i] = v;
    if (++this.size * 2 > this.keys.length) this.rehash(this.keys.length * 2);
    return true;
  }

  has(value: number): boolean {
    if (!this.spilled()) return this.small !== undefined ? this.small.has(value) : this.size === 1 && sameValueZero(this.first, value);
    return this.used[this.find(canonical(value))] === 1;
  }

  private spilled(): boolean {
    return this.keys.length > 0;
  }

  /** The slot of canonical `v` in the tables: where it is, or the free slot where it would go. */
  private find(v: number): number {
    const keys = this.keys;
    const used = this.used;
    let i = this.slot(v);
    while (used[i] === 1) {
      const k = keys[i]!;
      if (k === v || (Number.isNaN(k) && Number.isNaN(v))) return i;
      i = (i + 1) & this.mask;
    }
    return i;
  }

  /** Adds to a set of at most one value held inline. */
  private addUnspilled(value: number): boolean {
    if (this.size === 0) {
      this.first = value;
      this.size = 1;
      if (this.spill < 1) this.spillOut(new Set([value]));
      return true;
    }
    if (sameValueZero(this.first, value)) return false;
    const small = (this.small = new Set([this.first, value]));
    this.size = 2;
    if (this.spill < 2) this.spillOut(small);
    return true;
  }

  private spillOut(small: Set<number>): void {
    let n = 16;
    while (n < small.size * 4) n *= 2;
    this.small = undefined;
    this.rehash(n);
    for (const v of small) this.place(canonical(v));
  }

  private slot(v: number): number {
    HASH_BITS[0] = v;
    const h = Math.imul(HASH_WORDS[0]! ^ Math.imul(HASH_WORDS[1]!, 0x85ebca6b), 0x9e3779b1);
    return (h ^ (h >>> 15)) & this.mask;
  }

  /** Moves the values into tables of `n` slots. */
  private rehash(n: number): void {
    const keys = this.keys;
    const used = this.used;
    this.keys = new Float64Array(n);
    this.used = new Uint8Array(n);
    this.mask = n - 1;
    for (let i = 0; i < keys.length; i++) if (used[i] === 1) this.place(keys[i]!);
  }

  /** Puts a value known to be absent into its slot. */
  private place(v: number): void {
    let j = this.slot(v);
    while (this.used[j] === 1) j = (j + 1) & this.mask;
    this.used[j] = 1;
    this.keys[j] = v;
  }
}

const EMPTY_KEYS = new Float64Array(0);
const EMPTY_USED = new Uint8Array(0);
/** The bits of the value being hashed: one scratch for every set (hashing never re-enters). */
const HASH_BITS = new Float64Array(1);
const HASH_WORDS = new Uint32Array(HASH_BITS.buffer);

const sameValueZero = (a: number, b: number): boolean => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** `-0` as `0` and every NaN as the one NaN, so equal values hash alike. */
function canonical(value: number): number {
  return value === 0 ? 0 : Number.isNaN(value) ? NaN : value;
}
