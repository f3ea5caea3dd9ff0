/**
 * Property-based fuzzing: whatever comes in — arbitrary JSON values, arbitrary text, near-miss
 * mutations of valid queries — only a QueryParseError comes out (never another exception, never an
 * internal error), and every problem's path points into the input.
 */
import fc from "fast-check";
import { QUERY_LIMITS } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { QueryParseError, tryParseQuery, type ParseResult } from "../src/index.js";
import { Catalog, DOCUMENT_TYPES, Invoice } from "./support/documents.js";
import { QueryGenerator, type Json, type JsonRecord } from "./support/generate-queries.js";
import { createRng, runSeed } from "./support/random.js";

const SEED = runSeed();
const RUNS = 300;

function tokens(pointer: string): string[] {
  return pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Whether `pointer` names a value in `input`, or a property of an object in it (a missing property's path). */
function pointsInto(input: unknown, pointer: string): boolean {
  let node: unknown = input;
  const list = tokens(pointer);
  for (let i = 0; i < list.length; i++) {
    const token = list[i]!;
    if (node === null || typeof node !== "object") return false;
    if (!Object.hasOwn(node, token)) return i === list.length - 1 && !Array.isArray(node);
    node = (node as Record<string, unknown>)[token];
  }
  return true;
}

/** The value JSON text stands for, when it is JSON (duplicate keys aside). */
function valueOfText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const READER_CODES = new Set(["invalid-json", "input-too-long", "json-too-deep", "json-too-large"]);

/** Only QueryParseError; each problem's path points into the input (for JSON text: also an offset inside the text; syntax errors name where reading stopped). */
function expectOnlyParseErrors(result: ParseResult, input: unknown, text?: string): void {
  if (result.ok) return;
  expect(result.error).toBeInstanceOf(QueryParseError);
  expect(result.error.code).not.toBe("internal-error");
  expect(result.error.problems.length).toBeGreaterThan(0);
  for (const p of result.error.problems) {
    expect(typeof p.message).toBe("string");
    if (text !== undefined) {
      expect(p.inputOffset, `${p.code} at ${p.path} has no offset in the text`).toBeGreaterThanOrEqual(0);
      expect(p.inputOffset!).toBeLessThanOrEqual(text.length);
      if (READER_CODES.has(p.code)) continue;
    }
    expect(pointsInto(input, p.path), `path ${p.path} of ${p.code} does not point into the input`).toBe(true);
  }
  expect(typeof result.error.toToolResult()).toBe("string");
}

const keys = fc.oneof(
  fc.constantFrom(
    "v",
    "q",
    "query",
    "filter",
    "type",
    "field",
    "value",
    "must",
    "should",
    "functions",
    "boost",
    "__proto__",
    "constructor",
    "toString",
    "limit",
    "offset",
    "highlight",
    "sort",
  ),
  fc.string(),
);
const jsonish: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(keys, tie("value"), { maxKeys: 6 }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.constantFrom(1, 1.5, -1, 0, 2 ** 53 + 2, "notes", "total", "term", "bool", "2024-02-30", null, true),
  ),
})).value;

