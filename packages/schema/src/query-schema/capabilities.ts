import { checkDefinition } from "../document/check-definition.js";
import type { DocumentDefinition } from "../document/field-definition.js";
import { FIELD_USES, fieldsFor, type FieldUse } from "../document/field-uses.js";
import type { SchemaDefinition } from "./definition.js";
import { AGG_DEFINITIONS, FUNCTION_DEFINITIONS, NODE_DEFINITIONS, SUB_AGG_TYPES } from "./definitions.js";
import { offersFieldUse, offersFunctionType, offersNodeType, readQueryDetail, type QueryDetail } from "./detail.js";

/** One definition a document's schema offers, and the fields it takes. */
export interface DefinitionCapability {
  /** The `$defs` key, e.g. `term_date`. */
  readonly name: string;
  /** The `type` values it accepts. */
  readonly types: readonly string[];
  /** The field use it takes its fields from; absent for definitions without a field. */
  readonly use?: FieldUse;
  /** The fields it accepts, in declaration order; empty for definitions without a field. */
  readonly fields: readonly string[];
}

/**
 * What a query over a document can do: the node and function definitions its schema offers and the
 * fields of every use. `querySchema` is built from this, so a tool description written from it
 * never disagrees with the schema.
 */
export interface QueryCapabilities {
  /** The node definitions offered, in `$defs.node`'s `oneOf` order. */
  readonly nodes: readonly DefinitionCapability[];
  /** The score-function definitions offered, in `$defs.function`'s `oneOf` order. */
  readonly functions: readonly DefinitionCapability[];
  /** The aggregation definitions offered (`$defs.agg`'s `oneOf`); none when the detail leaves `aggs` out or no field takes one. */
  readonly aggs: readonly DefinitionCapability[];
  /** The aggregation definitions a `terms` aggregation may hold per bucket (`$defs.agg_stats`, `$defs.agg_cardinality`, when offered). */
  readonly subAggs: readonly DefinitionCapability[];
  /** The distinct aggregation `type` values offered. */
  readonly aggTypes: readonly string[];
  /** The distinct node `type` values offered. */
  readonly nodeTypes: readonly string[];
  /** The distinct function `type` values offered. */
  readonly functionTypes: readonly string[];
  /** The detail the listing is for. */
  readonly detail: QueryDetail;
  /** The fields of every use of {@link FIELD_USES}, in declaration order (`sort` for sort keys, `fullText` for highlights); a use the detail leaves out has none. */
  readonly fields: { readonly [U in FieldUse]: readonly string[] };
}

function offered(
  definitions: readonly SchemaDefinition[],
  fields: QueryCapabilities["fields"],
  offers: (type: string) => boolean,
): DefinitionCapability[] {
  const out: DefinitionCapability[] = [];
  for (const d of definitions) {
    if (!d.types.some(offers)) continue;
    const taken = d.use === undefined ? [] : fields[d.use];
    if (d.use !== undefined && taken.length === 0) continue;
    out.push(
      d.use === undefined ? { name: d.name, types: d.types, fields: taken } : { name: d.name, types: d.types, use: d.use, fields: taken },
    );
  }
  return out;
}

const distinct = (list: readonly DefinitionCapability[]) => [...new Set(list.flatMap((d) => d.types))];

/**
 * Lists the definitions and fields a query over `definition` can use. A definition is left out
 * when no field of the document could use it, or when `detail` leaves it out. Throws
 * `DefinitionError` for a malformed definition, `RangeError` for an unknown detail.
 */
export function queryCapabilities(definition: DocumentDefinition, detail?: QueryDetail): QueryCapabilities {
  const read = readQueryDetail(detail);
  if ("problem" in read) throw new RangeError(read.problem);
  const doc = checkDefinition(definition);
  const fields = Object.fromEntries(
    (Object.keys(FIELD_USES) as FieldUse[]).map((use) => [use, offersFieldUse(read.detail, use) ? fieldsFor(doc, use) : []]),
  ) as {
    [U in FieldUse]: string[];
  };
  const nodes = offered(NODE_DEFINITIONS, fields, (type) => offersNodeType(read.detail, type));
  const functions = offered(FUNCTION_DEFINITIONS, fields, (type) => offersFunctionType(read.detail, type));
  const aggs = offered(AGG_DEFINITIONS, fields, () => true);
  const subAggs = aggs.filter((d) => d.types.some((t) => SUB_AGG_TYPES.includes(t)));
  return {
    detail: read.detail,
    nodes,
    functions,
    aggs,
    subAggs,
    nodeTypes: distinct(nodes),
    functionTypes: distinct(functions),
    aggTypes: distinct(aggs),
    fields,
  };
}
