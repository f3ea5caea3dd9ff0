import { columnProperty, type MappingFieldKind } from "./field-kind.js";

/**
 * The date format of every date field: ISO 8601, what documents and requests carry. Not
 * `||epoch_millis`: the definition takes dates as ISO strings only, and a number would be read as
 * epoch milliseconds where the embedded engine refuses it.
 */
export const DATE_FORMAT = "strict_date_optional_time";

/** A `date` in {@link DATE_FORMAT}. */
export const dateKind: MappingFieldKind<"date"> = {
  kind: "date",
  property: (field) => columnProperty(field, { type: "date", format: DATE_FORMAT }),
};
