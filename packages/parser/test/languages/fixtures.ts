import { defineDocument, Field } from "@oneindex/schema";

/** The SPEC's invoice: every field kind. */
export const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true }),
  notes: Field.text(),
  lines: Field.text({ array: true }),
  total: Field.number({ filterable: true, sortable: true }),
  count: Field.integer({ filterable: true }),
  issued: Field.date({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
  office: Field.geoPoint({ filterable: true }),
  pdf: Field.stored(),
});

/** One text field only. */
export const Note = defineDocument("Note", { id: Field.id(), body: Field.text() });

/** No full-text field: q words go to the keyword fields. */
export const Sku = defineDocument("Sku", {
  id: Field.id(),
  code: Field.keyword(),
  brand: Field.keyword(),
  price: Field.number({ filterable: true }),
});

/** Nothing to search words in. */
export const Reading = defineDocument("Reading", { id: Field.id({ type: "integer" }), value: Field.number({ filterable: true }) });

/** The origin of a node written at `offset` for `length` characters. */
export const at = (path: string, offset: number, length: number) => ({ path, offset, length });
