import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import { idFieldName } from "@oneindex/schema/internal";
import { analyzersFor } from "../analysis/index.js";
import type { Analyzer } from "../analysis/index.js";

/** Field names mapped to dense numbers (declaration order), with each field's definition and analyser (the index's own). */
export interface FieldTable {
  readonly doc: DocumentDefinition;
  readonly names: readonly string[];
  readonly numbers: ReadonlyMap<string, number>;
  readonly definitions: readonly FieldDefinition[];
  readonly analyzers: readonly Analyzer[];
  readonly idField: number;
  readonly idName: string;
}

/** Numbers the fields of a definition. */
export function fieldTable(doc: DocumentDefinition): FieldTable {
  const names = Object.keys(doc.fields);
  const definitions = names.map((n) => doc.fields[n]!);
  const idName = idFieldName(doc);
  return {
    doc,
    names,
    numbers: new Map(names.map((n, i) => [n, i])),
    definitions,
    analyzers: analyzersFor(definitions),
    idField: names.indexOf(idName),
    idName,
  };
}
