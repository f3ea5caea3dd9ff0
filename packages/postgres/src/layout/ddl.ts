import type { TableLayout } from "./table-layout.js";

/**
 * The statements that create what searching needs. With `existing`, the main table is taken as it
 * is (its columns must have the types listed in the leading comment) and only the side tables and
 * indexes are created. Identifiers come from the layout, already quoted; nothing else is spliced.
 */
export function ddlFor(layout: TableLayout, options: { readonly existing?: boolean } = {}): string[] {
  const statements: string[] = [];
  const columns: string[] = [];
  for (const field of layout.fields.values())
    if (field.ownsColumns)
      for (const column of field.columns) columns.push(`${column} ${field.sqlType}${field.field.kind === "id" ? " PRIMARY KEY" : ""}`);
  columns.push(`${layout.source} json NOT NULL`);
  if (options.existing === true) statements.push(`-- ${layout.main} must have these columns:\n--   ${columns.join(",\n--   ")}`);
  else statements.push(`CREATE TABLE ${layout.main} (\n  ${columns.join(",\n  ")}\n)`);
  statements.push(
    `CREATE TABLE ${layout.postings} (\n  field text NOT NULL,\n  term text COLLATE "C" NOT NULL,\n  doc ${layout.idType} NOT NULL,\n  tf integer NOT NULL,\n  len integer NOT NULL,\n  positions integer[],\n  PRIMARY KEY (field, term, doc)\n)`,
    `CREATE INDEX ON ${layout.postings} (doc)`,
    `CREATE TABLE ${layout.terms} (\n  field text NOT NULL,\n  term text COLLATE "C" NOT NULL,\n  df integer NOT NULL,\n  PRIMARY KEY (field, term)\n)`,
    `CREATE TABLE ${layout.stats} (\n  field text PRIMARY KEY,\n  docs bigint NOT NULL,\n  tokens bigint NOT NULL\n)`,
  );
  const indexed = new Set<string>();
  for (const field of layout.fields.values()) {
    if (field.field.kind === "id" || field.columns.length === 0) continue;
    if (!field.field.filterable && !field.field.sortable && field.field.kind !== "keyword") continue;
    for (const column of field.columns)
      if (!indexed.has(column) && indexed.add(column))
        statements.push(`CREATE INDEX ON ${layout.main} ${field.field.array ? `USING gin (${column})` : `(${column})`}`);
  }
  return statements;
}
