import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locateInText } from "../../src/json/locate-in-text.js";
import { readJsonText } from "../../src/json/read-json-text.js";
import { readJsonValue } from "../../src/json/read-json-value.js";
import { QUERY_LIMITS } from "@oneindex/schema";

const ok = (text: string) => {
  const r = readJsonText(text);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
};
const problems = (text: string) => {
  const r = readJsonText(text);
  if (r.ok) throw new Error(`expected a problem for ${text}`);
  return r.problems;
};

describe("readJsonText", () => {
  it("reads what JSON.parse reads, for ordinary documents", () => {
    const samples = [
      '{"a":[1,2.5,-3e2,true,false,null,"x\\u00e9\\n\\"q\\""],"b":{}}',
      "[]",
      '"\\ud83d\\ude00"',
      "0",
      "-0.0e+1",
      ' \t\n{ "k" : [ ] } ',
    ];
    for (const s of samples) expect(ok(s)).toEqual(JSON.parse(s));
  });

  it("reads indented and compact text alike", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 1, "\t", " \r\n "), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const compact = ok(JSON.stringify(value));
        expect(ok(text)).toEqual(compact);
        expect(ok(` \n${text}\t\r `)).toEqual(compact);
      }),
      { seed: 2, numRuns: 300 },
    );
  });

  it("rejects duplicate keys, naming each one's path", () => {
    const p = problems('{"query":{"type":"term","type":"phrase"},"v":1,"v":2}');
    expect(p.map((x) => [x.code, x.path])).toEqual([
      ["duplicate-key", "/query/type"],
      ["duplicate-key", "/v"],
    ]);
  });

  it("keeps integers beyond 2^53 exact as bigint, and safe ones as numbers", () => {
    const v = ok("[9007199254740991, 9007199254740993, -9223372036854775809, 12345678901234567890123, 1e400]") as unknown[];
    expect(v[0]).toBe(9007199254740991);
    expect(v[1]).toBe(9007199254740993n);
    expect(v[2]).toBe(-9223372036854775809n);
    expect(v[3]).toBe(12345678901234567890123n);
    expect(v[4]).toBe(Number.POSITIVE_INFINITY);
  });

  it("treats __proto__ and constructor as ordinary keys and pollutes nothing", () => {
    const v = ok('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}') as Record<string, unknown>;
    // Nothing inherited: the prototype chain holds one empty frozen object, then null.
    expect(Object.getPrototypeOf(Object.getPrototypeOf(v))).toBeNull();
    expect(Object.getOwnPropertyNames(Object.getPrototypeOf(v))).toEqual([]);
    expect("toString" in v).toBe(false);
    expect(Object.keys(v)).toEqual(["__proto__", "constructor"]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect((v["__proto__"] as Record<string, unknown>)["polluted"]).toBe(1);
  });

  it("rejects what strict JSON forbids, with the offset", () => {
    const cases: [string, number][] = [
      ['{"a":1,}', 7],
      ["[1,]", 3],
      ["{'a':1}", 1],
      ["NaN", 0],
      ["[01]", 2],
      ['"a\nb"', 2],
      ['"\\x"', 2],
      ["1.", 2],
      ["\ufeff{}", 0],
      ["{} {}", 3],
      ['{"a":1', 6],
      ["", 0],
      ["// c\n{}", 0],
    ];
    for (const [text, offset] of cases) {
      const [p] = problems(text);
      expect(p!.code, text).toBe("invalid-json");
      expect(p!.inputOffset, text).toBe(offset);
      expect(p!.expected, text).toBeTruthy();
    }
  });

  it("bounds length, depth and value count before recursing", () => {
    expect(problems(" ".repeat(QUERY_LIMITS.maxInputLength + 1))[0]!.code).toBe("input-too-long");
    expect(problems("[".repeat(QUERY_LIMITS.maxJsonDepth + 1) + "]".repeat(QUERY_LIMITS.maxJsonDepth + 1))[0]!.code).toBe("json-too-deep");
    expect(ok("[".repeat(QUERY_LIMITS.maxJsonDepth) + "]".repeat(QUERY_LIMITS.maxJsonDepth))).toBeDefined();
    // 60,000 nested brackets would overflow a naive recursive reader; this one stops at the depth bound.
    expect(problems("[".repeat(60_000))[0]!.code).toBe("json-too-deep");
  });

  it("reads property names alike the first time and every time after (the reader keeps recent names)", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(fc.string({ maxLength: 14 }), fc.constantFrom("v", "q", "type", "\u00e9t\u00e9", 'a"b', "fields")),
          fc.integer(),
          { maxKeys: 12 },
        ),
        (object) => {
          const text = JSON.stringify(object);
          for (let round = 0; round < 2; round++) {
            const value = ok(text) as Record<string, unknown>;
            expect(Object.keys(value)).toEqual(Object.keys(object));
            expect(value).toEqual(object);
          }
        },
      ),
      { seed: 1, numRuns: 300 },
    );
    // Names that differ in one character, and names longer than any the reader keeps.
    const names = ["aa", "ab", "ba", "type", "typf", "countExactly", "countExactlx", "minimumShouldMatch", "minimumShouldMatcx"];
    for (let round = 0; round < 3; round++) {
      expect(Object.keys(ok(`{${names.map((n, i) => `"${n}":${i}`).join(",")}}`) as object)).toEqual(names);
    }
  });

  it("finds a duplicate name however it is spelt, and words an unfinished name as before", () => {
    ok('{"v":1}');
    expect(problems('{"v":1,"\\u0076":2}')).toMatchObject([{ code: "duplicate-key", path: "/v", inputOffset: 7 }]);
    expect(problems('{"v":1,"v":2}')).toMatchObject([{ code: "duplicate-key", path: "/v", inputOffset: 7 }]);
    expect(problems('{"ty')).toMatchObject([
      { code: "invalid-json", inputOffset: 4, expected: `a closing '"'`, found: "the end of the text" },
    ]);
    expect(problems("{\"t\\u00':1}")).toMatchObject([{ code: "invalid-json", inputOffset: 7 }]);
    expect(problems('{"t\nx":1}')).toMatchObject([
      { code: "invalid-json", inputOffset: 3, found: "the control character U+000A at character 4" },
    ]);
  });

  it("locates the value (and the property name) a path names, or its deepest ancestor", () => {
    const text = '{"a": [10, {"b~/": "x", "\\u0063": [ true ,{}]}], "z":{"y":"}]\\"","w":-1.5e3}}';
    const at = (path: string) => locateInText(text, path);
    expect(at("")).toEqual({ value: 0 });
    expect(at("/a")).toEqual({ value: 6, key: 1 });
    expect(at("/a/0")).toEqual({ value: 7 });
    expect(at("/a/1")).toEqual({ value: 11 });
    expect(at("/a/1/b~0~1")).toEqual({ value: 19, key: 12 });
    expect(at("/a/1/c")).toEqual({ value: text.indexOf("[ true"), key: text.indexOf('"\\u0063') });
    expect(at("/a/1/c/1")).toEqual({ value: text.indexOf("{}") });
    expect(at("/z/w")).toEqual({ value: text.indexOf("-1.5e3"), key: text.indexOf('"w"') });
    // Not found: the deepest ancestor that is.
    expect(at("/a/7")).toEqual({ value: 6 });
    expect(at("/z/nope/x")).toEqual({ value: text.indexOf('{"y"') });
    expect(at("/a/01")).toEqual({ value: 6 });
  });
});

