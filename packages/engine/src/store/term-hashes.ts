import { growInt32 } from "./growable.js";

/**
 * What a fuzzy query needs to test its value's one-edit neighbours against a field's terms with
 * a few integer operations each (query/terms/fuzzy-neighbours.ts): a Bloom filter of a 32-bit
 * hash over the terms' code points, and for each pair of code points (or term boundary) the code
 * points that some term has between them, so that a substitution or an insertion only tries the
 * code points that fit between its neighbours. Only a neighbour the filter lets through gets
 * built as a string, which the dictionary then confirms.
 *
 * The hash is polynomial (`h = h·B + cp` mod 2³², from 0), so a neighbour's hash follows from the
 * value's prefix and suffix hashes without reading the neighbour. The filter is blocked: the
 * mixed hash picks one 32-bit word and sets 3 of its bits, at least {@link BITS_PER_TERM} bits per
 * term, so a test is one read and no branch (on WordNet a linear-probing table of 16-bit
 * fingerprints was about 5× slower per test, on mispredicted probe loops) and lets about 1% of the
 * neighbours that are no term through. Well-formed terms only: a term with a lone surrogate is
 * listed in {@link illFormed} instead and adds no code points, so every neighbour is well-formed.
 *
 * Built on the first fuzzy query of the field and kept in step with its term list, which only
 * grows (a deleted term keeps its number until compaction builds new fields): {@link sync} reads
 * the terms added since, and starts over when the filter must double. Past {@link MAX_ALPHABET}
 * distinct code points it keeps nothing ({@link usable} false; fuzzy queries walk the term trie).
 */
export class TermHashes {
  /** The filter's words (a power of two of them). */
  private bloom = new Int32Array(16);
  /** Terms read so far (a prefix of the field's term list). */
  private synced = 0;
  /** Code point → id (1, 2, …; 0 stands for the start or end of a term): below 0x800 in `lowIds` (0: none yet). */
  private ids = new Map<number, number>();
  private lowIds = new Int32Array(0x800);
  private alphabetSize = 0;
  /** Pair of ids (`prev · (MAX_ALPHABET + 1) + next`) → the code points found between them. */
  private betweenIds = new Map<number, number[]>();
  /**
   * The (pair, id between) triples of `betweenIds` as numbers `pair · (MAX_ALPHABET + 1) + id`, in
   * an open-addressing set (0: empty), so that each code point of each term costs one probe
   * rather than a `Map` lookup and a scan of the pair's list (2.5× faster on WordNet).
   */
  private triples = new Float64Array(1024);
  private tripleCount = 0;
  private points: Int32Array = new Int32Array(64);
  private pointIds: Int32Array = new Int32Array(64);
  /** Term numbers of the terms with a lone surrogate, ascending. */
  illFormed: number[] = [];
  /** False once the terms use more than {@link MAX_ALPHABET} code points. */
  usable = true;

  /**
   * What {@link sync} will read for `terms` (whose code units add up to `allUnits`), as their code
   * units plus `perTerm` for each term: the terms added since, or all of them when the filter must
   * double (0 once unusable).
   */
  pendingWork(terms: readonly string[], allUnits: number, perTerm: number): number {
    if (terms.length === this.synced || !this.usable) return 0;
    if (terms.length * BITS_PER_TERM > this.bloom.length * 32) return allUnits + perTerm * terms.length;
    let units = 0;
    for (let t = this.synced; t < terms.length; t++) units += terms[t]!.length;
    return units + perTerm * (terms.length - this.synced);
  }

  /** Reads the terms added since the last call. */
  sync(terms: readonly string[]): void {
    if (terms.length === this.synced || !this.usable) return;
    if (terms.length * BITS_PER_TERM > this.bloom.length * 32) {
      let words = 16;
      while (terms.length * BITS_PER_TERM > words * 32) words *= 2;
      this.bloom = new Int32Array(words);
      this.synced = 0;
      this.ids = new Map();
      this.lowIds = new Int32Array(0x800);
      this.alphabetSize = 0;
      this.betweenIds = new Map();
      this.triples = new Float64Array(1024);
      this.tripleCount = 0;
      this.illFormed = [];
    }
    for (let t = this.synced; t < terms.length && this.usable; t++) this.addTerm(t, terms[t]!);
    this.synced = terms.length;
    if (!this.usable) {
      this.bloom = new Int32Array(0);
      this.ids = new Map();
      this.lowIds = new Int32Array(0);
      this.betweenIds = new Map();
      this.triples = new Float64Array(0);
    }
  }

