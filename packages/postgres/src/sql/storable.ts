const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/**
 * Whether PostgreSQL's `text` can hold `value` exactly: no NUL and no lone surrogate (UTF-8 cannot
 * encode one; drivers would send U+FFFD instead). Documents whose indexed strings fail this are
 * refused; a query value that fails it cannot equal any stored string and matches nothing.
 */
export function isStorable(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}