describe("readJsonValue", () => {
  it("copies plain values into objects that inherit nothing", () => {
    const input = JSON.parse('{"__proto__":{"x":1},"a":[1,"s",null,true]}') as unknown;
    const r = readJsonValue(input);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect("hasOwnProperty" in (r.value as object)).toBe(false);
      expect(Object.keys((r.value as Record<string, unknown>)["__proto__"] as object)).toEqual(["x"]);
      expect(JSON.stringify(r.value)).toBe(JSON.stringify(input));
    }
  });

  it("drops properties whose value is undefined, as JSON.stringify does", () => {
    const r = readJsonValue({ v: 1, q: undefined });
    expect(r.ok && Object.keys(r.value as object)).toEqual(["v"]);
  });

  it("rejects what JSON cannot hold, naming the path, and never calls getters", () => {
    const cyclic: Record<string, unknown> = { v: 1 };
    cyclic["self"] = { inner: cyclic };
    let called = false;
    const getter = {
      v: 1,
      get q() {
        called = true;
        return "x";
      },
    };
    const throwing = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("boom");
        },
      },
    );
    const sparse = [1, , 3];
    const cases: [unknown, string][] = [
      [cyclic, "/self/inner"],
      [getter, "/q"],
      [{ a: [sparse] }, "/a/0/1"],
      [{ d: new Date(0) }, "/d"],
      [{ m: new Map() }, "/m"],
      [{ n: Number.NaN }, "/n"],
      [{ f: () => 1 }, "/f"],
      [{ s: Symbol("x") }, "/s"],
      [[undefined], "/0"],
      [throwing, ""],
    ];
    for (const [value, path] of cases) {
      const r = readJsonValue(value);
      expect(r.ok, path).toBe(false);
      if (!r.ok) {
        expect(r.problems[0]!.code, path).toBe(value === throwing ? "unreadable-value" : "unsupported-value");
        expect(r.problems[0]!.path, path).toBe(path);
      }
    }
    expect(called).toBe(false);
  });

  it("bounds depth, size and value count", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(readJsonValue(deep)).toMatchObject({ ok: false, problems: [{ code: "json-too-deep" }] });
    expect(readJsonValue({ s: "x".repeat(QUERY_LIMITS.maxInputLength) })).toMatchObject({
      ok: false,
      problems: [{ code: "input-too-long" }],
    });
    expect(readJsonValue(new Array(1_000_000).fill(0))).toMatchObject({ ok: false, problems: [{ code: "json-too-large" }] });
  });
});