describe(`fuzzing (seed ${SEED})`, () => {
  it("arbitrary JSON values, as values and as text", () => {
    fc.assert(
      fc.property(jsonish, fc.constantFrom(...DOCUMENT_TYPES), (value, doc) => {
        // A string input is JSON text by definition, so its problems are placed in that text.
        if (typeof value === "string") expectOnlyParseErrors(tryParseQuery(doc, value), valueOfText(value), value);
        else expectOnlyParseErrors(tryParseQuery(doc, value), value);
        const text = JSON.stringify(value);
        if (text !== undefined) expectOnlyParseErrors(tryParseQuery(doc, text), JSON.parse(text), text);
      }),
      { seed: SEED, numRuns: RUNS * 3 },
    );
  });

  it("arbitrary objects that start like a query", () => {
    fc.assert(
      fc.property(fc.dictionary(keys, jsonish, { maxKeys: 8 }), (extra) => {
        const value = { v: 1, ...extra };
        expectOnlyParseErrors(tryParseQuery(Invoice, value), value);
      }),
      { seed: SEED, numRuns: RUNS * 3 },
    );
  });

  it("arbitrary text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "grapheme" }),
          fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))),
        ),
        (text) => {
          expectOnlyParseErrors(tryParseQuery(Invoice, text), valueOfText(text), text);
        },
      ),
      { seed: SEED, numRuns: RUNS * 3 },
    );
  });

  it("strings handed to the languages, and odd values in every slot", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), (s, t) => {
        const value = { v: 1, q: s, filter: t, query: { type: "strict", query: s } };
        expectOnlyParseErrors(tryParseQuery(Invoice, value), value);
        const regex = { v: 1, query: { type: "regex", field: "notes", pattern: t } };
        expectOnlyParseErrors(tryParseQuery(Invoice, regex), regex);
      }),
      { seed: SEED, numRuns: RUNS * 3 },
    );
  });

  it("near-miss mutations of valid queries", () => {
    const mutate = (doc: JsonRecord, rng: ReturnType<typeof createRng>, replacement: unknown, keyEdit: string): JsonRecord => {
      const copy = JSON.parse(JSON.stringify(doc)) as JsonRecord;
      const holders: { holder: Record<string, Json> | Json[]; key: string | number }[] = [];
      const walk = (v: Json) => {
        if (Array.isArray(v))
          for (const [i, item] of v.entries()) {
            holders.push({ holder: v, key: i });
            walk(item);
          }
        else if (v !== null && typeof v === "object")
          for (const k of Object.keys(v)) {
            holders.push({ holder: v, key: k });
            walk(v[k]!);
          }
      };
      walk(copy);
      if (holders.length === 0) return copy;
      const { holder, key } = rng.pick(holders);
      const how = rng.int(0, 3);
      if (how === 0) (holder as Record<string, unknown>)[key as string] = replacement;
      else if (how === 1 && !Array.isArray(holder)) delete holder[key as string];
      else if (how === 2 && !Array.isArray(holder)) {
        const value = holder[key as string]!;
        delete holder[key as string];
        Object.defineProperty(holder, `${String(key).slice(0, 2)}${keyEdit}${String(key).slice(3)}`, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else if (Array.isArray(holder)) holder.splice(key as number, 1, replacement as Json, replacement as Json);
      else
        (holder as Record<string, unknown>)[key as string] = typeof holder[key as string] === "number" ? String(holder[key as string]) : -1;
      return copy;
    };
    fc.assert(
      fc.property(
        fc.integer(),
        fc.jsonValue({ maxDepth: 2 }),
        fc.string({ maxLength: 3 }),
        fc.constantFrom(...DOCUMENT_TYPES, Catalog),
        (seed, replacement, keyEdit, doc) => {
          const rng = createRng(seed);
          const valid = new QueryGenerator(doc, rng).document();
          const mutated = mutate(valid, rng, replacement, keyEdit);
          expectOnlyParseErrors(tryParseQuery(doc, mutated), mutated);
          const text = JSON.stringify(mutated);
          expectOnlyParseErrors(tryParseQuery(doc, text), JSON.parse(text), text);
        },
      ),
      { seed: SEED, numRuns: RUNS * 3 },
    );
  });

  it("hostile inputs: huge, deep, cyclic, exotic", () => {
    const cyclic: Record<string, unknown> = { v: 1 };
    cyclic["query"] = cyclic;
    const inputs: unknown[] = [
      "[".repeat(100_000),
      '{"v":1,"q":"' + "a".repeat(70_000) + '"}',
      { v: 1, query: { type: "bool", must: new Array(100_000).fill({ type: "matchAll" }) } },
      cyclic,
      new Proxy(
        {},
        {
          get() {
            throw new Error("trap");
          },
          ownKeys() {
            throw new Error("trap");
          },
        },
      ),
      Object.create({ v: 1 }),
      { v: 1n },
      { v: 1, q: Symbol("s") },
      undefined,
      () => 1,
      '{"v":1,"query":{"type":"term","field":"quantity","value":1' + "0".repeat(400) + "}}",
      '{"v":1,"__proto__":{"polluted":true}}',
    ];
    for (const input of inputs) {
      const r = tryParseQuery(Invoice, input);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toBeInstanceOf(QueryParseError);
        expect(r.error.code).not.toBe("internal-error");
      }
    }
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
  it("hostile values nested anywhere: throwing traps, revoked proxies, long keys", () => {
    const traps = ["ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf", "get", "has"] as const;
    const hostile = (value: unknown, kind: number): unknown => {
      const target = typeof value === "object" && value !== null ? value : { v: value };
      if (kind === traps.length) {
        const { proxy, revoke } = Proxy.revocable(target, {});
        revoke();
        return proxy;
      }
      return new Proxy(target, {
        [traps[kind]!]: () => {
          throw new Proxy(
            {},
            {
              getPrototypeOf: () => {
                throw new Error("thrown again");
              },
            },
          );
        },
      });
    };
    fc.assert(
      fc.property(jsonish, fc.nat(traps.length), fc.nat(3), fc.nat(20_000), (value, kind, where, keyLength) => {
        const wrapped = hostile(value, kind);
        const longKey = "k".repeat(keyLength);
        const inputs = [
          [{ v: 1, filter: wrapped }, { v: 1, query: { type: "bool", must: [wrapped] } }, [wrapped], wrapped][where],
          { v: 1, [longKey]: value },
          JSON.stringify({ v: 1, [longKey]: { [longKey]: value } }),
        ];
        for (const input of inputs) {
          const result = tryParseQuery(Invoice, input);
          if (result.ok) continue;
          expect(result.error).toBeInstanceOf(QueryParseError);
          expect(result.error.code).not.toBe("internal-error");
          expect(result.error.toToolResult().length).toBeLessThanOrEqual(QUERY_LIMITS.maxToolResultLength);
        }
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
