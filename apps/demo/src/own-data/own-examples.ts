import type { DocumentDefinition } from "oneindex";
import type { ExampleCall } from "../datasets/index.js";
import type { GeoSample } from "../worker/protocol.js";

/** Example calls for a definition nobody wrote examples for: what its fields allow, and one typical mistake. */
export function ownExamples(definition: DocumentDefinition, geo: GeoSample | undefined): ExampleCall[] {
  const fields = Object.entries(definition.fields);
  const examples: ExampleCall[] = [{ title: "The first documents", kind: "good", args: { v: 1, limit: 5 } }];
  const text = fields.find(([, f]) => f.kind === "text")?.[0];
  if (text !== undefined)
    examples.push({
      title: `Documents with a ${text}`,
      kind: "good",
      args: { v: 1, query: { type: "exists", field: text }, highlight: true, limit: 5 },
    });
  // A number or a date sorts in a way worth showing; else any other sortable field but the id.
  const sortable =
    fields.find(([, f]) => f.sortable === true && ["number", "integer", "date"].includes(f.kind))?.[0] ??
    fields.find(([, f]) => f.sortable === true && f.kind !== "id")?.[0];
  if (sortable !== undefined)
    examples.push({
      title: `Largest ${sortable} first`,
      kind: "good",
      args: { v: 1, sort: [{ field: sortable, order: "desc" }], limit: 5 },
    });
  const origin = geo?.points[0];
  if (geo !== undefined && origin !== undefined) {
    examples.push({
      title: `Nearest to the first point (${geo.field})`,
      kind: "good",
      args: {
        v: 1,
        query: {
          type: "functionScore",
          functions: [{ type: "gauss", field: geo.field, origin: { lat: origin[0], lng: origin[1] }, scale: 100 }],
          boostMode: "replace",
        },
        limit: 5,
      },
    });
  }
  examples.push({ title: "Elasticsearch's size", kind: "mistake", args: { v: 1, size: 5 } });
  return examples;
}
