import { DEFAULT_QUERY_DETAIL, type DocumentDefinition, type FieldDefinition, type QueryDetail } from "@oneindex/schema";
import {
  SCHEMA_FIELD_KINDS,
  fieldsFor,
  idFieldName,
  offersAggs,
  offersFieldUse,
  offersFunctionType,
  offersNodeType,
  propertiesLeftOut,
  type ExampleValue,
} from "@oneindex/schema/internal";

/** A query call as the model writes it. */
export type ExampleCall = { readonly v: 1 } & { readonly [property: string]: unknown };

/** An example value of the field's kind, for a `term`, a bound or a filter condition. */
export function exampleValue(field: FieldDefinition): ExampleValue {
  return SCHEMA_FIELD_KINDS[field.kind].example(field);
}

/** One condition of the filter language on `name`, or undefined for fields the filter language only tests with exists(). */
export function filterCondition(name: string, field: FieldDefinition, variant: number): string | undefined {
  switch (field.kind) {
    case "integer":
    case "number":
      return `${name} >= ${String(exampleValue(field))}`;
    case "boolean":
      return `${name} = true`;
    case "keyword":
      return variant === 0 ? `${name} in ["a", "b"]` : `${name} = "a"`;
    case "date":
      return variant === 0 ? `not (${name} < 2024-01-01)` : `${name} >= 2024-01-01`;
    default:
      return undefined;
  }
}

/** The order in which filter examples use field kinds; integer and number count as one. */
const FILTER_KINDS = [["number", "integer"], ["boolean"], ["keyword"], ["date"]] as const;

/** Filter-language conditions over `doc`'s fields, at most one per kind group, in {@link FILTER_KINDS} order. */
export function filterConditions(doc: DocumentDefinition, variant: number): string[] {
  const names = fieldsFor(doc, "exists");
  const out: string[] = [];
  for (const kinds of FILTER_KINDS) {
    const name = names.find((n) => (kinds as readonly string[]).includes(doc.fields[n]!.kind));
    const condition = name === undefined ? undefined : filterCondition(name, doc.fields[name]!, variant);
    if (condition !== undefined) out.push(condition);
  }
  return out;
}

/** The sortable field an example sorts by: a date, else a number, else any non-id sortable field. */
function sortExample(doc: DocumentDefinition): string | undefined {
  const sortable = fieldsFor(doc, "sort").filter((n) => doc.fields[n]!.kind !== "id");
  for (const kind of ["date", "number", "integer"]) {
    const found = sortable.find((n) => doc.fields[n]!.kind === kind);
    if (found !== undefined) return found;
  }
  return sortable[0];
}

/**
 * Three to four short calls that are correct for `doc`, built from its own fields: `q` with a
 * filter string (the description's `q` line shows a plain `q`), a structured node with a sort, a count, and a function score, as far as
 * the fields allow.
 */
