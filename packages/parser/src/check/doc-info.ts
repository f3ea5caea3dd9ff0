import { QUERY_DETAILS, type DocumentDefinition, type FunctionKind, type NodeKind, type QueryDetail } from "@oneindex/schema";
import {
  FIELD_USES,
  FUNCTION_KIND_NAMES,
  FUNCTION_KINDS,
  NODE_KIND_NAMES,
  NODE_KINDS,
  ROOT_FIELD_USES,
  fieldsFor,
  idFieldName,
  offersFieldUse,
  offersFunctionType,
  offersHighlightOptions,
  offersNodeType,
  propertiesLeftOut,
  type FieldUse,
  type KindEntry,
} from "@oneindex/schema/internal";

/** Node kinds a query can contain, in the order messages list them: the keys of the schema's `NODE_KINDS`. */
export const NODE_TYPES: readonly NodeKind[] = NODE_KIND_NAMES;
/** A node `type`. */
export type NodeTypeName = NodeKind;

/** Score-function kinds, in the order messages list them: the keys of the schema's `FUNCTION_KINDS`. */
export const FUNCTION_TYPES: readonly FunctionKind[] = FUNCTION_KIND_NAMES;
/** A function `type`. */
export type FunctionTypeName = FunctionKind;

/** The kinds of `table` that take fields, with their uses (a kind taking no field has no entry and is always offered). */
function fieldUsesOf<K extends string>(table: Readonly<Record<K, KindEntry>>): Partial<Record<K, readonly FieldUse[]>> {
  const out: Partial<Record<K, readonly FieldUse[]>> = {};
  for (const kind of Object.keys(table) as K[]) if (table[kind].uses.length > 0) out[kind] = table[kind].uses;
  return out;
}

/** The field uses whose fields each node kind takes (no entry: the kind takes no field and is always offered). */
export const NODE_FIELD_USES: Partial<Record<NodeTypeName, readonly FieldUse[]>> = fieldUsesOf(NODE_KINDS);

/** The field uses whose fields each function kind takes. */
export const FUNCTION_FIELD_USES: Partial<Record<FunctionTypeName, readonly FieldUse[]>> = fieldUsesOf(FUNCTION_KINDS);

/** Aggregation kinds, in the order messages list them. */
export const AGG_TYPES = ["terms", "histogram", "dateHistogram", "range", "stats", "cardinality", "geoDistance"] as const;
/** An aggregation `type`. */
export type AggTypeName = (typeof AGG_TYPES)[number];

/** The field uses whose fields each aggregation kind takes (every kind takes a field). */
export const AGG_FIELD_USES: Readonly<Record<AggTypeName, readonly FieldUse[]>> = {
  terms: ["aggTerms"],
  histogram: ["aggNumber"],
  dateHistogram: ["aggDate"],
  range: ["aggNumber", "aggDate"],
  stats: ["aggMetric"],
  cardinality: ["aggCardinality"],
  geoDistance: ["aggGeo"],
};

/** The key of an aggregation kind in {@link DocInfo.nodeFields} (`range aggregation`: distinct from the `range` node), as messages name it. */
export const aggKind = (type: string): string => `${type} aggregation`;

/** What the checkers need to know about one document definition, computed once per definition. */
export interface DocInfo {
  readonly doc: DocumentDefinition;
  /** The detail of the language this parse accepts (`DETAIL_LEAVES_OUT` says what each leaves out). */
  readonly detail: QueryDetail;
  /** Whether `highlight` may be an options object (else only a boolean). */
  readonly highlightOptions: boolean;
  readonly idField: string;
  /** Fields by use (a Set for lookups, an array for messages in declaration order). */
  readonly fieldSets: Readonly<Record<FieldUse, ReadonlySet<string>>>;
  readonly fieldLists: Readonly<Record<FieldUse, readonly string[]>>;
  /** Fields each node and function kind takes, in declaration order. */
  readonly nodeFields: ReadonlyMap<string, readonly string[]>;
  readonly nodeFieldSets: ReadonlyMap<string, ReadonlySet<string>>;
  /** Node kinds the document offers (those whose fields exist, and those taking no field). */
  readonly nodeTypes: readonly NodeTypeName[];
  readonly nodeTypeSet: ReadonlySet<string>;
  /** Function kinds the document offers. */
  readonly functionTypes: readonly FunctionTypeName[];
  readonly functionTypeSet: ReadonlySet<string>;
  /** Aggregation kinds offered (the detail offers `aggs` and the document has a field the kind takes), in {@link AGG_TYPES} order. */
  readonly aggTypes: readonly AggTypeName[];
  readonly aggTypeSet: ReadonlySet<string>;
  /** Every field name, for suggestions. */
  readonly allFields: readonly string[];
  /** The properties a node or function kind (or `highlight`) takes at this detail: `all` without those the detail leaves out. */
  keys(kind: string, all: ReadonlySet<string>): ReadonlySet<string>;
}

