import type { FieldKind } from "../document/field-definition.js";
import { booleanKind } from "./boolean.js";
import { dateKind } from "./date.js";
import type { SchemaFieldKind } from "./field-kind.js";
import { geoPointKind } from "./geo-point.js";
import { idKind } from "./id.js";
import { integerKind } from "./integer.js";
import { keywordKind } from "./keyword.js";
import { numberKind } from "./number.js";
import { storedKind } from "./stored.js";
import { textKind } from "./text.js";

/**
 * Every field kind's rules, by kind: the uses it allows, its document value check, its example and
 * its label. A mapped type over {@link FieldKind}, so a kind added to `FIELD_KINDS` does not compile
 * until it has its file here (and in every other package's field-kind registry).
 */
export const SCHEMA_FIELD_KINDS: { readonly [K in FieldKind]: SchemaFieldKind<K> } = {
  id: idKind,
  text: textKind,
  keyword: keywordKind,
  integer: integerKind,
  number: numberKind,
  date: dateKind,
  boolean: booleanKind,
  geoPoint: geoPointKind,
  stored: storedKind,
};

/** The rules of `kind`, or undefined for a string that is not a field kind (a definition not yet checked). */
export function schemaFieldKind(kind: string): SchemaFieldKind | undefined {
  return Object.hasOwn(SCHEMA_FIELD_KINDS, kind) ? SCHEMA_FIELD_KINDS[kind as FieldKind] : undefined;
}
