// The exact problems readJsonValue reports (code, path, wording) for every kind of value JSON
// cannot hold, and what it accepts: pinned so the reader can be made faster without changing them.
import { runInNewContext } from "node:vm";
import { QUERY_LIMITS } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { readJsonValue } from "../../src/json/read-json-value.js";

const NOT_JSON = { code: "unsupported-value" } as const;
const problemOf = (value: unknown, limits?: Parameters<typeof readJsonValue>[1]) => {
  const r = readJsonValue(value, limits);
  if (r.ok) throw new Error("expected a problem");
  expect(r.problems).toHaveLength(1);
  return r.problems[0];
};
const valueOf = (value: unknown) => {
  const r = readJsonValue(value);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
};

describe("readJsonValue: what JSON cannot hold", () => {
  const accessor = { ...NOT_JSON, expected: "a plain data property", found: "an accessor property (a getter), which is never called" };
  const notFinite = (found: string) => ({ ...NOT_JSON, expected: "a finite number (JSON has no NaN or Infinity)", found });
  const notPlain = (found: string) => ({ ...NOT_JSON, expected: "a plain object", found: `an instance of ${found}` });
  // What a proxy throws is never read (it may be a proxy itself), so the problem does not repeat it.
  const threw = (_thrown: string) => ({
    code: "unreadable-value",
    path: "",
    expected: "a plain JSON value",
    found: "a value that threw when read (a proxy whose trap throws, or a revoked proxy)",
  });
  const cycle = { ...NOT_JSON, expected: "a tree of plain JSON values", found: "a cycle (an object that contains itself)" };

  it("names cycles through objects and arrays at the repeated object", () => {
    const cyclic: Record<string, unknown> = { v: 1 };
    cyclic["self"] = { inner: cyclic };
    expect(problemOf(cyclic)).toEqual({ ...cycle, path: "/self/inner" });
    const array: unknown[] = [1];
    array.push({ a: array });
    expect(problemOf(array)).toEqual({ ...cycle, path: "/1/a" });
    const deepCycle: Record<string, unknown> = {};
    let at = deepCycle;
    for (let i = 0; i < 40; i++) at = (at["k"] = {}) as Record<string, unknown>;
    at["back"] = deepCycle;
    expect(problemOf(deepCycle)).toEqual({ ...cycle, path: `${"/k".repeat(40)}/back` });
    // Back to an ancestor deep down the chain, through an array.
    const chain: Record<string, unknown>[] = [{}];
    for (let i = 1; i < 30; i++) chain.push((chain[i - 1]!["k"] = {}) as Record<string, unknown>);
    chain[29]!["back"] = [chain[20]];
    expect(problemOf(chain[0])).toEqual({ ...cycle, path: `${"/k".repeat(29)}/back/0` });
  });

  it("accepts the same deep object in two branches (an ancestor only while it is being read)", () => {
    let shared: unknown = { leaf: true };
    for (let i = 0; i < 20; i++) shared = { s: shared };
    let tree: unknown = { a: shared, b: [shared] };
    for (let i = 0; i < 20; i++) tree = [tree];
    const r = readJsonValue(tree);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(r.ok && r.value)).toBe(JSON.stringify(tree));
  });

  it("accepts the same object twice when it is not its own ancestor", () => {
    const shared = { x: [1] };
    const value = valueOf({ a: shared, b: [shared, shared], c: { d: shared } });
    expect(value).toEqual({ a: { x: [1] }, b: [{ x: [1] }, { x: [1] }], c: { d: { x: [1] } } });
    // Copies, not the caller's objects.
    expect((value as Record<string, unknown>)["a"]).not.toBe(shared);
  });

  it("rejects accessors without calling them: getters, setters, accessor array items", () => {
    let called = 0;
    const getter = {
      v: 1,
      get q() {
        called++;
        return "x";
      },
    };
    expect(problemOf(getter)).toEqual({ ...accessor, path: "/q" });
    const setterOnly = {};
    Object.defineProperty(setterOnly, "q", {
      set() {
        called++;
      },
      enumerable: true,
    });
    expect(problemOf({ a: setterOnly })).toEqual({ ...accessor, path: "/a/q" });
    const item = [1, 2];
    Object.defineProperty(item, 1, {
      get() {
        called++;
        return 2;
      },
    });
    expect(problemOf({ a: item })).toEqual({ ...accessor, path: "/a/1", expected: "a plain data value" });
    const undefinedGetter = {
      get u() {
        called++;
        return undefined;
      },
    };
    expect(problemOf(undefinedGetter)).toEqual({ ...accessor, path: "/u" });
    expect(called).toBe(0);
  });

  it("reads array items without running code: accessor items, holes over an inherited getter, empty accessors", () => {
    let called = 0;
    const setterItem = [1];
    Object.defineProperty(setterItem, 0, {
      set() {
        called++;
      },
    });
    expect(problemOf({ a: setterItem })).toEqual({ ...accessor, path: "/a/0", expected: "a plain data value" });
    // An accessor with neither get nor set reads as undefined, as before: an undefined item.
    const empty = [1, 2];
    Object.defineProperty(empty, 1, { get: undefined, set: undefined });
    expect(problemOf(empty)).toEqual({ ...NOT_JSON, path: "/1", expected: "a JSON value", found: "undefined" });
    // A hole is a hole even where Array.prototype has a getter at that index.
    const sparse = [1, , 3];
    let read: ReturnType<typeof readJsonValue>;
    Object.defineProperty(Array.prototype, 1, {
      get() {
        called++;
        return "polluted";
      },
      configurable: true,
    });
    try {
      read = readJsonValue(sparse);
    } finally {
      delete (Array.prototype as unknown as Record<number, unknown>)[1];
    }
    expect(read).toEqual({
      ok: false,
      problems: [{ ...NOT_JSON, path: "/1", expected: "an array without holes", found: "a missing item (a sparse array)" }],
    });
    expect(called).toBe(0);
  });

  it("reads arrays of another realm and proxies over arrays as their items", () => {
    expect(valueOf({ a: runInNewContext("[1, 'x', [true]]") })).toEqual({ a: [1, "x", [true]] });
    expect(valueOf(new Proxy([1, "x"], {}))).toEqual([1, "x"]);
    // A proxy over an array is read through its traps, and one that throws is a problem at its path.
    const trapped = new Proxy([1, 2], {
      get(target, key) {
        if (key === "1") throw new Error("item trap");
        return Reflect.get(target, key);
      },
    });
    expect(problemOf({ a: trapped })).toEqual({ ...threw("item trap"), path: "/a/1" });
  });

  it("rejects holes and undefined items, and drops undefined properties", () => {
    expect(problemOf({ a: [[1, , 3]] })).toEqual({
      ...NOT_JSON,
      path: "/a/0/1",
      expected: "an array without holes",
      found: "a missing item (a sparse array)",
    });
    expect(problemOf(new Array(3))).toEqual({
      ...NOT_JSON,
      path: "/0",
      expected: "an array without holes",
      found: "a missing item (a sparse array)",
    });
    expect(problemOf([1, undefined])).toEqual({ ...NOT_JSON, path: "/1", expected: "a JSON value", found: "undefined" });
    expect(problemOf(undefined)).toEqual({ ...NOT_JSON, path: "", expected: "a JSON value", found: "undefined" });
    expect(valueOf({ v: 1, q: undefined, r: { s: undefined } })).toEqual({ v: 1, r: {} });
  });

  it("rejects functions, symbols, NaN and infinities at their path (escaped)", () => {
    expect(problemOf({ f: () => 1 })).toEqual({ ...NOT_JSON, path: "/f", expected: "a JSON value", found: "a function" });
    expect(problemOf({ s: [Symbol("x")] })).toEqual({ ...NOT_JSON, path: "/s/0", expected: "a JSON value", found: "a symbol" });
    expect(problemOf({ n: Number.NaN })).toEqual({ ...notFinite("NaN"), path: "/n" });
    expect(problemOf([Number.POSITIVE_INFINITY])).toEqual({ ...notFinite("Infinity"), path: "/0" });
    expect(problemOf({ "a/b": { "c~d": Number.NEGATIVE_INFINITY } })).toEqual({ ...notFinite("-Infinity"), path: "/a~1b/c~0d" });
    expect(problemOf(Number.NaN)).toEqual({ ...notFinite("NaN"), path: "" });
  });

  it("rejects objects that are not plain, naming their class", () => {
    class Point {
      x = 1;
    }
    expect(problemOf({ d: new Date(0) })).toEqual({ ...notPlain("Date"), path: "/d" });
    expect(problemOf({ m: [new Map()] })).toEqual({ ...notPlain("Map"), path: "/m/0" });
    expect(problemOf({ p: new Point() })).toEqual({ ...notPlain("Point"), path: "/p" });
    expect(problemOf({ s: new String("x") })).toEqual({ ...notPlain("String"), path: "/s" });
    expect(problemOf(/x/)).toEqual({ ...notPlain("RegExp"), path: "" });
    expect(problemOf(new Uint8Array(2))).toEqual({ ...notPlain("Uint8Array"), path: "" });
    expect(problemOf({ o: Object.create({ y: 1 }) })).toEqual({ ...notPlain("a class"), path: "/o" });
    const trappedConstructor = Object.create(
      Object.create(null, {
        constructor: {
          get() {
            throw new Error("no");
          },
        },
      }),
    );
    expect(problemOf({ o: trappedConstructor })).toEqual({ ...notPlain("a class"), path: "/o" });
  });

  it("reports a value whose proxy throws as unreadable, at the path reached, without reading what it threw", () => {
    expect(
      problemOf(
        new Proxy(
          {},
          {
            ownKeys() {
              throw new Error("boom");
            },
          },
        ),
      ),
    ).toEqual(threw("boom"));
    expect(
      problemOf(
        new Proxy(
          { v: 1 },
          {
            getOwnPropertyDescriptor() {
              throw new Error("desc trap");
            },
          },
        ),
      ),
    ).toEqual(threw("desc trap"));
    expect(
      problemOf(
        new Proxy(
          { v: 1 },
          {
            getPrototypeOf() {
              throw new Error("proto trap");
            },
          },
        ),
      ),
    ).toEqual(threw("proto trap"));
    expect(
      problemOf(
        new Proxy(
          {},
          {
            ownKeys() {
              throw "plain string";
            },
          },
        ),
      ),
    ).toEqual(threw("plain string"));
    expect(
      problemOf(
        new Proxy(
          {},
          {
            ownKeys() {
              throw new Error("x".repeat(200));
            },
          },
        ),
      ),
    ).toEqual(threw(`${"x".repeat(80)}…`));
    const nested = {
      a: [
        1,
        new Proxy(
          {},
          {
            ownKeys() {
              throw new Error("deep");
            },
          },
        ),
      ],
    };
    expect(problemOf(nested)).toEqual({ ...threw("deep"), path: "/a/1" });
  });

  it("reads a proxy's properties through its get trap and checks what it answers", () => {
    let gets = 0;
    const answering = new Proxy(
      { v: 1, q: "x" },
      {
        get(target, key) {
          gets++;
          return key === "q" ? "from the trap" : Reflect.get(target, key);
        },
      },
    );
    expect(valueOf({ p: answering })).toEqual({ p: { v: 1, q: "from the trap" } });
    expect(gets).toBe(2);
    const throwing = new Proxy(
      { v: 1 },
      {
        get: () => {
          throw new Error("get trap");
        },
      },
    );
    expect(problemOf({ p: throwing })).toEqual({ ...threw("get trap"), path: "/p/v" });
    const lying = new Proxy({ v: 1 }, { get: () => () => 1 });
    expect(problemOf({ p: lying })?.found).toBe("a function");
  });

  it("finds a getter or a setter without calling it", () => {
    let called = 0;
    const getter = Object.defineProperty({}, "v", { get: () => called++, enumerable: true });
    const setter = Object.defineProperty({}, "v", { set: () => called++, enumerable: true });
    expect(problemOf({ p: getter })?.found).toMatch(/accessor/);
    expect(problemOf({ p: setter })?.found).toMatch(/accessor/);
    expect(called).toBe(0);
  });
});

