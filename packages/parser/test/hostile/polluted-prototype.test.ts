/**
 * A polluted Object.prototype (or Array.prototype) must not change what parse reads or builds:
 * a tenant filter given in the call stays in the tree, and a name found only on a prototype is
 * never taken as given. Each case defines its pollution inside the test and removes it in
 * `finally`.
 */
import { describe, expect, it } from "vitest";
import { tryParseQuery, type CheckedQuery } from "../../src/index.js";
import { Invoice } from "../support/documents.js";

const NAMES = [
  "v",
  "q",
  "query",
  "filter",
  "limit",
  "offset",
  "countExactly",
  "highlight",
  "sort",
  "type",
  "field",
  "value",
  "must",
  "should",
  "mustNot",
  "gt",
  "gte",
  "lt",
  "lte",
  "get",
  "set",
  "nulls",
  "boost",
];

/** Runs `body` with `names` defined on `target` (as accessors that swallow writes and answer `read`, or as plain values), then removes them. */
function polluted<T>(target: object, names: readonly string[], kind: "accessor" | "value", read: unknown, body: () => T): T {
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(target, name)] as const);
  try {
    for (const name of names) {
      // Descriptors that inherit nothing: the names being defined include "get", "set" and "value".
      // Held in a variable: TypeScript reads `__proto__` in a literal as an unknown property, not the prototype.
      const descriptor =
        kind === "accessor"
          ? { __proto__: null, get: () => read, set: () => {}, configurable: true }
          : { __proto__: null, value: read, writable: true, configurable: true };
      Object.defineProperty(target, name, descriptor);
    }
    return body();
  } finally {
    for (const [name, descriptor] of [...saved].reverse()) {
      if (descriptor === undefined) delete (target as Record<string, unknown>)[name];
      else Object.defineProperty(target, name, Object.setPrototypeOf(descriptor, null) as PropertyDescriptor);
    }
    if (target === Array.prototype) Array.prototype.length = 0; // an index defined on it had grown its length
  }
}

const TENANT = { type: "term", field: "customer", value: "tenant-a" };
const RANGE = { type: "range", field: "total", gte: 100, lt: 500 };
const CALL = { v: 1, q: "steel", filter: { type: "bool", filter: [TENANT, RANGE] }, limit: 5 };
const TEXT = JSON.stringify(CALL);
const BOOL_FILTER = { must: [], should: [], mustNot: [] };

function parsed(input: unknown, options?: object): CheckedQuery {
  const result = tryParseQuery(Invoice, input, options);
  if (!result.ok) throw new Error(result.error.toToolResult());
  return result.query;
}

function expectTenantFilter(query: CheckedQuery): void {
  expect(Object.hasOwn(query, "filter")).toBe(true);
  expect(query.filter).toMatchObject({
    type: "bool",
    ...BOOL_FILTER,
    filter: [
      { type: "term", field: "customer", value: { kind: "string", value: "tenant-a" } },
      { type: "range", field: "total", gte: { value: 100 }, lt: { value: 500 } },
    ],
  });
  const filter = query.filter;
  if (filter?.type !== "bool") throw new Error("expected a bool filter");
  expect(Object.hasOwn(filter.filter, 0) && Object.hasOwn(filter.filter, 1)).toBe(true);
  expect(query.limit).toBe(5);
  expect(Object.hasOwn(query, "q")).toBe(true);
}

const INJECTED = { type: "matchAll" };

