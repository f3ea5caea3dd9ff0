import { defineDocument, Field } from "@oneindex/schema";

/** Every field kind and flag. */
export const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true }),
  tags: Field.keyword({ array: true }),
  notes: Field.text(),
  lines: Field.text({ array: true, analyzer: "standard" }),
  total: Field.number({ filterable: true, sortable: true }),
  count: Field.integer({ filterable: true }),
  issued: Field.date({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
  office: Field.geoPoint({ filterable: true }),
  rank: Field.integer({ sortable: true }),
  weightKg: Field.number(),
  pdf: Field.stored(),
});
