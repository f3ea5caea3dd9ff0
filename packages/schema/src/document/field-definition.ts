/** The kinds of field a document definition can hold. */
export const FIELD_KINDS = ["id", "text", "keyword", "integer", "number", "date", "boolean", "geoPoint", "stored"] as const;

/** One of {@link FIELD_KINDS}. */
export type FieldKind = (typeof FIELD_KINDS)[number];

/** The analysers a `text` field can use. `english` folds case and diacritics, drops stop words and stems; `standard` does not stem or drop stop words. */
export const ANALYZERS = ["english", "standard"] as const;
/** One of {@link ANALYZERS}. */
export type AnalyzerName = (typeof ANALYZERS)[number];

/** The JSON type of an identifier. */
export type IdType = "string" | "integer";

/**
 * One field of a document definition, fully resolved: every flag is present, so a definition built
 * with {@link Field} and one read with `documentSchemaFromJSON` are the same data.
 */
export interface FieldDefinition<K extends FieldKind = FieldKind, A extends boolean = boolean, F extends boolean = boolean> {
  /** What the field holds. */
  readonly kind: K;
  /** Whether a document may hold several values (a JSON array). Never true for `id`. */
  readonly array: A;
  /** Whether the field can be used in queries and filters. Always true for `id`, `text` and `keyword`. */
  readonly filterable: F;
  /** Whether results can be sorted by the field. */
  readonly sortable: boolean;
  /** Text shown to the model in the schema and the tool description. */
  readonly description?: string;
  /** For `id`: the JSON type of identifiers. */
  readonly idType?: IdType;
  /** For `text`: the analyser. Default `english`. */
  readonly analyzer?: AnalyzerName;
  /**
   * For `text`: present (true) when the field also has a keyword sub-field, `<name>.keyword`,
   * fed from the same value (exact terms, sorting, counts), as Elasticsearch's `fields.keyword`.
   */
  readonly keyword?: true;
  /** For a keyword sub-field (`title.keyword`): the text field whose values it indexes. Documents never hold it. */
  readonly subFieldOf?: string;
}

/** The fields of a definition, by name. */
export type FieldMap = { readonly [name: string]: FieldDefinition };

/** A typed document definition: plain JSON-serialisable data. */
export interface DocumentDefinition<M extends FieldMap = FieldMap> {
  /** The type's name, used in the tool name (`search_<name>`). */
  readonly name: string;
  /** The fields, by name, in declaration order. */
  readonly fields: M;
  /** Text shown to the model in the tool description. */
  readonly description?: string;
}
