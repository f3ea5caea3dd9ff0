/**
 * checkDocuments accepts only documents a snapshot can hold exactly: JSON data (stored values
 * included), at most DOCUMENT_LIMITS.maxDepth deep, with no cycles, getters or values JSON would
 * change; a hostile value (a Proxy whose traps throw) is a problem, never an exception. A record's
 * source is a plain copy equal to its JSON round trip.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defineDocument, DocumentError, DOCUMENT_LIMITS, Field, type DocumentProblem } from "../src/index.js";
import { checkDocuments } from "../src/internal.js";

const Doc = defineDocument("Doc", {
  id: Field.id(),
  title: Field.text(),
  tags: Field.keyword({ array: true }),
  price: Field.number({ filterable: true }),
  qty: Field.integer({ filterable: true }),
  day: Field.date({ filterable: true, array: true }),
  at: Field.geoPoint({ filterable: true }),
  raw: Field.stored(),
});

const IntDoc = defineDocument("IntDoc", { n: Field.id({ type: "integer" }), x: Field.number({ filterable: true }) });

/** The problems of a batch that must be rejected. */
function problems(batch: unknown, definition = Doc): DocumentProblem[] {
  const check = checkDocuments(definition, batch);
  if (check.ok) throw new Error(`expected a rejection, got ${JSON.stringify(check.records.map((r) => r.source))}`);
  return check.problems;
}

/** The one problem of a one-document batch: code, path, message. */
function problem(doc: unknown): Pick<DocumentProblem, "code" | "path" | "message"> {
  const [p, ...rest] = problems([doc]);
  expect(rest).toEqual([]);
  return { code: p!.code, path: p!.path, message: p!.message };
}

/** The source a one-document batch is accepted with. */
function accepted(doc: unknown, definition = Doc): Record<string, unknown> {
  const check = checkDocuments(definition, [doc]);
  if (!check.ok) throw new DocumentError(check.problems);
  return check.records[0]!.source as Record<string, unknown>;
}

