import { nearestName, pointerJoin } from "@oneindex/schema/internal";
import type { IngestDefinition, IngestField } from "../definition-file/definition-file.js";
import { decimalValue } from "../coerce/cell-values.js";
import { coerceValue } from "../coerce/coerce.js";
import { INGEST_MESSAGES } from "../messages.js";
import { MISSING, flattenRecord, valueAt } from "./source-path.js";

/** A field whose value could not be converted: its JSON Pointer in the document and why. */
export interface ConvertProblem {
  readonly path: string;
  readonly message: string;
}

/** A record converted to a document, or the problems that kept it from being one. */
export type Converted =
  | { readonly ok: true; readonly document: Record<string, unknown> }
  | { readonly ok: false; readonly problems: readonly ConvertProblem[] };

/** Names listed by {@link RecordConverter.ignoredSummary}. */
const MAX_IGNORED_LISTED = 20;
/** Records whose names are kept for the nearest name to an unmatched source, and how many names at most. */
const NAME_SAMPLE = 1_000;
const MAX_SEEN_NAMES = 10_000;

/**
 * Turns records as a data file holds them (a CSV row keyed by its header, a JSON object) into
 * documents of the definition: each field read from its source, values coerced by one set of rules
 * for every format ({@link coerceValue}), dates in a declared format read into ISO 8601, geo points
 * from two columns, generated ids numbered from 1 in file order; data no field reads is left out
 * (and named once by {@link ignoredSummary}) or, with `"unknownFields": "reject"`, a problem.
 */
export class RecordConverter {
  /** The sources fields read, and which of them some record has had (a written source no record has is a misspelling: {@link unmatchedSources}). */
  private readonly read = new Map<string, { readonly field: string; readonly written: boolean; matched: boolean }>();
  /** Every object a dotted source walks into (`"properties"` for `"properties.place"`): its other properties are unread data too. */
  private readonly walked = new Set<string>();
  /** Names the data has (top-level keys and dotted paths of the first records), for the nearest name to a source no record has. */
  private readonly seen = new Set<string>();
  private readonly ignored = new Set<string>();
  private ignoredMore = 0;
  private next = 1;

  constructor(
    private readonly ingest: IngestDefinition,
    /** Whether values are text (a CSV row): then every empty string is a missing value. */
    private readonly fromText = false,
  ) {
    const read = (source: string, field: string, written: boolean) => {
      this.read.set(source, { field, written, matched: false });
      for (let dot = source.indexOf("."); dot > 0; dot = source.indexOf(".", dot + 1)) this.walked.add(source.slice(0, dot));
    };
    for (const f of ingest.fields) {
      if (typeof f.source === "string") read(f.source, f.name, f.sourceWritten === true);
      else if (f.source !== undefined) {
        read(f.source.lat, f.name, true);
        read(f.source.lng, f.name, true);
      }
    }
  }

  /** Converts one record (anything but an object is passed on, for the definition's check to name). */
  convert(record: unknown): Converted {
    const number = this.next++;
    if (typeof record !== "object" || record === null || Array.isArray(record))
      return { ok: true, document: record as Record<string, unknown> };
    const source = record as Record<string, unknown>;
    const document: Record<string, unknown> = {};
    const problems: ConvertProblem[] = [];
    for (const f of this.ingest.fields) {
      const value = this.fieldValue(f, source, number, problems);
      if (value !== undefined) Object.defineProperty(document, f.name, { value, enumerable: true, writable: true, configurable: true });
    }
    if (number <= NAME_SAMPLE) for (const [path] of flattenRecord(source)) if (this.seen.size < MAX_SEEN_NAMES) this.seen.add(path);
    this.unread(source, "", problems);
    return problems.length > 0 ? { ok: false, problems } : { ok: true, document };
  }

