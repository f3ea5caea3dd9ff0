import { defineDocument, Field, SearchIndex } from "oneindex";

/** The document type every adapter test searches. */
export const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true }),
  notes: Field.text(),
  total: Field.number({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
});

/** A fresh index of three invoices: two mention steel, one of them unpaid (inv-1). */
export function invoices(): SearchIndex<typeof Invoice> {
  const index = new SearchIndex(Invoice);
  index.add([
    { id: "inv-1", customer: "acme", notes: "Late delivery of steel beams", total: 1200, paid: false },
    { id: "inv-2", customer: "globex", notes: "Steel pipes, delivered on time", total: 300, paid: true },
    { id: "inv-3", customer: "initech", notes: "Printer paper", total: 40, paid: true },
  ]);
  return index;
}

/** The scripted model's calls, in order: valid, invalid (a misspelt filter field), corrected. */
export const VALID = { v: 1, q: "steel" };
export const INVALID = { v: 1, q: "steel", filter: "payd = false" };
export const CORRECTED = { v: 1, q: "steel", filter: "paid = false" };