/** `depth` nested arrays around 1. */
function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe("stored values must be JSON data", () => {
  it("rejects values JSON cannot hold, naming the document, its id and the path inside the value", () => {
    expect(problem({ id: "a", raw: { meta: { n: 10n } } })).toEqual({
      code: "not-json",
      path: "/raw/meta/n",
      message:
        'document 0 (id "a"), field /raw/meta/n: expected a JSON value (a bigint cannot be saved: use a number or a string), found the bigint 10n',
    });
    expect(problem({ id: "a", raw: [1, Number.NaN] })).toMatchObject({
      code: "not-json",
      path: "/raw/1",
      message: expect.stringContaining("found the number NaN"),
    });
    expect(problem({ id: "a", raw: { x: -Infinity } })).toMatchObject({ code: "not-json", path: "/raw/x" });
    expect(problem({ id: "a", raw: { f: () => 1 } })).toMatchObject({
      code: "not-json",
      path: "/raw/f",
      message: expect.stringContaining("found a function"),
    });
    expect(problem({ id: "a", raw: { s: Symbol("s") } })).toMatchObject({ code: "not-json", path: "/raw/s" });
    expect(problem({ id: "a", raw: [1, undefined] })).toMatchObject({ code: "not-json", path: "/raw/1" });
    expect(problem({ id: "a", raw: 1n })).toMatchObject({ code: "not-json", path: "/raw" });
  });

  it("rejects class instances that JSON would turn into something else", () => {
    class Point {
      x = 1;
    }
    const cases: [unknown, string][] = [
      [new Date(0), "a Date"],
      [new Map([[1, 2]]), "a Map"],
      [new Set([1]), "a Set"],
      [/x/, "a RegExp"],
      [new Uint8Array(2), "a Uint8Array"],
      [new Point(), "a Point"],
      [new (class extends Array {})(), "a plain array"],
      [Object.create({ inherited: 1 }), "an object that is not plain"],
    ];
    for (const [value, words] of cases) {
      const p = problem({ id: "a", raw: { v: value } });
      expect(p.code).toBe("not-json");
      expect(p.path).toBe("/raw/v");
      expect(p.message).toContain(words);
    }
    expect(problem({ id: "a", raw: { toJSON: () => "x" } })).toMatchObject({ code: "not-json", path: "/raw/toJSON" });
  });

  it("rejects arrays with holes or other properties, getters, setters and symbol keys", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(problem({ id: "a", raw: [1, , 3] })).toMatchObject({
      code: "not-json",
      path: "/raw",
      message: expect.stringContaining("a hole at 1"),
    });
    expect(problem({ id: "a", raw: new Array(3) })).toMatchObject({ code: "not-json", message: expect.stringContaining("a hole at 0") });
    expect(problem({ id: "a", raw: Object.assign([1], { extra: 2 }) })).toMatchObject({
      code: "not-json",
      message: expect.stringContaining('the property "extra"'),
    });
    let called = 0;
    const getter = {
      get g() {
        called++;
        throw new Error("boom");
      },
    };
    expect(problem({ id: "a", raw: { o: getter } })).toMatchObject({
      code: "not-json",
      path: "/raw/o/g",
      message: expect.stringContaining("a getter"),
    });
    expect(problem({ id: "a", raw: [Object.defineProperty({}, "s", { set() {}, enumerable: true })] })).toMatchObject({
      code: "not-json",
      path: "/raw/0/s",
    });
    expect(problem({ id: "a", raw: { [Symbol("k")]: 1 } })).toMatchObject({
      code: "not-json",
      path: "/raw",
      message: expect.stringContaining("symbol key"),
    });
    expect(called).toBe(0);
    // on the document itself and on geo points too
    expect(problem(Object.defineProperty({ id: "a" }, "title", { get: () => "t", enumerable: true }))).toMatchObject({
      code: "not-json",
      path: "/title",
    });
    expect(problem({ id: "a", at: Object.defineProperty({ lat: 1 }, "lng", { get: () => 2, enumerable: true }) })).toMatchObject({
      code: "not-json",
      path: "/at/lng",
    });
  });

  it("rejects a cycle where it closes, and keeps shared (acyclic) values", () => {
    const loop: Record<string, unknown> = { a: { b: {} } };
    (loop["a"] as { b: Record<string, unknown> }).b["back"] = loop;
    expect(problem({ id: "a", raw: loop })).toMatchObject({
      code: "cyclic",
      path: "/raw/a/b/back",
      message: expect.stringContaining("contains itself"),
    });
    const arr: unknown[] = [];
    arr.push(arr);
    expect(problem({ id: "a", raw: arr })).toMatchObject({ code: "cyclic", path: "/raw/0" });
    const shared = { s: [1, 2] };
    const source = accepted({ id: "a", raw: { x: shared, y: shared, z: [shared, shared] } });
    expect(source["raw"]).toStrictEqual({ x: { s: [1, 2] }, y: { s: [1, 2] }, z: [{ s: [1, 2] }, { s: [1, 2] }] });
    expect((source["raw"] as { x: unknown; y: unknown }).x).not.toBe((source["raw"] as { x: unknown; y: unknown }).y);
  });

  it(`accepts nesting up to ${DOCUMENT_LIMITS.maxDepth} levels counting the document, and refuses deeper values quickly, without recursion`, () => {
    expect(DOCUMENT_LIMITS.maxDepth).toBe(64);
    expect(accepted({ id: "a", raw: nested(63) })["raw"]).toStrictEqual(nested(63));
    const p = problem({ id: "a", raw: nested(64) });
    expect(p.code).toBe("too-deep");
    expect(p.path).toBe(`/raw${"/0".repeat(63)}`);
    expect(p.message).toContain("at most 64 levels");
    for (const depth of [5_000, 100_000]) {
      let deep: Record<string, unknown> = {};
      const top = deep;
      for (let i = 0; i < depth; i++) deep = deep["a"] = {};
      expect(problem({ id: "a", raw: top }).code).toBe("too-deep");
    }
  });

  it("keeps every JSON value, with a leading U+FEFF, lone surrogates, a null prototype and a __proto__ key", () => {
    const odd = JSON.parse('{"__proto__": {"x": 1}, "k": "\\ud800 \\ufeff"}') as object;
    const bare = Object.assign(Object.create(null) as object, { a: [null, true, 0.5, "", "\udc00"] });
    const source = accepted({ id: "\ud800", title: "\ufeffx\udfff", raw: { odd, bare, e: [], o: {} } });
    expect(source).toStrictEqual(JSON.parse(JSON.stringify(source)));
    expect(Object.getPrototypeOf(source["raw"])).toBe(Object.prototype);
    const copiedOdd = (source["raw"] as { odd: object }).odd;
    expect(Object.getPrototypeOf(copiedOdd)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copiedOdd, "__proto__")?.value).toEqual({ x: 1 });
    expect(JSON.stringify(source)).toBe(JSON.stringify({ id: "\ud800", title: "\ufeffx\udfff", raw: { odd, bare, e: [], o: {} } }));
  });
});