describe("readJsonValue: what it accepts", () => {
  it("copies every JSON value, bigints included, into objects that inherit nothing", () => {
    const input = { s: "x", n: -0, b: true, z: null, big: 12n, a: [1, [2, {}]], o: { "": "empty key", __proto__: null } };
    const value = valueOf(input) as Record<string, unknown>;
    expect(value).toEqual(input);
    for (const object of [value, value["o"], (value["a"] as unknown[])[1]]) {
      const o = Array.isArray(object) ? ((object as unknown[])[1] as object) : (object as object);
      expect(Object.getPrototypeOf(Object.getPrototypeOf(o))).toBeNull();
      expect("toString" in o).toBe(false);
    }
    expect(Array.isArray(value["a"])).toBe(true);
    expect(value["a"]).not.toBe(input.a);
  });

  it("keeps own enumerable string keys only, in their order", () => {
    const object: Record<string | symbol, unknown> = { b: 1, a: 2, 1: 3 };
    Object.defineProperty(object, "hidden", { value: () => 1, enumerable: false });
    object[Symbol("k")] = () => 1;
    expect(Object.keys(valueOf(object) as object)).toEqual(["1", "b", "a"]);
    const array: unknown[] & { extra?: unknown } = [1, 2];
    array.extra = () => 1;
    expect(valueOf(array)).toEqual([1, 2]);
    expect(valueOf(Object.create(null))).toEqual({});
  });

  it("reads arrays of subclasses and arguments objects as their items", () => {
    class List extends Array<number> {}
    const list = new List();
    list.push(1, 2);
    expect(valueOf({ a: list })).toEqual({ a: [1, 2] });
    const args = (function (..._: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      return arguments;
    })(1, 2);
    expect(valueOf(args)).toEqual({ 0: 1, 1: 2 });
  });
});