const ALL_USES = Object.keys(FIELD_USES) as readonly FieldUse[];

const caches = Object.fromEntries(QUERY_DETAILS.map((d) => [d, new WeakMap<DocumentDefinition, DocInfo>()])) as Readonly<
  Record<QueryDetail, WeakMap<DocumentDefinition, DocInfo>>
>;

function fieldsOfUses(lists: Record<FieldUse, readonly string[]>, doc: DocumentDefinition, uses: readonly FieldUse[]): string[] {
  const set = new Set<string>();
  for (const use of uses) for (const name of lists[use]) set.add(name);
  return Object.keys(doc.fields).filter((name) => set.has(name));
}

/** The definition parsed last: most applications parse calls of one definition, so this skips the WeakMap. */
let last: DocInfo | undefined;

/** The {@link DocInfo} of a definition at a detail (cached per definition object and detail). */
export function docInfo(doc: DocumentDefinition, detail: QueryDetail): DocInfo {
  if (last !== undefined && last.doc === doc && last.detail === detail) return last;
  const cache = caches[detail];
  const cached = cache.get(doc);
  if (cached !== undefined) return (last = cached);
  const fieldLists = {} as Record<FieldUse, readonly string[]>;
  const fieldSets = {} as Record<FieldUse, ReadonlySet<string>>;
  for (const use of ALL_USES) {
    fieldLists[use] = offersFieldUse(detail, use) ? fieldsFor(doc, use) : [];
    fieldSets[use] = new Set(fieldLists[use]);
  }
  const nodeFields = new Map<string, readonly string[]>();
  const nodeFieldSets = new Map<string, ReadonlySet<string>>();
  // `q` takes every full-text field and names none, so "this field works with …" hints leave it out.
  const otherUses: [string, readonly FieldUse[]][] = [
    ["highlight", ROOT_FIELD_USES.highlight],
    ["sort", ROOT_FIELD_USES.sort],
  ];
  const aggUses = Object.entries(AGG_FIELD_USES).map(([type, uses]): [string, readonly FieldUse[]] => [aggKind(type), uses]);
  for (const [kind, uses] of [...Object.entries(NODE_FIELD_USES), ...Object.entries(FUNCTION_FIELD_USES), ...otherUses, ...aggUses]) {
    const list = fieldsOfUses(fieldLists, doc, uses);
    nodeFields.set(kind, list);
    nodeFieldSets.set(kind, new Set(list));
  }
  const nodeTypes = NODE_TYPES.filter(
    (t) => offersNodeType(detail, t) && (NODE_FIELD_USES[t] === undefined || nodeFields.get(t)!.length > 0),
  );
  // A kind the detail leaves out takes no field, so "this field works with …" hints name only offered kinds.
  for (const kind of [...Object.keys(NODE_FIELD_USES), ...Object.keys(FUNCTION_FIELD_USES)]) {
    if (kind in NODE_FIELD_USES ? !offersNodeType(detail, kind) : !offersFunctionType(detail, kind)) {
      nodeFields.set(kind, []);
      nodeFieldSets.set(kind, new Set());
    }
  }
  const aggTypes = AGG_TYPES.filter((t) => nodeFields.get(aggKind(t))!.length > 0);
  const keySets = new Map<string, ReadonlySet<string>>();
  const functionTypes = FUNCTION_TYPES.filter(
    (t) => offersFunctionType(detail, t) && (FUNCTION_FIELD_USES[t] === undefined || nodeFields.get(t)!.length > 0),
  );
  const info: DocInfo = {
    doc,
    detail,
    highlightOptions: offersHighlightOptions(detail),
    keys: (kind, all) => {
      const known = keySets.get(kind);
      if (known !== undefined) return known;
      const leftOut = propertiesLeftOut(detail, kind);
      const keys = leftOut.length === 0 ? all : new Set([...all].filter((k) => !leftOut.includes(k)));
      keySets.set(kind, keys);
      return keys;
    },
    idField: idFieldName(doc),
    fieldSets,
    fieldLists,
    nodeFields,
    nodeFieldSets,
    nodeTypes,
    nodeTypeSet: new Set(nodeTypes),
    functionTypes,
    functionTypeSet: new Set(functionTypes),
    aggTypes,
    aggTypeSet: new Set(aggTypes),
    allFields: Object.keys(doc.fields),
  };
  cache.set(doc, info);
  return (last = info);
}

/** The node kinds a field can be used in, for "this field takes …" hints. */
export function kindsTakingField(info: DocInfo, field: string): string[] {
  const kinds: string[] = [];
  for (const [kind, set] of info.nodeFieldSets) if (set.has(field)) kinds.push(kind);
  return kinds;
}