  /** The code points some term has right between `prev` and `next` (−1: the start or end of the term). */
  between(prev: number, next: number): readonly number[] | undefined {
    const p = prev < 0 ? 0 : this.idOf(prev);
    const n = next < 0 ? 0 : this.idOf(next);
    return p === undefined || n === undefined ? undefined : this.betweenIds.get(p * (MAX_ALPHABET + 1) + n);
  }

  private idOf(c: number): number | undefined {
    if (c < 0x800) {
      const id = this.lowIds[c]!;
      return id === 0 ? undefined : id;
    }
    return this.ids.get(c);
  }

  private addTerm(t: number, term: string): void {
    let m = 0;
    let h = 0;
    for (let i = 0; i < term.length; i++) {
      let c = term.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdfff) {
        const d = i + 1 < term.length ? term.charCodeAt(i + 1) : 0;
        if (c > 0xdbff || d < 0xdc00 || d > 0xdfff) {
          this.illFormed.push(t);
          return;
        }
        c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
        i++;
      }
      h = hashStep(h, c);
      if (m === this.points.length) {
        this.points = growInt32(this.points, m + 1, 0);
        this.pointIds = growInt32(this.pointIds, m + 1, 0);
      }
      let id = this.idOf(c);
      if (id === undefined) {
        if (this.alphabetSize === MAX_ALPHABET) {
          this.usable = false;
          return;
        }
        id = ++this.alphabetSize;
        if (c < 0x800) this.lowIds[c] = id;
        else this.ids.set(c, id);
      }
      this.points[m] = c;
      this.pointIds[m++] = id;
    }
    for (let j = 0; j < m; j++) {
      const pair = (j === 0 ? 0 : this.pointIds[j - 1]!) * (MAX_ALPHABET + 1) + (j + 1 === m ? 0 : this.pointIds[j + 1]!);
      if (this.addTriple(pair, this.pointIds[j]!)) {
        const c = this.points[j]!;
        const list = this.betweenIds.get(pair);
        if (list === undefined) this.betweenIds.set(pair, [c]);
        else list.push(c);
      }
    }
    const x = mix(h);
    const w = x & (this.bloom.length - 1);
    this.bloom[w] = this.bloom[w]! | bits(x);
  }

  /** Records that id `mid` occurs between the ids of `pair`; false if that was known already. */
  private addTriple(pair: number, mid: number): boolean {
    const key = pair * (MAX_ALPHABET + 1) + mid;
    const mask = this.triples.length - 1;
    let i = tripleSlot(pair, mid) & mask;
    for (;;) {
      const v = this.triples[i]!;
      if (v === key) return false;
      if (v === 0) break;
      i = (i + 1) & mask;
    }
    if ((this.tripleCount + 1) * 2 <= this.triples.length) this.triples[i] = key;
    else {
      const old = this.triples;
      this.triples = new Float64Array(old.length * 2);
      for (const v of old) if (v !== 0) this.placeTriple(v);
      this.placeTriple(key);
    }
    this.tripleCount++;
    return true;
  }

  /** Puts a triple known to be absent into the table. */
  private placeTriple(key: number): void {
    const pair = Math.floor(key / (MAX_ALPHABET + 1));
    const mask = this.triples.length - 1;
    let i = tripleSlot(pair, key - pair * (MAX_ALPHABET + 1)) & mask;
    while (this.triples[i] !== 0) i = (i + 1) & mask;
    this.triples[i] = key;
  }

  /** Whether some well-formed term may have the polynomial hash `h` (false: none has). */
  mayHave(h: number): boolean {
    const x = mix(h);
    const b = bits(x);
    return (this.bloom[x & (this.bloom.length - 1)]! & b) === b;
  }
}

/** Fewest filter bits per term before the filter doubles. */
const BITS_PER_TERM = 16;

/** Most distinct code points for which the neighbours are kept (and listed). */
export const MAX_ALPHABET = 4096;

/** Where a (pair, id) triple goes before masking. */
function tripleSlot(pair: number, mid: number): number {
  return mix((Math.imul(pair, MAX_ALPHABET + 1) + mid) | 0);
}

/** The polynomial hash's base (odd, so multiplying by its powers is a bijection mod 2³²). */
export const HASH_BASE = 0x01000193;

/** The hash of a string extended by code point `cp`. */
export function hashStep(h: number, cp: number): number {
  return (Math.imul(h, HASH_BASE) + cp) | 0;
}

/** MurmurHash3's finaliser: a bijection on 32 bits whose low bits pick the filter's word. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The 3 bits a mixed hash sets in its word, from the top of another product (which the word's choice does not decide). */
function bits(x: number): number {
  const y = Math.imul(x, 0x27d4eb2f);
  return (1 << (y >>> 27)) | (1 << ((y >>> 22) & 31)) | (1 << ((y >>> 17) & 31));
}
