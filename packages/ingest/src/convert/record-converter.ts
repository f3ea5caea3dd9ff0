import { nearestName, pointerJoin } from "@oneindex/schema/internal";
import type { IngestDefinition, IngestField } from "../definition-file/definition-file.js";
import { decimalValue } from "../coerce/cell-values.js";
import { coerceValue } from "../coerce/coerce.js";
import { INGEST_MESSAGES } from "../messages.js";

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

/**
 * Turns records as a data file holds them (a CSV row keyed by its header, a JSON object) into
 * documents of the definition: each field read from its source, values coerced by one set of rules
 * for every format ({@link coerceValue}), dates in a declared format read into ISO 8601, geo points
 * from two columns, generated ids numbered from 1 in file order; data no field reads is left out
 * (and named once by {@link ignoredSummary}) or, with `"unknownFields": "reject"`, a problem.
 */
export class RecordConverter {
  private readonly read: ReadonlySet<string>;
  private readonly ignored = new Set<string>();
  private ignoredMore = 0;
  private next = 1;

  constructor(
    private readonly ingest: IngestDefinition,
    /** Whether values are text (a CSV row): then every empty string is a missing value. */
    private readonly fromText = false,
  ) {
    const read = new Set<string>();
    for (const f of ingest.fields) {
      if (typeof f.source === "string") read.add(f.source);
      else if (f.source !== undefined) {
        read.add(f.source.lat);
        read.add(f.source.lng);
      }
    }
    this.read = read;
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
    for (const key of Object.keys(source)) {
      if (this.read.has(key)) continue;
      if (this.ingest.unknownFields === "reject") {
        problems.push({ path: pointerJoin("", key), message: INGEST_MESSAGES.unknownField(key, nearestName(key, this.read)) });
      } else if (!this.ignored.has(key)) {
        if (this.ignored.size < MAX_IGNORED_LISTED) this.ignored.add(key);
        else this.ignoredMore++;
      }
    }
    return problems.length > 0 ? { ok: false, problems } : { ok: true, document };
  }

  /** What was left out because no field reads it, in words (undefined when nothing was). */
  ignoredSummary(): string | undefined {
    return this.ignored.size === 0 ? undefined : INGEST_MESSAGES.ignoredSources([...this.ignored], this.ignoredMore);
  }

  private fieldValue(f: IngestField, source: Record<string, unknown>, number: number, problems: ConvertProblem[]): unknown {
    if (f.generated === true) return f.field.idType === "integer" ? number : String(number);
    if (f.source === undefined) return undefined;
    if (typeof f.source !== "string") {
      const lat = own(source, f.source.lat);
      const lng = own(source, f.source.lng);
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
    const raw = own(source, f.source);
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

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
