/**
 * The field uses are read from each kind's file in `src/field-kinds/`. These are the predicates
 * `FIELD_USES` held before that move, written out by kind: every kind, with every flag and id
 * type, allows exactly the uses it allowed then.
 */
import { describe, expect, it } from "vitest";
import { FIELD_KINDS, type FieldDefinition } from "../src/index.js";
import { FIELD_USES, type FieldUse } from "../src/document/field-uses.js";
import { SCHEMA_FIELD_KINDS, schemaFieldKind } from "../src/field-kinds/field-kinds.js";

const numeric = (f: FieldDefinition) => f.kind === "integer" || f.kind === "number";
const BEFORE: { readonly [U in FieldUse]: (f: FieldDefinition) => boolean } = {
  termString: (f) => (f.kind === "id" && f.idType === "string") || f.kind === "keyword" || f.kind === "text",
  termInteger: (f) => (f.kind === "id" && f.idType === "integer") || (f.kind === "integer" && f.filterable),
  termNumber: (f) => f.kind === "number" && f.filterable,
  termDate: (f) => f.kind === "date" && f.filterable,
  termBoolean: (f) => f.kind === "boolean" && f.filterable,
  terms: (f) => f.kind === "text" || f.kind === "keyword",
  fullText: (f) => f.kind === "text",
  rangeInteger: (f) => f.kind === "integer" && f.filterable,
  rangeNumber: (f) => f.kind === "number" && f.filterable,
  rangeDate: (f) => f.kind === "date" && f.filterable,
  rangeKeyword: (f) => f.kind === "keyword",
  exists: (f) => f.kind !== "id" && f.kind !== "stored" && f.filterable,
  sort: (f) => f.sortable,
  fieldValueFactor: (f) => (numeric(f) || f.kind === "date" || f.kind === "boolean") && f.filterable,
  decayNumber: (f) => numeric(f) && f.filterable,
  decayDate: (f) => f.kind === "date" && f.filterable,
  decayGeo: (f) => f.kind === "geoPoint" && f.filterable,
  aggTerms: (f) => f.kind === "keyword" || (f.kind === "boolean" && f.filterable),
  aggNumber: (f) => numeric(f) && f.filterable,
  aggDate: (f) => f.kind === "date" && f.filterable,
  aggMetric: (f) => (numeric(f) || f.kind === "date") && f.filterable,
  // Added with issue 33: cardinality takes keyword fields too.
  aggCardinality: (f) => f.kind === "keyword" || ((numeric(f) || f.kind === "date") && f.filterable),
  aggGeo: (f) => f.kind === "geoPoint" && f.filterable,
  queryable: (f) => f.kind !== "stored" && f.filterable,
};

/** Every kind with every combination of flags, and ids of both types and of none. */
function everyField(): FieldDefinition[] {
  const out: FieldDefinition[] = [];
  for (const kind of FIELD_KINDS)
    for (const filterable of [false, true])
      for (const sortable of [false, true])
        for (const array of [false, true])
          for (const idType of kind === "id" ? (["string", "integer", undefined] as const) : [undefined]) {
            out.push({ kind, filterable, sortable, array, ...(idType === undefined ? {} : { idType }) });
          }
  return out;
}

describe("field kinds", () => {
  it("has a file for every kind, under its own name", () => {
    expect(Object.keys(SCHEMA_FIELD_KINDS)).toEqual([...FIELD_KINDS]);
    for (const kind of FIELD_KINDS) expect(SCHEMA_FIELD_KINDS[kind].kind).toBe(kind);
  });

  it("allows each use for exactly the fields it allowed before the per-kind files", () => {
    const fields = everyField();
    expect(fields.length).toBe(FIELD_KINDS.length * 8 + 16);
    for (const use of Object.keys(BEFORE) as FieldUse[]) {
      for (const field of fields)
        expect({ use, field, allowed: FIELD_USES[use](field) }).toEqual({ use, field, allowed: BEFORE[use](field) });
    }
  });

  it("allows nothing for a kind that is not one (a definition not yet checked)", () => {
    const odd = { kind: "constructor", filterable: true, sortable: false, array: false } as unknown as FieldDefinition;
    expect(schemaFieldKind("constructor")).toBeUndefined();
    expect(FIELD_USES.queryable(odd)).toBe(false);
    expect(FIELD_USES.exists(odd)).toBe(false);
  });
});
