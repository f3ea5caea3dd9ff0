import { PostgresIndex, type PostgresClientLike } from "@oneindex/postgres";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { SearchIndex, type DocumentDefinition } from "oneindex";
import { loadDefinition } from "../../src/load-definition.js";

/** The invoice definition file the Postgres tests point `--definition` at. */
export const INVOICE_DEFINITION = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "invoice.definition.json");

/** A few invoices (every one valid for the definition). */
export const INVOICES = [
  { id: "1", customer: "acme", notes: "Late delivery of steel beams", tags: ["steel"], total: 1200, issued: "2024-03-01", paid: true },
  { id: "2", customer: "globex", notes: "Steel pipes, partial shipment", tags: ["steel", "pipe"], total: 300, issued: "2024-04-11" },
  { id: "3", customer: "acme", notes: "Copper wire and steel nails", total: 95, issued: "2024-05-20", paid: false },
  { id: "4", customer: "initech", notes: "Consulting about wire racks", total: 4500, office: { lat: 52.5, lng: 13.4 } },
  // Enough long notes that a search for "inventory" passes the size gate's smallest bound.
  ...Array.from({ length: 30 }, (_, i) => ({
    id: `b${i}`,
    customer: "umbrella",
    notes: `Inventory count ${i}: bolts, washers, brackets and hinges, counted twice and checked against the ledger of the inventory`,
    total: 10 + i,
  })),
];

/** The definition `--definition` reads, and the same documents in a `PostgresIndex` table (created here) and an embedded index. */
export async function fillInvoices(
  client: PostgresClientLike,
  table: string,
): Promise<{ definition: DocumentDefinition; postgres: PostgresIndex<DocumentDefinition>; embedded: SearchIndex<DocumentDefinition> }> {
  const { definition } = await loadDefinition(INVOICE_DEFINITION);
  const postgres = new PostgresIndex(definition, { client, table });
  await postgres.dropTable();
  await postgres.createTable();
  await postgres.addDocuments(INVOICES as never[]);
  const embedded = new SearchIndex(definition);
  embedded.add(INVOICES as never[]);
  return { definition, postgres, embedded };
}
