/**
 * Settings every package's vitest config shares. Tests assert no times (timing goals live in
 * `pnpm bench`); a test's timeout only guards against a hang, so it is set far above what any test
 * takes on a loaded machine, where CI and a busy laptop can be ten times slower than a quiet one.
 */
export const HANG_GUARDS = {
  testTimeout: 300_000,
  hookTimeout: 300_000,
};