describe("a polluted Object.prototype changes nothing parse reads or builds", () => {
  for (const kind of ["accessor", "value"] as const) {
    it(`keeps the filter given in the call (names defined on Object.prototype as ${kind}s)`, () => {
      const reference = parsed(TEXT);
      for (const input of [TEXT, JSON.parse(TEXT) as unknown, CALL]) {
        const query = polluted(Object.prototype, NAMES, kind, INJECTED, () => parsed(input));
        expectTenantFilter(query);
        expect(JSON.stringify(query)).toBe(JSON.stringify(reference));
      }
    });

    it(`never takes a name found only on Object.prototype as given (${kind}s)`, () => {
      const call = { v: 1, q: "steel" };
      for (const input of [JSON.stringify(call), call]) {
        const query = polluted(
          Object.prototype,
          ["query", "filter", "highlight", "sort", "limit", "nulls"],
          kind,
          kind === "value" ? INJECTED : undefined,
          () => parsed(input, {}),
        );
        expect(Object.hasOwn(query, "query")).toBe(false);
        expect(Object.hasOwn(query, "filter")).toBe(false);
        expect(Object.hasOwn(query, "highlight")).toBe(false);
        expect(query.limit).toBe(10);
      }
      // `nulls: "absent"` only on the prototype of the options: nulls stay problems.
      const withNull = '{"v":1,"q":"steel","filter":null}';
      const result = polluted(Object.prototype, ["nulls"], kind, "absent", () => tryParseQuery(Invoice, withNull, {}));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe("null-not-allowed");
    });
  }

  it("keeps range bounds and strict ranges with setters for their names on Object.prototype", () => {
    const call = {
      v: 1,
      query: { type: "strict", query: "total:[1 TO 5}" },
      filter: { type: "range", field: "issued", gte: "2024-01-01" },
    };
    const reference = JSON.stringify(parsed(call));
    const query = polluted(Object.prototype, ["gt", "gte", "lt", "lte", "highlight"], "accessor", undefined, () => parsed(call));
    expect(JSON.stringify(query)).toBe(reference);
    expect(Object.hasOwn(query.query!, "gte") && Object.hasOwn(query.query!, "lt") && Object.hasOwn(query.filter!, "gte")).toBe(true);
  });

  it("keeps aggregation defaults and names with values and setters for their names on Object.prototype", () => {
    const call = {
      v: 1,
      aggs: JSON.parse(
        '{"__proto__": {"type": "terms", "field": "customer"}, "r": {"type": "range", "field": "total", "ranges": [{"to": 5}]}}',
      ),
    };
    const reference = JSON.stringify(parsed(call));
    for (const kind of ["accessor", "value"] as const) {
      const query = polluted(Object.prototype, ["size", "minCount", "order", "aggs", "from", "to", "key", "timeZone"], kind, 999, () =>
        parsed(call),
      );
      expect(JSON.stringify(query)).toBe(reference);
      expect(query.aggs!.map((a) => a.name)).toEqual(["__proto__", "r"]);
    }
  });

  it("reads values whose property descriptors would show polluted get and set fields", () => {
    const query = polluted(
      Object.prototype,
      ["get", "set"],
      "value",
      () => "injected",
      () => parsed(CALL),
    );
    expectTenantFilter(query);
  });

  it("keeps array items when Object.prototype has index accessors (JSON nodes); string languages fail rather than differ", () => {
    const call = { v: 1, filter: CALL.filter, sort: [{ field: "total", order: "asc" }] };
    const reference = JSON.stringify(parsed(call));
    for (const input of [JSON.stringify(call), call]) {
      const query = polluted(Object.prototype, ["0", "1"], "accessor", INJECTED, () => parsed(input));
      expect(JSON.stringify(query)).toBe(reference);
    }
    // The string languages build arrays with push: under such accessors they may fail, never answer another tree.
    const withQ = JSON.stringify(parsed(TEXT));
    const result = polluted(Object.prototype, ["0", "1"], "accessor", INJECTED, () => tryParseQuery(Invoice, TEXT));
    if (result.ok) expect(JSON.stringify(result.query)).toBe(withQ);
  });

  it("refuses to run when Array.prototype has index properties, rather than build a different tree", () => {
    for (const input of [TEXT, CALL, '{"v":1,"filter":"customer in [\\"tenant-a\\", \\"tenant-b\\"]"}']) {
      const result = polluted(Array.prototype, ["0"], "accessor", INJECTED, () => tryParseQuery(Invoice, input));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe("unsafe-runtime");
    }
    expect(tryParseQuery(Invoice, TEXT).ok).toBe(true); // and runs again once it is gone
  });
});
