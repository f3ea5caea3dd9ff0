const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** The index of the first UTF-16 unit PostgreSQL's `text` cannot hold (NUL, a lone surrogate), or -1. */
export function firstUnstorable(value: string): number {
  const nul = value.indexOf("\u0000");
  const lone = LONE_SURROGATE.exec(value)?.index ?? -1;
  return nul < 0 ? lone : lone < 0 ? nul : Math.min(nul, lone);
}

/**
 * Whether PostgreSQL's `text` can hold `value` exactly: no NUL and no lone surrogate (UTF-8 cannot
 * encode one; drivers would send U+FFFD instead). Documents whose indexed strings fail this are
 * refused; a query value that fails it cannot equal any stored string and matches nothing.
 */
export function isStorable(value: string): boolean {
  return firstUnstorable(value) < 0;
}