describe("the source is the document as JSON", () => {
  it("drops undefined properties, writes -0 as 0 and a Date of a date field as its ISO string", () => {
    const given = {
      id: "a",
      title: undefined,
      price: -0,
      qty: -0,
      day: [new Date(Date.UTC(2024, 1, 29, 12)), "2024-03-01T12:30+02:00"],
      at: { lat: -0, lng: 2 },
      raw: { z: -0, u: undefined },
    };
    const check = checkDocuments(Doc, [given]);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const record = check.records[0]!;
    expect(record.source).toStrictEqual({
      id: "a",
      price: 0,
      qty: 0,
      day: ["2024-02-29T12:00:00.000Z", "2024-03-01T12:30+02:00"],
      at: { lat: 0, lng: 2 },
      raw: { z: 0 },
    });
    expect(Object.is(record.source["price"], 0)).toBe(true);
    expect(record.values.map((v) => v?.map((x) => (typeof x === "number" ? Object.is(x, -0) : false)))).not.toContainEqual([true]);
    const ints = checkDocuments(IntDoc, [{ n: -0, x: -0 }]);
    expect(ints.ok && Object.is(ints.records[0]!.id, 0) && Object.is(ints.records[0]!.source["n"], 0)).toBe(true);
  });

  it("is a copy: changing the document afterwards changes nothing", () => {
    const given = { id: "a", tags: ["x"], raw: { deep: { n: 1 } } };
    const check = checkDocuments(Doc, [given]);
    given.tags.push("y");
    given.raw.deep.n = 2;
    expect(check.ok && check.records[0]!.source).toStrictEqual({ id: "a", tags: ["x"], raw: { deep: { n: 1 } } });
  });

  it("refuses Dates outside the years an ISO date string can write", () => {
    expect(problem({ id: "a", day: new Date(Date.UTC(10000, 0, 1)) })).toMatchObject({
      code: "invalid-date",
      path: "/day",
      message: expect.stringContaining("+010000-01-01"),
    });
    expect(problem({ id: "a", day: [new Date(Date.UTC(-1, 11, 31))] })).toMatchObject({ code: "invalid-date", path: "/day/0" });
    expect(accepted({ id: "a", day: new Date("0000-02-29T00:00:00Z") })["day"]).toBe("0000-02-29T00:00:00.000Z");
    expect(accepted({ id: "a", day: new Date("9999-12-31T23:59:59.999Z") })["day"]).toBe("9999-12-31T23:59:59.999Z");
  });
});

