import type { DocumentDefinition, FieldDefinition, FieldMap } from "./field-definition.js";

/** A point on the Earth in degrees. */
export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** The JavaScript value of one field value of kind K. */
export type FieldValue<F extends FieldDefinition> = F["kind"] extends "id"
  ? F["idType"] extends "integer"
    ? number
    : string
  : F["kind"] extends "text" | "keyword"
    ? string
    : F["kind"] extends "integer" | "number"
      ? number
      : F["kind"] extends "date"
        ? string | Date
        : F["kind"] extends "boolean"
          ? boolean
          : F["kind"] extends "geoPoint"
            ? GeoPoint
            : unknown;

type WithArray<F extends FieldDefinition> = F["array"] extends true ? readonly FieldValue<F>[] : FieldValue<F>;

type IdKeys<M extends FieldMap> = { [K in keyof M]: M[K]["kind"] extends "id" ? K : never }[keyof M];

/** The document type described by a definition: the id is required, every other field optional (absent or null means missing). */
export type InferDocument<D> =
  D extends DocumentDefinition<infer M>
    ? { -readonly [K in IdKeys<M>]: FieldValue<M[K]> } & { -readonly [K in Exclude<keyof M, IdKeys<M>>]?: WithArray<M[K]> | null }
    : never;