export function exampleCalls(doc: DocumentDefinition, detail: QueryDetail = DEFAULT_QUERY_DETAIL): ExampleCall[] {
  const text = fieldsFor(doc, "fullText");
  const terms = fieldsFor(doc, "terms");
  const sortField = sortExample(doc);
  const conditions = filterConditions(doc, 1);
  const calls: ExampleCall[] = [];

  if (conditions.length > 0) {
    const filter = conditions.slice(0, 2).join(" and ");
    calls.push(text.length > 0 ? { v: 1, q: "words", filter, limit: 5 } : { v: 1, filter, limit: 5 });
  }
  const sort = sortField !== undefined ? { sort: [{ field: sortField, order: "desc" }] } : {};
  if (text.length > 0) {
    calls.push({ v: 1, query: { type: "phrase", field: text[0], terms: ["exact", "words"], slop: 1 }, ...sort });
  } else if (terms.length > 0) {
    const node = offersNodeType(detail, "prefix")
      ? { type: "prefix", field: terms[0], value: "val" }
      : { type: "phrase", field: terms[0], terms: ["value"] };
    calls.push({ v: 1, query: node, ...sort });
  }
  const ranged = offersNodeType(detail, "range")
    ? (["rangeDate", "rangeNumber", "rangeInteger", "rangeKeyword"] as const).flatMap((use) =>
        offersFieldUse(detail, use) ? fieldsFor(doc, use) : [],
      )
    : [];
  if (ranged.length > 0) {
    const name = ranged[0]!;
    const count = propertiesLeftOut(detail, "root").includes("countExactly") ? {} : { countExactly: true };
    calls.push({ v: 1, filter: { type: "range", field: name, gte: exampleValue(doc.fields[name]!) }, limit: 0, ...count });
  }
  const decayDate = fieldsFor(doc, "decayDate");
  const factor = fieldsFor(doc, "fieldValueFactor").filter((n) => doc.fields[n]!.kind !== "boolean");
  const inner = text.length > 0 && offersNodeType(detail, "text") ? { query: { type: "text", text: "words" } } : {};
  const scores = offersNodeType(detail, "functionScore");
  if (scores && decayDate.length > 0) {
    calls.push({
      v: 1,
      query: { type: "functionScore", ...inner, functions: [{ type: "gauss", field: decayDate[0], origin: "2024-06-01", scale: 30 }] },
    });
  } else if (scores && factor.length > 0 && offersFunctionType(detail, "fieldValueFactor")) {
    calls.push({
      v: 1,
      query: { type: "functionScore", ...inner, functions: [{ type: "fieldValueFactor", field: factor[0], modifier: "log1p" }] },
    });
  }
  // Types with few queryable fields: fill up with calls every type allows.
  const id = idFieldName(doc);
  const idValue = exampleValue(doc.fields[id]!);
  const otherId = typeof idValue === "number" ? idValue + 1 : "id-2";
  const idTerms = offersFieldUse(detail, typeof idValue === "number" ? "termInteger" : "termString");
  const fallbacks: ExampleCall[] = [
    ...(offersNodeType(detail, "matchAll")
      ? [{ v: 1 as const, query: { type: "matchAll" }, limit: 20, offset: 20 }]
      : [{ v: 1 as const, limit: 20, offset: 20 }]),
    ...(idTerms
      ? [
          { v: 1 as const, query: { type: "term", field: id, value: idValue } },
          {
            v: 1 as const,
            filter: {
              type: "bool",
              should: [
                { type: "term", field: id, value: idValue },
                { type: "term", field: id, value: otherId },
              ],
            },
            sort: [{ field: id, order: "asc" }],
          },
        ]
      : [
          {
            v: 1 as const,
            filter: `${id} in [${JSON.stringify(idValue)}, ${JSON.stringify(otherId)}]`,
            sort: [{ field: id, order: "asc" }],
          },
        ]),
  ];
  for (const call of fallbacks) if (calls.length < 3) calls.push(call);
  return calls.slice(0, 5);
}

/**
 * One call with aggregations over `doc`'s own fields, when `detail` offers them: no hits, a
 * `terms` over a keyword (or boolean) field with a `stats` per bucket when a numeric field allows,
 * else a `stats` or a `histogram` alone. Undefined when the document has nothing to aggregate.
 */
export function exampleAggsCall(doc: DocumentDefinition, detail: QueryDetail = DEFAULT_QUERY_DETAIL): ExampleCall | undefined {
  if (!offersAggs(detail)) return undefined;
  const grouped = fieldsFor(doc, "aggTerms")[0];
  const measured = fieldsFor(doc, "aggMetric").find((n) => doc.fields[n]!.kind !== "date") ?? fieldsFor(doc, "aggMetric")[0];
  const stats = measured === undefined ? undefined : { type: "stats", field: measured };
  if (grouped !== undefined)
    return {
      v: 1,
      limit: 0,
      aggs: {
        [`by_${grouped}`]: { type: "terms", field: grouped, size: 5, ...(stats !== undefined ? { aggs: { [measured!]: stats } } : {}) },
      },
    };
  if (stats !== undefined) return { v: 1, limit: 0, aggs: { [measured!]: stats } };
  return undefined;
}