describe("hostile values are problems, never exceptions", () => {
  const throwing = (): object =>
    new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error("trap");
        },
        ownKeys: () => {
          throw new Error("trap");
        },
        get: () => {
          throw new Error("trap");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("trap");
        },
      },
    );
  const revoked = (): object => {
    const r = Proxy.revocable({}, {});
    r.revoke();
    return r.proxy;
  };
  const keysThrow = new Proxy(
    { id: "a" },
    {
      ownKeys: () => {
        throw new Error("no keys");
      },
    },
  );
  const descriptorThrows = new Proxy(
    { id: "a", title: "t" },
    {
      getOwnPropertyDescriptor: (t, k) => {
        if (k === "title") throw new Error("no title");
        return Reflect.getOwnPropertyDescriptor(t, k);
      },
    },
  );

  it("names the document and the path being read", () => {
    expect(problem(throwing())).toMatchObject({
      code: "unreadable",
      path: "",
      message: "document 0: could not be read: reading it threw Error: trap",
    });
    expect(problem(revoked())).toMatchObject({ code: "unreadable", path: "" });
    expect(problem(keysThrow)).toMatchObject({ code: "unreadable", path: "", message: expect.stringContaining("no keys") });
    expect(problem(descriptorThrows)).toMatchObject({ code: "unreadable", path: "" });
    expect(problem({ id: "a", raw: { x: [1, throwing()] } })).toMatchObject({
      code: "unreadable",
      path: "/raw/x/1",
      message: expect.stringContaining('document 0 (id "a"), field /raw/x/1'),
    });
    expect(problem({ id: "a", raw: revoked() })).toMatchObject({ code: "unreadable", path: "/raw" });
    expect(problem({ id: "a", at: throwing() })).toMatchObject({ code: "unreadable", path: "/at" });
    expect(
      problem({
        id: "a",
        tags: new Proxy(["x"], {
          ownKeys: () => {
            throw new Error("t");
          },
        }),
      }),
    ).toMatchObject({ code: "unreadable", path: "/tags" });
    expect(problem({ id: "a", day: new Proxy(new Date(0), {}) })).toMatchObject({ code: "unreadable", path: "/day" });
    expect(problem({ id: "a", title: throwing() })).toMatchObject({ code: "wrong-type", path: "/title" }); // typeof reads no trap
  });

  it("checks the other documents of the batch, and a hostile batch or error object", () => {
    const list = problems([{ id: "a" }, throwing(), { id: "b", raw: 1n }]);
    expect(list.map((p) => [p.index, p.code])).toEqual([
      [1, "unreadable"],
      [2, "not-json"],
    ]);
    const batch = new Proxy([{ id: "a" }], {
      get: (t, k) => {
        if (k === "0") throw new Error("no 0");
        return Reflect.get(t, k);
      },
    });
    expect(problems(batch)[0]).toMatchObject({ index: 0, code: "unreadable" });
    expect(problems(revoked())[0]).toMatchObject({ index: 0, code: "unreadable" });
    const hostileError = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error("x");
        },
      },
    );
    const doc = new Proxy(
      {},
      {
        ownKeys: () => {
          throw hostileError;
        },
      },
    );
    expect(problem(doc)).toMatchObject({ code: "unreadable", message: "document 0: could not be read: reading it threw an exception" });
  });
});

