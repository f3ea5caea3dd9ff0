import { isStorable } from "./storable.js";

/** Most bytes PostgreSQL keeps of an identifier (NAMEDATALEN − 1); a longer one would be silently cut. */
export const MAX_IDENTIFIER_BYTES = 63;

/**
 * An identifier quoted for SQL text: wrapped in double quotes, inner quotes doubled. Only names from
 * the definition and the index options reach here, never a value a model wrote; a name PostgreSQL
 * would truncate or cannot hold (NUL) is refused rather than quoted.
 */
export function quoteIdentifier(name: string): string {
  if (name.length === 0) throw new TypeError("an SQL identifier cannot be empty");
  if (!isStorable(name)) throw new TypeError(`the SQL identifier ${JSON.stringify(name)} contains NUL or a lone surrogate`);
  if (new TextEncoder().encode(name).length > MAX_IDENTIFIER_BYTES)
    throw new TypeError(
      `the SQL identifier ${JSON.stringify(name)} is longer than ${MAX_IDENTIFIER_BYTES} bytes: PostgreSQL would truncate it`,
    );
  return `"${name.replaceAll('"', '""')}"`;
}
