import type { GeoPoint } from "@oneindex/schema";
import type { DocumentRecord } from "@oneindex/schema";
import { BooleanColumn } from "./boolean-column.js";
import type { FieldTable } from "./field-table.js";
import { GeoColumn } from "./geo-column.js";
import { IdOrder } from "./id-order.js";
import { growUint8 } from "./growable.js";
import { NumberColumn } from "./number-column.js";
import { TermField } from "./term-field.js";

/** The structure that holds one field's values, by kind. */
export type FieldStore =
  | { readonly kind: "terms"; readonly index: TermField }
  | { readonly kind: "numbers"; readonly column: NumberColumn }
  | { readonly kind: "booleans"; readonly column: BooleanColumn }
  | { readonly kind: "geo"; readonly column: GeoColumn }
  | { readonly kind: "none" };

/**
 * Everything the engine knows about a collection: external ids mapped to dense internal doc
 * numbers (assigned in insertion order), per field number its structure, the stored documents, and
 * the live flags. Deleted docs are tombstones until {@link IndexState.compacted} rebuilds.
 */
export class IndexState {
  /** External id per internal doc. */
  readonly ids: (string | number)[] = [];
  /** Record per internal doc; `undefined` once deleted. */
  readonly records: (DocumentRecord | undefined)[] = [];
  readonly byId = new Map<string | number, number>();
  /** 1 for live docs. */
  alive: Uint8Array = new Uint8Array(16);
  liveCount = 0;
  readonly stores: FieldStore[];

  constructor(readonly table: FieldTable) {
    this.stores = table.definitions.map((f, i): FieldStore => {
      switch (f.kind) {
        case "text":
          return { kind: "terms", index: new TermField(table.analyzers[i]!, true) };
        case "keyword":
          return { kind: "terms", index: new TermField(table.analyzers[i]!, false) };
        case "id":
          return f.idType === "integer" ? { kind: "numbers", column: new NumberColumn() } : { kind: "terms", index: new TermField(table.analyzers[i]!, false) };
        case "integer":
        case "number":
        case "date":
          return { kind: "numbers", column: new NumberColumn() };
        case "boolean":
          return { kind: "booleans", column: new BooleanColumn() };
        case "geoPoint":
          return { kind: "geo", column: new GeoColumn() };
        case "stored":
          return { kind: "none" };
      }
    });
  }

  /** Internal docs ever assigned (live and deleted): the doc-number space of cursors. */
  get maxDoc(): number {
    return this.ids.length;
  }

  /** Appends a checked record as a new internal doc (`withTerms` false: term fields are filled separately, from a snapshot). */
  insert(record: DocumentRecord, withTerms = true): number {
    const doc = this.ids.length;
    this.ids.push(record.id);
    this.records.push(record);
    this.byId.set(record.id, doc);
    this.alive = growUint8(this.alive, doc + 1);
    this.alive[doc] = 1;
    this.liveCount++;
    for (let f = 0; f < this.stores.length; f++) {
      const values = record.values[f];
      if (values === undefined) continue;
      const store = this.stores[f]!;
      switch (store.kind) {
        case "terms":
          if (withTerms) store.index.add(doc, values.map(String));
          break;
        case "numbers":
          store.column.add(doc, values as readonly number[]);
          break;
        case "booleans":
          store.column.add(doc, values as readonly boolean[]);
          break;
        case "geo":
          store.column.add(doc, values as readonly GeoPoint[]);
          break;
        case "none":
          break;
      }
    }
    return doc;
  }

  /** Marks a live doc deleted and takes it out of every statistic. */
  delete(doc: number): void {
    const record = this.records[doc];
    if (record === undefined) return;
    for (let f = 0; f < this.stores.length; f++) {
      const values = record.values[f];
      if (values === undefined) continue;
      const store = this.stores[f]!;
      if (store.kind === "terms") store.index.remove(doc, values.map(String));
      else if (store.kind !== "none") store.column.remove(doc);
    }
    this.records[doc] = undefined;
    this.byId.delete(record.id);
    this.alive[doc] = 0;
    this.liveCount--;
  }

  private order: IdOrder | undefined;

  /**
   * The order ties break in (id ascending) for collectors, re-ranked lazily once the docs added
   * since the last ranking outgrow an eighth of the ranked ones (amortised O(log n) per added doc).
   */
  idOrder(): IdOrder {
    const order = this.order;
    if (order !== undefined && order.fresh(this.maxDoc)) return order;
    return (this.order = IdOrder.of(this.ids));
  }

  /** Deleted docs still occupying doc numbers. */
  get tombstones(): number {
    return this.ids.length - this.liveCount;
  }

  /** Ends a batch of inserts: term fields reclaim the room their postings no longer need. */
  endBatch(): void {
    for (const store of this.stores) if (store.kind === "terms") store.index.endBatch();
  }

  /** A new state holding the live records only, renumbered densely in their current order. */
  compacted(): IndexState {
    const fresh = new IndexState(this.table);
    for (const r of this.records) if (r !== undefined) fresh.insert(r);
    fresh.endBatch();
    return fresh;
  }
}
