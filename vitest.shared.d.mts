/** Types of vitest.shared.mjs, for packages whose tsconfig checks their vitest config. */
export declare const HANG_GUARDS: { readonly testTimeout: number; readonly hookTimeout: number };
