/** SQL types a parameter is cast to, so every placeholder has one known type whatever the driver infers. */
export type ParamType = "text" | "text[]" | "float8" | "float8[]" | "int8" | "int8[]" | "int4" | "int4[]" | "bool" | "json";

/**
 * The parameters of one statement. Every value that came from a call (a term, a bound, a boost) goes
 * through {@link add} and appears in the SQL text only as `$n::type`: nothing a model wrote is ever
 * spliced into the text.
 */
export class Params {
  readonly values: unknown[] = [];
  readonly #types: ParamType[] = [];

  /** A placeholder for `value`, cast to `type`. */
  add(value: unknown, type: ParamType): string {
    this.values.push(value);
    this.#types.push(type);
    return `$${this.values.length}::${type}`;
  }

  /**
   * Placeholders `text` does not use, typed, for a CTE nothing reads: PostgreSQL refuses a
   * statement with a parameter whose type it cannot infer, and a compiler may add a value it then
   * finds it does not need.
   */
  unused(text: string): string[] {
    const used = new Set([...text.matchAll(/\$(\d+)::/g)].map((m) => Number(m[1])));
    return this.#types.flatMap((type, i) => (used.has(i + 1) ? [] : [`$${i + 1}::${type}`]));
  }
}
