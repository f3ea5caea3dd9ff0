import { ANALYZER_NAMES } from "../analysis-settings.js";
import type { MappingFieldKind } from "./field-kind.js";

/** The position gap between the values of an array text field, as the embedded engine's. */
export const POSITION_INCREMENT_GAP = 100;

/** Full text with the field's analyser (`oneindex_english` or `oneindex_standard`). */
export const textKind: MappingFieldKind<"text"> = {
  kind: "text",
  property: (field) => ({
    type: "text",
    analyzer: ANALYZER_NAMES[field.analyzer ?? "english"],
    position_increment_gap: POSITION_INCREMENT_GAP,
  }),
};
