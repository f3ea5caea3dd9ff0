/**
 * Whatever a caller's value does when read — proxies whose traps throw or lie, revoked proxies,
 * getters, objects that convert themselves — `tryParseQuery` never throws and answers a
 * QueryParseError with a code and the path where reading stopped; `parseQuery` throws only
 * QueryParseError. Errors are recognised by a brand the parser controls, never by `instanceof` on
 * a thrown value (which would run its `getPrototypeOf` trap).
 */
import { describe, expect, it } from "vitest";
import { parseQuery, QueryParseError, tryParseQuery } from "../../src/index.js";
import { Invoice } from "../support/documents.js";

/** A value that throws whatever is done to it: a proxy none of whose traps succeed, thrown by the traps below. */
const poison: unknown = new Proxy(
  {},
  Object.fromEntries(
    [
      "getPrototypeOf",
      "setPrototypeOf",
      "isExtensible",
      "preventExtensions",
      "getOwnPropertyDescriptor",
      "has",
      "get",
      "set",
      "deleteProperty",
      "defineProperty",
      "ownKeys",
      "apply",
      "construct",
    ].map((trap) => [
      trap,
      () => {
        throw poison;
      },
    ]),
  ),
);

function revoked(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

const throwing = (trap: keyof ProxyHandler<object>, target: object = { v: 1, q: "x" }, thrown: unknown = poison) =>
  new Proxy(target, {
    [trap]: () => {
      throw thrown;
    },
  });

/** Hostile values, each named; every one must give ok:false. */
const HOSTILE: [string, () => unknown][] = [
  ["a revoked proxy", () => revoked({ v: 1 })],
  ["a revoked proxy over an array", () => revoked([1])],
  ["ownKeys throws", () => throwing("ownKeys")],
  ["getOwnPropertyDescriptor throws", () => throwing("getOwnPropertyDescriptor")],
  ["getPrototypeOf throws", () => throwing("getPrototypeOf")],
  ["getPrototypeOf throws a plain string", () => throwing("getPrototypeOf", { v: 1 }, "boom")],
  ["getPrototypeOf throws an Error", () => throwing("getPrototypeOf", { v: 1 }, new Error("boom"))],
  ["a proxy over an array whose get throws", () => throwing("get", [1, 2])],
  ["a proxy over an array whose getOwnPropertyDescriptor throws", () => throwing("getOwnPropertyDescriptor", [1, 2])],
  [
    "a proxy claiming to be an array with a length that converts itself",
    () =>
      new Proxy([], {
        get: (_t, key) =>
          key === "length"
            ? {
                valueOf: () => {
                  throw poison;
                },
              }
            : undefined,
      }),
  ],
  ["a proxy claiming to be an array with a huge length", () => new Proxy([], { get: (_t, key) => (key === "length" ? 2 ** 32 : 1) })],
  ["a proxy whose ownKeys lies (a key twice)", () => new Proxy({ v: 1 }, { ownKeys: () => ["v", "v"] })],
  [
    "a proxy whose descriptors contradict its target",
    () =>
      new Proxy(Object.freeze({ v: 1 }), {
        getOwnPropertyDescriptor: () => ({ value: 2, configurable: true, enumerable: true, writable: true }),
      }),
  ],
  [
    "a getter that throws",
    () => ({
      v: 1,
      get q() {
        throw poison;
      },
    }),
  ],
  [
    "a getter that mutates",
    () => {
      const o: Record<string, unknown> = { v: 1 };
      Object.defineProperty(o, "q", {
        enumerable: true,
        get() {
          o["filter"] = "x";
          return "steel";
        },
      });
      return o;
    },
  ],
  ["toJSON", () => ({ v: 1, q: { toJSON: () => "steel" } })],
  [
    "valueOf and toString",
    () => ({
      v: 1,
      limit: {
        valueOf: () => {
          throw poison;
        },
        toString: () => {
          throw poison;
        },
      },
    }),
  ],
  [
    "Symbol.toPrimitive",
    () => ({
      v: 1,
      limit: {
        [Symbol.toPrimitive]: () => {
          throw poison;
        },
      },
    }),
  ],
  ["a symbol value", () => ({ v: 1, q: Symbol("q") })],
  [
    "a class instance",
    () => ({
      v: 1,
      q: new (class Text {
        value = "x";
      })(),
    }),
  ],
];

const nestings: [string, (value: unknown) => unknown, string][] = [
  ["at the root", (value) => value, ""],
  ["nested in a filter", (value) => ({ v: 1, filter: { type: "bool", filter: [{ type: "matchAll" }, value] } }), "/filter/filter/1"],
  ["as an aggregation", (value) => ({ v: 1, aggs: { a: value } }), "/aggs/a"],
  [
    "as a range of an aggregation",
    (value) => ({ v: 1, aggs: { a: { type: "range", field: "total", ranges: [{ to: 1 }, value] } } }),
    "/aggs/a/ranges/1",
  ],
];

describe("hostile values never escape tryParseQuery", () => {
  for (const [name, make] of HOSTILE) {
    for (const [where, wrap, prefix] of nestings) {
      it(`${name}, ${where}`, () => {
        const input = wrap(make());
        const result = tryParseQuery(Invoice, input);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(Object.getPrototypeOf(result.error)).toBe(QueryParseError.prototype);
        expect(result.error.code).not.toBe("internal-error");
        expect(result.error.path.startsWith(prefix)).toBe(true);
        expect(typeof result.error.toToolResult()).toBe("string");
        let thrown: unknown;
        try {
          parseQuery(Invoice, input);
        } catch (error) {
          thrown = error;
        }
        expect(Object.getPrototypeOf(thrown)).toBe(QueryParseError.prototype);
      });
    }
  }

  it("names a value that throws when read as unreadable, at the path where reading stopped", () => {
    const result = tryParseQuery(Invoice, { v: 1, filter: { type: "bool", filter: [throwing("ownKeys")] } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.problems[0]).toMatchObject({ code: "unreadable-value", path: "/filter/filter/0" });
  });

  it("never calls getters, toJSON, valueOf or symbol-keyed accessors", () => {
    let calls = 0;
    const count = () => {
      calls++;
      return "x";
    };
    const value = { v: 1, q: "steel", [Symbol("s")]: 1 };
    Object.defineProperty(value, Symbol("t"), { enumerable: true, get: count });
    expect(tryParseQuery(Invoice, value).ok).toBe(true); // symbol keys are never read, as JSON.stringify has it
    for (const input of [
      {
        v: 1,
        get q() {
          return count();
        },
      },
      { v: 1, q: { toJSON: count } },
      { v: 1, limit: { valueOf: count, toString: count } },
    ])
      tryParseQuery(Invoice, input);
    expect(calls).toBe(0);
  });

  it("answers when options or the options' reads throw", () => {
    const result = tryParseQuery(Invoice, '{"v":1}', throwing("getOwnPropertyDescriptor", {}) as object);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("unreadable-value");
  });
});
