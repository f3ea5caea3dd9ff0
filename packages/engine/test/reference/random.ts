/** A small seeded PRNG (mulberry32) for reproducible random collections and queries. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `n` elements drawn with replacement. */
  many<T>(items: readonly T[], n: number): T[] {
    return Array.from({ length: n }, () => this.pick(items));
  }

  /** Between `min` and `max` distinct elements, in a random order. */
  subset<T>(items: readonly T[], min: number, max: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(copy.length, this.int(min, max)));
  }
}

/** The seed of a run: ONEINDEX_SEED when set, else random. */
export function runSeed(): number {
  const env = process.env["ONEINDEX_SEED"];
  if (env !== undefined && env !== "") {
    const n = Number(env);
    if (!Number.isSafeInteger(n)) throw new Error(`ONEINDEX_SEED must be an integer, got ${JSON.stringify(env)}`);
    return n >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}
