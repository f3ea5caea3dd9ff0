/** Static types follow the document definition (checked by vitest's typecheck, see vitest.config.ts). */
import { describe, expectTypeOf, it } from "vitest";
import { documentSchemaFromJSON } from "@oneindex/schema";
import { parseQuery, tryParseQuery, type CheckedQuery, type QueryNode } from "../src/index.js";
import { Catalog } from "./support/documents.js";

describe("typed query tree", () => {
  it("names the document's fields", () => {
    const q = parseQuery(Catalog, '{"v":1}');
    expectTypeOf(q).toEqualTypeOf<CheckedQuery<"sku" | "brand" | "colors">>();
    expectTypeOf(q.sort[0]!.field).toEqualTypeOf<"sku" | "brand" | "colors">();
    const node = q.query!;
    if (node.type === "term") expectTypeOf(node.field).toEqualTypeOf<"sku" | "brand" | "colors">();
    const r = tryParseQuery(Catalog, {});
    if (r.ok) expectTypeOf(r.query.highlight!.fields).toEqualTypeOf<readonly ("sku" | "brand" | "colors")[]>();
  });

  it("falls back to string for runtime definitions, and the default type is unchanged", () => {
    const doc = documentSchemaFromJSON({ name: "X", fields: { id: { kind: "id" } } });
    expectTypeOf(parseQuery(doc, "{}")).toEqualTypeOf<CheckedQuery>();
    expectTypeOf<QueryNode>().toEqualTypeOf<QueryNode<string>>();
  });
});
