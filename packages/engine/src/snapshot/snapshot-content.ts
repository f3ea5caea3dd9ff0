import { DefinitionError, documentSchemaFromJSON } from "@oneindex/schema";
import type { DocumentDefinition } from "@oneindex/schema";
import { DocumentError } from "@oneindex/schema";
import { checkDocuments } from "@oneindex/schema/internal";
import type { FieldTable } from "../store/field-table.js";
import { IndexState } from "../store/index-state.js";
import { decodeContainer, encodeContainer, SnapshotError } from "./container.js";
import { decodeDocuments, encodeDocuments } from "./documents-section.js";
import { decodeTermField, encodeTermField } from "./term-field-section.js";

/** Section names of an index snapshot; each text, keyword and string-id field adds `terms:<field>`. */
export const SNAPSHOT_SECTIONS = { definition: "definition", documents: "documents", termsPrefix: "terms:" } as const;

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

/** JSON with object keys sorted, so equal definitions encode equally. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    );
  });
}

/**
 * The snapshot of an index state, renumbered densely (deleted docs dropped): the definition (to
 * check on load), the live documents as given (JSON, in doc-number order), and per term field its
 * dictionary, postings and positions in binary (`term-field-section.ts`), so loading does not
 * re-analyse text. Columns are rebuilt from the documents (no analysis involved).
 */
export function writeSnapshot(state: IndexState): Uint8Array {
  const docs: unknown[] = [];
  const remap = new Int32Array(state.maxDoc).fill(-1);
  state.sources.forEach((source, d) => {
    if (source === undefined) return;
    remap[d] = docs.length;
    docs.push(source);
  });
  const sections: [string, Uint8Array][] = [
    [SNAPSHOT_SECTIONS.definition, encoder.encode(JSON.stringify(state.table.doc))],
    [SNAPSHOT_SECTIONS.documents, encodeDocuments(docs)],
  ];
  state.stores.forEach((store, f) => {
    if (store.kind === "terms")
      sections.push([SNAPSHOT_SECTIONS.termsPrefix + state.table.names[f]!, encodeTermField(store.index, remap, docs.length)]);
  });
  return encodeContainer(sections);
}

/** Reads a snapshot into a fresh state for `table`'s definition. */
export function readSnapshot(table: FieldTable, bytes: Uint8Array): IndexState {
  const sections = new Map(decodeContainer(bytes));
  const defBytes = sections.get(SNAPSHOT_SECTIONS.definition);
  const docBytes = sections.get(SNAPSHOT_SECTIONS.documents);
  if (defBytes === undefined || docBytes === undefined) throw new SnapshotError({ code: "damaged", reason: "section-table" });
  let saved: DocumentDefinition;
  let docs: unknown;
  try {
    saved = JSON.parse(decoder.decode(defBytes)) as DocumentDefinition;
    docs = decodeDocuments(docBytes);
  } catch (error) {
    throw new SnapshotError({ code: "damaged", reason: "section-table" }, { cause: error });
  }
  checkSameDefinition(table.doc, saved);
  const check = checkDocuments(table, docs);
  if (!check.ok) throw new DocumentError(check.problems);
  const state = new IndexState(table);
  for (const r of check.records) state.insert(r, false);
  state.stores.forEach((store, f) => {
    if (store.kind !== "terms") return;
    const name = SNAPSHOT_SECTIONS.termsPrefix + table.names[f]!;
    const bytes = sections.get(name);
    if (bytes === undefined) throw new SnapshotError({ code: "damaged", reason: "section-table" });
    decodeTermField(store.index, bytes, name, state.maxDoc);
  });
  return state;
}

function checkSameDefinition(expected: DocumentDefinition, saved: DocumentDefinition): void {
  if (canonical(expected) === canonical(saved)) return;
  const fields = saved?.fields ?? {};
  const names = new Set([...Object.keys(expected.fields), ...Object.keys(fields)]);
  for (const name of names) {
    const a = expected.fields[name];
    const b = (fields as Record<string, unknown>)[name];
    if (canonical(a) === canonical(b)) continue;
    const what =
      a === undefined
        ? "is in the snapshot but not in the definition"
        : b === undefined
          ? "is in the definition but not in the snapshot"
          : `is ${canonical(b)} in the snapshot but ${canonical(a)} in the definition`;
    throw new DefinitionError([
      {
        code: "snapshot-definition-mismatch",
        path: `/fields/${name}`,
        message: `/fields/${name}: the snapshot was saved with another definition: field "${name}" ${what}`,
      },
    ]);
  }
  throw new DefinitionError([
    {
      code: "snapshot-definition-mismatch",
      path: "",
      message: `the snapshot was saved with another definition (${canonical(saved?.name)} rather than ${canonical(expected.name)}, or another description)`,
    },
  ]);
}

/**
 * The definition a snapshot was saved with, checked as a definition (a snapshot read before its
 * definition is known: the command line's `search` and `mcp`). Throws `SnapshotError` when the
 * bytes are damaged or foreign, `DefinitionError` when the saved definition is not valid.
 */
export function readSnapshotDefinition(bytes: Uint8Array): DocumentDefinition {
  const sections = new Map(decodeContainer(bytes));
  const defBytes = sections.get(SNAPSHOT_SECTIONS.definition);
  if (defBytes === undefined) throw new SnapshotError({ code: "damaged", reason: "section-table" });
  let saved: unknown;
  try {
    saved = JSON.parse(decoder.decode(defBytes)) as unknown;
  } catch (error) {
    throw new SnapshotError({ code: "damaged", reason: "section-table" }, { cause: error });
  }
  return documentSchemaFromJSON(saved);
}