describe("readJsonValue: bounds", () => {
  it("reports nesting past maxDepth at the first value too deep", () => {
    let deep: unknown = 1;
    for (let i = 0; i < QUERY_LIMITS.maxJsonDepth + 6; i++) deep = [deep];
    expect(problemOf(deep)).toEqual({
      code: "json-too-deep",
      path: "/0".repeat(QUERY_LIMITS.maxJsonDepth),
      expected: `at most ${QUERY_LIMITS.maxJsonDepth} nested objects and arrays`,
      found: "deeper nesting",
    });
    let deepObject: unknown = {};
    for (let i = 0; i < QUERY_LIMITS.maxJsonDepth; i++) deepObject = { k: deepObject };
    expect(problemOf(deepObject)).toMatchObject({ code: "json-too-deep", path: "/k".repeat(QUERY_LIMITS.maxJsonDepth) });
    let deepest: unknown = {};
    for (let i = 1; i < QUERY_LIMITS.maxJsonDepth; i++) deepest = { k: deepest };
    expect(readJsonValue(deepest).ok).toBe(true);
  });

  it("reports size past maxInputLength at the value that passes it", () => {
    expect(problemOf({ a: ["x".repeat(65_530), "yy"] })).toEqual({
      code: "input-too-long",
      path: "/a/0",
      expected: `arguments of at most ${QUERY_LIMITS.maxInputLength} characters as JSON text`,
      found: "a larger value",
    });
    expect(problemOf({ a: Array.from({ length: 300 }, () => new Array(120).fill(0)) })).toMatchObject({
      code: "input-too-long",
      path: "/a/269/79",
    }); // a 0 counts one character, as in the text
    expect(problemOf({ s: "x".repeat(QUERY_LIMITS.maxInputLength) })).toMatchObject({ code: "input-too-long", path: "/s" });
  });

  it("reports value counts past maxValues, for long arrays before reading them", () => {
    const limits = { maxInputLength: 1000, maxDepth: 5, maxValues: 4 };
    expect(problemOf({ a: [1, 2], b: 3 }, limits)).toEqual({
      code: "json-too-large",
      path: "/b",
      expected: "at most 4 values",
      found: "more",
    });
    expect(readJsonValue({ a: [1], b: 3 }, limits).ok).toBe(true);
    expect(problemOf({ a: new Array(40_000).fill(0) })).toEqual({
      code: "json-too-large",
      path: "/a",
      expected: `at most ${Math.ceil(QUERY_LIMITS.maxInputLength / 2) + 1} values`,
      found: "an array of 40000 items",
    });
    expect(problemOf([[[[[[1]]]]]], limits)).toMatchObject({ code: "json-too-large", path: "/0/0/0/0" });
    expect(readJsonValue([[[[[1]]]]], { ...limits, maxValues: 100 }).ok).toBe(true);
    expect(problemOf([[[[[[1]]]]]], { ...limits, maxValues: 100 })).toMatchObject({ code: "json-too-deep", path: "/0/0/0/0/0" });
  });
});
