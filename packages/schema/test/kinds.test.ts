import { describe, expect, it } from "vitest";
import { queryCapabilities } from "../src/index.js";
import { DETAIL_LEAVES_OUT, FUNCTION_KINDS, NODE_KINDS, type KindEntry } from "../src/internal.js";
import { FUNCTION_KIND_DEFINITIONS, NODE_KIND_DEFINITIONS } from "../src/query-schema/definitions.js";
import type { SchemaDefinition } from "../src/query-schema/definition.js";
import { EveryKind } from "./support/documents.js";

/** For every kind of `table`: the kind's definitions accept its `type`, and take exactly the uses the table names. */
function agreement(table: Readonly<Record<string, KindEntry>>, definitions: Readonly<Record<string, readonly SchemaDefinition[]>>) {
  return Object.entries(table).map(([kind, entry]) => {
    const defs = definitions[kind]!;
    return {
      kind,
      typed: defs.every((d) => d.types.includes(kind)),
      uses: [...new Set(defs.flatMap((d) => (d.use === undefined ? [] : [d.use])))],
      tableUses: [...entry.uses],
    };
  });
}

describe("the kinds table", () => {
  it("names the uses each node and function kind's definitions take", () => {
    for (const row of [...agreement(NODE_KINDS, NODE_KIND_DEFINITIONS), ...agreement(FUNCTION_KINDS, FUNCTION_KIND_DEFINITIONS)]) {
      expect(row.typed, row.kind).toBe(true);
      expect(row.uses, row.kind).toEqual(row.tableUses);
    }
  });

  it("is where DETAIL_LEAVES_OUT reads the kinds each detail leaves out", () => {
    expect(DETAIL_LEAVES_OUT.standard.nodeTypes).toEqual(["multiFieldTerm", "exists"]);
    expect(DETAIL_LEAVES_OUT.standard.functionTypes).toEqual(["fieldValueFactor"]);
    expect(DETAIL_LEAVES_OUT.compact.nodeTypes).toEqual([
      "prefix",
      "fuzzy",
      "regex",
      "multiFieldTerm",
      "range",
      "exists",
      "matchAll",
      "text",
      "strict",
      "functionScore",
    ]);
    expect(queryCapabilities(EveryKind, "standard").nodeTypes).not.toContain("exists");
  });

  it("lists the node kinds in the order of $defs.node", () => {
    const types = queryCapabilities(EveryKind).nodeTypes;
    expect(types).toEqual(Object.keys(NODE_KINDS));
    expect(queryCapabilities(EveryKind).functionTypes).toEqual(Object.keys(FUNCTION_KINDS));
  });
});
