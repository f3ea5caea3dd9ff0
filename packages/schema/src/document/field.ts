import { SCHEMA_FIELD_KINDS } from "../field-kinds/field-kinds.js";
import type { AnalyzerName, FieldDefinition, IdType } from "./field-definition.js";

/** Options shared by every queryable field kind. */
export interface FieldOptions {
  /** Let the field be used in queries and filters. Default false (text and keyword are always queryable). */
  readonly filterable?: boolean;
  /** Let results be sorted by the field. Default false. */
  readonly sortable?: boolean;
  /** Let a document hold several values. Default false. */
  readonly array?: boolean;
  /** Shown to the model in the schema and the tool description. */
  readonly description?: string;
}

/** Options of a `text` field. */
export interface TextFieldOptions extends Omit<FieldOptions, "sortable"> {
  /** The analyser: `english` (default) or `standard`. */
  readonly analyzer?: AnalyzerName;
  /**
   * Also index each value whole as a keyword sub-field named `<name>.keyword` (term and `in`
   * filters, sorting unless `array`, `terms` and `cardinality` aggregations), as Elasticsearch's
   * dynamic mapping does for strings. Default false.
   */
  readonly keyword?: boolean;
}

/** Options of an `id` field. */
export interface IdFieldOptions {
  /** The JSON type of identifiers: `string` (default) or `integer`. */
  readonly type?: IdType;
  /** Shown to the model. */
  readonly description?: string;
}

/** Options of a `stored` field. */
export interface StoredFieldOptions {
  /** Documentation only: a stored field is never shown to the model. */
  readonly description?: string;
}

type Flag<O, K extends keyof O, D extends boolean> = O extends { readonly [P in K]: infer V }
  ? V extends boolean
    ? boolean extends V
      ? boolean
      : V
    : D
  : D;

type Built<K extends FieldDefinition["kind"], O, F extends boolean = Flag<O, "filterable" & keyof O, false>> = FieldDefinition<
  K,
  Flag<O, "array" & keyof O, false>,
  F
>;

function build<K extends FieldDefinition["kind"]>(
  kind: K,
  options: FieldOptions & { analyzer?: AnalyzerName; type?: IdType; keyword?: boolean },
): FieldDefinition<K> {
  const field: {
    kind: K;
    array: boolean;
    filterable: boolean;
    sortable: boolean;
    description?: string;
    idType?: IdType;
    analyzer?: AnalyzerName;
    keyword?: true;
  } = {
    kind,
    array: options.array ?? false,
    filterable: SCHEMA_FIELD_KINDS[kind].filterable === "always" || (options.filterable ?? false),
    sortable: options.sortable ?? false,
  };
  if (options.description !== undefined) field.description = options.description;
  if (kind === "id") field.idType = options.type ?? "string";
  if (kind === "text") field.analyzer = options.analyzer ?? "english";
  if (kind === "text" && options.keyword === true) field.keyword = true;
  return field;
}

/** The id type options ask for: `integer` only when they say so. */
type IdTypeOf<O> = O extends { readonly type: "integer" } ? "integer" : "string";

/** An `id` field as `Field.id` builds it: its `idType` in the type too, so `InferDocument` gives a number id for `integer`. */
export type IdFieldDefinition<T extends IdType = IdType> = FieldDefinition<"id", false, true> & { readonly idType: T };

/** Builders for the fields of a document definition. Each returns plain data. */
export const Field = {
  /** The identifier: exactly one per definition; a string (default) or an integer. Always queryable and sortable. */
  id<const O extends IdFieldOptions = {}>(options?: O): IdFieldDefinition<IdTypeOf<O>> {
    const o: IdFieldOptions = options ?? {};
    const field = build("id", { ...(o.description !== undefined ? { description: o.description } : {}), type: o.type ?? "string" });
    return { ...field, array: false, filterable: true, sortable: true } as IdFieldDefinition<IdTypeOf<O>>;
  },
  /** Full text: analysed into terms, positions kept for phrases and highlights. Always queryable. */
  text<const O extends TextFieldOptions = {}>(options?: O): Built<"text", O, true> {
    return build("text", { ...(options ?? {}), sortable: false }) as Built<"text", O, true>;
  },
  /** An exact-match string (a tag, a name, a code). Always queryable. */
  keyword<const O extends FieldOptions = {}>(options?: O): Built<"keyword", O, true> {
    return build("keyword", options ?? {}) as Built<"keyword", O, true>;
  },
  /** A whole number with int64 semantics (values must be safe integers in JavaScript). */
  integer<const O extends FieldOptions = {}>(options?: O): Built<"integer", O> {
    return build("integer", options ?? {}) as Built<"integer", O>;
  },
  /** A finite floating-point number. */
  number<const O extends FieldOptions = {}>(options?: O): Built<"number", O> {
    return build("number", options ?? {}) as Built<"number", O>;
  },
  /** A calendar date or instant, as an ISO 8601 string (`2024-03-01` or `2024-03-01T12:00:00Z`). */
  date<const O extends FieldOptions = {}>(options?: O): Built<"date", O> {
    return build("date", options ?? {}) as Built<"date", O>;
  },
  /** true or false. */
  boolean<const O extends FieldOptions = {}>(options?: O): Built<"boolean", O> {
    return build("boolean", options ?? {}) as Built<"boolean", O>;
  },
  /** A point on the Earth as `{ lat, lng }` in degrees. */
  geoPoint<const O extends Omit<FieldOptions, "sortable"> = {}>(options?: O): Built<"geoPoint", O> {
    return build("geoPoint", { ...(options ?? {}), sortable: false }) as Built<"geoPoint", O>;
  },
  /** Any JSON value kept with the document and returned, never queryable. */
  stored(options?: StoredFieldOptions): FieldDefinition<"stored", false, false> {
    return build("stored", options?.description !== undefined ? { description: options.description } : {}) as FieldDefinition<
      "stored",
      false,
      false
    >;
  },
} as const;