  /** Data of `value` (the record, or an object a dotted source walks into at `prefix`) that no field reads: ignored (named once) or, with "reject", a problem. */
  private unread(value: Record<string, unknown>, prefix: string, problems: ConvertProblem[]): void {
    for (const [key, inner] of Object.entries(value)) {
      const path = prefix === "" ? key : `${prefix}.${key}`;
      if (this.read.has(path)) continue;
      if (this.walked.has(path) && typeof inner === "object" && inner !== null) {
        if (!Array.isArray(inner)) this.unread(inner as Record<string, unknown>, path, problems);
        continue;
      }
      if (this.ingest.unknownFields === "reject") {
        problems.push({ path: pointerJoin("", path), message: INGEST_MESSAGES.unknownField(path, nearestName(path, this.read.keys())) });
      } else if (!this.ignored.has(path)) {
        if (this.ignored.size < MAX_IGNORED_LISTED) this.ignored.add(path);
        else this.ignoredMore++;
      }
    }
  }

  /**
   * The fields whose written `source` no record converted so far has (neither a column or
   * property of that name nor a dotted path to one), each with the nearest name the data has: a
   * misspelt source (`"US Gros"`) would otherwise leave the field empty in every document. A field
   * without a written source reads its own name, and may be absent from every record (optional).
   */
  unmatchedSources(): ConvertProblem[] {
    const problems: ConvertProblem[] = [];
    for (const [source, { field, written, matched }] of this.read) {
      if (matched || !written) continue;
      problems.push({ path: pointerJoin("", field), message: INGEST_MESSAGES.unmatchedSource(source, nearestName(source, this.seen)) });
    }
    return problems;
  }

  /** The value at a source of the record, noting that the source matched. */
  private valueOf(record: Record<string, unknown>, source: string): unknown {
    const value = valueAt(record, source);
    if (value === MISSING) return undefined;
    const entry = this.read.get(source);
    if (entry !== undefined) entry.matched = true;
    return value;
  }

  /** What was left out because no field reads it, in words (undefined when nothing was). */
  ignoredSummary(): string | undefined {
    return this.ignored.size === 0 ? undefined : INGEST_MESSAGES.ignoredSources([...this.ignored], this.ignoredMore);
  }

  private fieldValue(f: IngestField, source: Record<string, unknown>, number: number, problems: ConvertProblem[]): unknown {
    if (f.generated === true) return f.field.idType === "integer" ? number : String(number);
    if (f.source === undefined) return undefined;
    if (typeof f.source !== "string") {
      const lat = this.valueOf(source, f.source.lat);
      const lng = this.valueOf(source, f.source.lng);
      const empty = (v: unknown) => v === undefined || v === null || v === "";
      if (empty(lat) && empty(lng)) return undefined;
      const latN = typeof lat === "number" ? lat : typeof lat === "string" ? decimalValue(lat) : undefined;
      const lngN = typeof lng === "number" ? lng : typeof lng === "string" ? decimalValue(lng) : undefined;
      if (latN === undefined || lngN === undefined) {
        problems.push({
          path: pointerJoin("", f.name),
          message: INGEST_MESSAGES.geoColumns(f.source.lat, f.source.lng, latN === undefined ? lat : lng),
        });
        return undefined;
      }
      return { lat: latN, lng: lngN };
    }
    const raw = this.valueOf(source, f.source);
    const value = coerceValue(f.field, raw, this.fromText);
    if (f.dateFormat === undefined || value === undefined || value === null) return value;
    const format = f.dateFormat;
    const one = (v: unknown, path: string): unknown => {
      if (typeof v !== "string") return v;
      const parsed = format.parse(v);
      if ("iso" in parsed) return parsed.iso;
      problems.push({ path, message: INGEST_MESSAGES.notInDateFormat(format.format, format.example, v, parsed.problem) });
      return undefined;
    };
    return Array.isArray(value)
      ? value.map((v, i) => one(v, pointerJoin(pointerJoin("", f.name), i)))
      : one(value, pointerJoin("", f.name));
  }
}
