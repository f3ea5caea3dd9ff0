/**
 * The node and function kinds are described once, in the schema's `NODE_KINDS` and
 * `FUNCTION_KINDS`; every dispatcher is a mapped type over them (checked by vitest's typecheck).
 * The spike below adds a `wildcard` node kind as ARCHITECTURE.md's "Adding a node kind" does:
 * the compiler rejects each table that lacks the new kind's entry.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { FunctionKind, NodeKind } from "@oneindex/schema";
import type { KindEntry, NODE_KINDS } from "@oneindex/schema/internal";
import { CHECKERS as FUNCTION_CHECKERS, type FunctionChecker, type FunctionCheckers } from "../src/functions/check-function.js";
import { CHECKERS, type NodeChecker, type NodeCheckers } from "../src/nodes/check-node.js";
import type { QueryNode, ScoreFunction } from "../src/index.js";

describe("kinds from one table", () => {
  it("gives every node and function kind of the schema's tables a checker, and no other", () => {
    expectTypeOf<keyof NodeCheckers>().toEqualTypeOf<NodeKind>();
    expectTypeOf(CHECKERS).toEqualTypeOf<NodeCheckers>();
    expectTypeOf<keyof FunctionCheckers>().toEqualTypeOf<FunctionKind>();
    expectTypeOf(FUNCTION_CHECKERS).toEqualTypeOf<FunctionCheckers>();
  });

  it("has a checked node type for every node kind but strict, and a function type for every function kind", () => {
    expectTypeOf<QueryNode["type"]>().toEqualTypeOf<Exclude<NodeKind, "strict">>();
    expectTypeOf<ScoreFunction["type"]>().toEqualTypeOf<FunctionKind>();
  });

  it("types each checker by its kind", () => {
    expectTypeOf<ReturnType<NodeChecker<"term">>>().toEqualTypeOf<Extract<QueryNode, { type: "term" }> | undefined>();
    expectTypeOf<ReturnType<NodeChecker<"strict">>>().toEqualTypeOf<QueryNode | undefined>();
    expectTypeOf<ReturnType<FunctionChecker<"gauss">>>().toEqualTypeOf<
      Extract<ScoreFunction, { type: "gauss" | "exp" | "linear" }> | undefined
    >();
  });

  it("spike: a wildcard kind added to the table does not compile until every dispatcher has it", () => {
    /** The schema's table with one more row, as adding the kind to `NODE_KINDS` would make it. */
    type SpikeKinds = typeof NODE_KINDS & { readonly wildcard: { readonly uses: readonly ["terms"]; readonly details: readonly ["full"] } };
    type SpikeKind = keyof SpikeKinds;
    expectTypeOf<SpikeKinds["wildcard"]>().toMatchTypeOf<KindEntry>();
    type Checker = (typeof CHECKERS)[NodeKind];
    // @ts-expect-error the parser's dispatcher lacks "wildcard"
    const parser: { readonly [K in SpikeKind]: Checker } = CHECKERS;
    const { functionScore: _, ...withoutOne } = CHECKERS;
    // @ts-expect-error a kind of the table without its checker
    const missing: NodeCheckers = withoutOne;
    const complete: { readonly [K in SpikeKind]: Checker } = { ...CHECKERS, wildcard: CHECKERS.prefix };
    expectTypeOf(complete.wildcard).toEqualTypeOf<Checker>();
    void [parser, missing];
  });
});
