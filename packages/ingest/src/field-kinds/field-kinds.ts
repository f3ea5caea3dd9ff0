import type { FieldKind } from "@oneindex/schema";
import { booleanKind } from "./boolean.js";
import { dateKind } from "./date.js";
import type { IngestFieldKind } from "./field-kind.js";
import { geoPointKind } from "./geo-point.js";
import { idKind } from "./id.js";
import { integerKind } from "./integer.js";
import { keywordKind } from "./keyword.js";
import { numberKind } from "./number.js";
import { storedKind } from "./stored.js";
import { textKind } from "./text.js";

/** How data files are read into each field kind. A mapped type over {@link FieldKind}: a new kind does not compile until it has its file here. */
export const INGEST_FIELD_KINDS: { readonly [K in FieldKind]: IngestFieldKind<K> } = {
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