describe("every accepted document survives JSON exactly", () => {
  it("random values: accepted means JSON.stringify succeeds and JSON.parse gives the source back", () => {
    const value = fc.oneof(
      fc.anything({
        withBigInt: true,
        withBoxedValues: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withNullPrototype: true,
        withObjectString: true,
        withSparseArray: true,
        withTypedArray: true,
        withUnicodeString: true,
        maxDepth: 4,
      }),
      fc.jsonValue({ maxDepth: 4 }),
      fc.string({ unit: "binary" }),
    );
    fc.assert(
      fc.property(value, value, (raw, title) => {
        const check = checkDocuments(Doc, [
          { id: "a", raw },
          { id: "b", title },
        ]);
        if (!check.ok) return;
        for (const r of check.records) {
          const text = JSON.stringify(r.source);
          expect(JSON.parse(text)).toStrictEqual(r.source);
          expect(JSON.stringify(JSON.parse(text))).toBe(text);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe("date messages", () => {
  it("name the expected form for a date in another form, and the missing part for an impossible one", () => {
    const other = problem({ id: "1", day: ["Jun 12 1998"] }).message;
    expect(other).toBe(
      'document 0 (id "1"), field /day/0: expected an ISO 8601 date such as 2024-03-01 or 2024-03-01T12:30:00Z (a date in another form needs a "dateFormat" in the definition file), found the string "Jun 12 1998"',
    );
    expect(other).not.toMatch(/real ISO 8601 date \(not/);
    expect(problem({ id: "1", day: ["2024-02-30"] }).message).toBe(
      'document 0 (id "1"), field /day/0: expected a real date (day 30 does not exist in 2024-02), found the string "2024-02-30"',
    );
  });
});

describe("a record's source, as an index keeps it", () => {
  const sourceOf = (doc: unknown) => {
    const check = checkDocuments(Doc, [doc]);
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    return check.records[0]!.source as Record<string, unknown>;
  };

  it("is frozen all the way down, and a plain object equal to the JSON round trip", () => {
    const given = { id: "a", tags: ["x", "y"], raw: { deep: [{ n: 1 }], s: "t" }, at: { lat: 1, lng: 2 }, day: [new Date(0)] };
    const source = sourceOf(given);
    expect(source).toEqual(JSON.parse(JSON.stringify(given)));
    expect(Object.getPrototypeOf(source)).toBe(Object.prototype);
    expect(Object.isFrozen(source)).toBe(true);
    expect(Object.isFrozen(source["tags"])).toBe(true);
    expect(Object.isFrozen(source["day"])).toBe(true);
    const raw = source["raw"] as { deep: { n: number }[] };
    expect(Object.isFrozen(raw) && Object.isFrozen(raw.deep) && Object.isFrozen(raw.deep[0])).toBe(true);
    expect(() => {
      (source["tags"] as string[]).push("z");
    }).toThrow(TypeError);
    given.tags.push("z");
    expect(source["tags"]).toEqual(["x", "y"]);
  });

  it("holds one copy of an array given as two properties, and two of equal but distinct arrays", () => {
    const Two = defineDocument("Two", { id: Field.id(), words: Field.text({ array: true }), word: Field.keyword({ array: true }) });
    const check = (doc: unknown) => {
      const c = checkDocuments(Two, [doc]);
      if (!c.ok) throw new Error("rejected");
      return c.records[0]!;
    };
    const shared = ["steel beams", "rivets"];
    const one = check({ id: "a", words: shared, word: shared });
    expect(one.source["words"]).toBe(one.source["word"]);
    expect(one.source["words"]).not.toBe(shared);
    expect(one.source["words"]).toEqual(shared);
    const two = check({ id: "b", words: ["x"], word: ["x"] });
    expect(two.source["words"]).not.toBe(two.source["word"]);
    expect(two.source).toEqual({ id: "b", words: ["x"], word: ["x"] });
  });

  it("checks an array given as two properties against each field's kind, as given", () => {
    // The second property reuses the elements read for the first: the values as given, never the
    // first field's source form (a date's ISO string would pass as a keyword).
    const Dated = defineDocument("Dated", { id: Field.id(), day: Field.date({ array: true }), tag: Field.keyword({ array: true }) });
    const days = [new Date("2024-01-02T00:00:00Z")];
    const refused = checkDocuments(Dated, [{ id: "a", day: days, tag: days }]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems.map((p) => p.path)).toEqual(["/tag/0"]);
    const texts = ["2024-01-02"];
    const accepted = checkDocuments(Dated, [{ id: "b", day: texts, tag: texts }]);
    if (!accepted.ok) throw new Error("rejected");
    expect(accepted.records[0]!.source).toEqual({ id: "b", day: texts, tag: texts });
  });

  it("keeps documents of different key orders apart, and each in its own order", () => {
    const a = sourceOf({ title: "t", id: "a", price: 1 });
    const b = sourceOf({ id: "b", price: 2, title: "u" });
    expect(Object.keys(a)).toEqual(["title", "id", "price"]);
    expect(Object.keys(b)).toEqual(["id", "price", "title"]);
  });
});
