/** A seeded pseudo-random generator (mulberry32): the same seed gives the same documents. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A random subset (in order), possibly empty. */
  subset<T>(items: readonly T[], p?: number): T[];
}

/** Creates a seeded {@link Rng}. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    subset: (items, p = 0.5) => items.filter(() => next() < p),
  };
}

/** The seed of a run: `ONEINDEX_SEED` when set, else random. Print it with every failure. */
export function runSeed(): number {
  const fromEnv = process.env["ONEINDEX_SEED"];
  if (fromEnv !== undefined && fromEnv !== "") return Number(fromEnv) >>> 0;
  return Math.floor(Math.random() * 2 ** 32);
}
