import type { Analyzer } from "@oneindex/engine";
import type { DocumentProblem } from "@oneindex/schema";
import type { DocumentRecord, FieldValues } from "@oneindex/schema/internal";
import { documentProblem } from "@oneindex/schema/internal";
import { isStorable } from "../sql/storable.js";
import type { TableLayout } from "../layout/table-layout.js";

/** Positions between two values of an array text field (Elasticsearch's `position_increment_gap`, as the engine). */
export const POSITION_GAP = 100;

/** One postings row: a term of a field in a document. */
export interface PostingRow {
  readonly field: string;
  readonly term: string;
  readonly doc: string | number;
  readonly tf: number;
  readonly len: number;
  readonly positions: number[] | null;
}

/** What a batch writes: main-table rows (keyed `c0`, `c1`, … by column), postings, and the statistics to add. */
export interface BatchRows {
  readonly main: Record<string, unknown>[];
  readonly postings: PostingRow[];
  /** `field` → documents with a term, and tokens (text) or distinct values (keyword, id). */
  readonly stats: Map<string, { docs: number; tokens: number }>;
  /** `field` → term → documents holding it. */
  readonly df: Map<string, Map<string, number>>;
}

/** Strings of these kinds go into `text` columns and postings, which cannot hold NUL or lone surrogates. */
const STRING_KINDS = new Set(["id", "text", "keyword"]);

/** The storage problems of a checked batch: strings PostgreSQL's `text` cannot hold. */
export function storageProblems(layout: TableLayout, records: readonly DocumentRecord[]): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const fields = [...layout.fields.values()];
  records.forEach((record, index) => {
    fields.forEach((field, number) => {
      if (!STRING_KINDS.has(field.field.kind)) return;
      const values = field.field.kind === "id" ? [record.id] : (record.values[number] ?? []);
      values.forEach((value, i) => {
        if (typeof value !== "string" || isStorable(value)) return;
        const path = field.field.kind === "id" || !field.field.array ? `/${field.name}` : `/${field.name}/${i}`;
        problems.push(
          documentProblem({
            index,
            id: record.id,
            path,
            code: "wrong-type",
            expected: "a string PostgreSQL can store (no NUL character, no lone surrogate)",
            found: JSON.stringify(value),
          }),
        );
      });
    });
  });
  return problems;
}

/** The rows of a checked batch. `analyzers` holds one analyser per field, in definition order. */
export function batchRows(layout: TableLayout, records: readonly DocumentRecord[], analyzers: readonly Analyzer[]): BatchRows {
  const fields = [...layout.fields.values()];
  const main: Record<string, unknown>[] = [];
  const postings: PostingRow[] = [];
  const stats = new Map<string, { docs: number; tokens: number }>();
  const df = new Map<string, Map<string, number>>();
  const count = (field: string, docs: number, tokens: number) => {
    const s = stats.get(field) ?? { docs: 0, tokens: 0 };
    s.docs += docs;
    s.tokens += tokens;
    stats.set(field, s);
  };
  const seen = (field: string, term: string) => {
    let terms = df.get(field);
    if (terms === undefined) df.set(field, (terms = new Map()));
    terms.set(term, (terms.get(term) ?? 0) + 1);
  };
  for (const record of records) {
    const row: Record<string, unknown> = {};
    let column = 0;
    fields.forEach((field, number) => {
      const values: FieldValues | undefined = field.field.kind === "id" ? ([record.id] as FieldValues) : record.values[number];
      if (field.field.kind === "geoPoint") {
        const points = (values ?? []) as readonly { lat: number; lng: number }[];
        row[`c${column++}`] = values === undefined ? null : field.field.array ? points.map((p) => p.lat) : points[0]!.lat;
        row[`c${column++}`] = values === undefined ? null : field.field.array ? points.map((p) => p.lng) : points[0]!.lng;
      } else if (field.ownsColumns && field.columns.length > 0)
        row[`c${column++}`] = values === undefined ? null : field.field.array ? values : values[0];
      if (!field.postings || values === undefined) return;
      if (field.field.kind === "text") {
        const positions = new Map<string, number[]>();
        let base = 0;
        let tokens = 0;
        for (const value of values as readonly string[]) {
          let last = base - 1;
          for (const token of analyzers[number]!.analyze(value, base)) {
            let list = positions.get(token.term);
            if (list === undefined) positions.set(token.term, (list = []));
            list.push(token.position);
            last = token.position;
            tokens++;
          }
          base = Math.max(base, last + 1) + POSITION_GAP;
        }
        if (tokens === 0) return;
        count(field.name, 1, tokens);
        for (const [term, list] of positions) {
          postings.push({ field: field.name, term, doc: record.id, tf: list.length, len: tokens, positions: list });
          seen(field.name, term);
        }
        return;
      }
      const distinct = [...new Set(values.map(String))];
      count(field.name, 1, distinct.length);
      for (const term of distinct) {
        postings.push({ field: field.name, term, doc: record.id, tf: 1, len: 1, positions: null });
        seen(field.name, term);
      }
    });
    row[`c${column}`] = JSON.stringify(record.source);
    main.push(row);
  }
  return { main, postings, stats, df };
}
