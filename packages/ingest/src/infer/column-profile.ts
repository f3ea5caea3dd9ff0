import { isoDateToEpochMs } from "@oneindex/schema/internal";
import { DATE_FORMAT_CANDIDATES, compileDateFormat, type DateFormat } from "../dates/date-format.js";
import { decimalValue } from "../coerce/cell-values.js";

/** Distinct values counted exactly per column; past this, a column that has repeated a value is only "many". */
const DISTINCT_CAP = 10_000;
/** Distinct values kept while a column may still be unique (an id); past this it is not considered. */
const UNIQUE_CAP = 2_000_000;
/** Longest value an id column may hold. */
const MAX_ID_LENGTH = 128;

const COMPILED_CANDIDATES: readonly DateFormat[] = DATE_FORMAT_CANDIDATES.map((f) => compileDateFormat(f) as DateFormat);

/** What has been seen in one column (or property) of the records: counts by JSON type and, over every scalar's text, what it could be. */
export class ColumnProfile {
  /** Values that are not missing (not undefined, null or ""). */
  present = 0;
  numbers = 0;
  booleans = 0;
  arrays = 0;
  objects = 0;
  /** Objects of the form { lat, lng } with numbers in range. */
  geoObjects = 0;
  /** Scalars (strings, numbers, booleans) whose text was profiled. */
  texts = 0;
  decimals = 0;
  /** Decimal texts that are safe integers without a fraction or exponent. */
  integers = 0;
  /** Decimal texts with a leading zero (`00501`): codes, not numbers. */
  leadingZeros = 0;
  booleanWords = 0;
  isoDates = 0;
  withSpace = 0;
  maxLength = 0;
  totalLength = 0;
  min = Infinity;
  max = -Infinity;
  /** The candidate date formats every non-ISO text so far fits. */
  dateFormats: DateFormat[] | undefined = [...COMPILED_CANDIDATES];
  private distinct: Set<string> | undefined = new Set();
  /** Distinct texts when counted exactly; undefined once there were too many to count. */
  distinctCount(): number | undefined {
    return this.distinct?.size;
  }
  /** Whether every text so far was different and fit an id (no space, short). */
  unique = true;
  /** The profile of the elements of array values. */
  element: ColumnProfile | undefined;

  constructor(
    readonly source: string,
    /** 0 for a column, 1 for the elements of its arrays: deeper arrays are counted, not profiled (their kind is stored, whatever they hold), so a record nested 20,000 deep costs no recursion. */
    private readonly depth = 0,
  ) {}

  add(value: unknown): void {
    if (value === undefined || value === null || value === "") return;
    this.present++;
    if (Array.isArray(value)) {
      this.arrays++;
      this.unique = false;
      if (this.depth > 0) return;
      this.element ??= new ColumnProfile(this.source, this.depth + 1);
      for (const v of value) this.element.add(v);
      return;
    }
    if (typeof value === "object") {
      this.objects++;
      this.unique = false;
      const o = value as Record<string, unknown>;
      if (
        Object.keys(o).length === 2 &&
        typeof o["lat"] === "number" &&
        typeof o["lng"] === "number" &&
        Math.abs(o["lat"]) <= 90 &&
        Math.abs(o["lng"]) <= 180
      )
        this.geoObjects++;
      return;
    }
    if (typeof value === "number") this.numbers++;
    if (typeof value === "boolean") this.booleans++;
    this.addText(typeof value === "string" ? value : String(value));
  }

  private addText(text: string): void {
    this.texts++;
    this.totalLength += text.length;
    if (text.length > this.maxLength) this.maxLength = text.length;
    const spaced = /\s/.test(text.trim());
    if (spaced) this.withSpace++;
    const n = decimalValue(text);
    if (n !== undefined) {
      this.decimals++;
      if (/^[+-]?[0-9]+$/.test(text.trim()) && Number.isSafeInteger(n)) this.integers++;
      if (/^[+-]?0[0-9]/.test(text.trim())) this.leadingZeros++;
      if (n < this.min) this.min = n;
      if (n > this.max) this.max = n;
    }
    const lower = text.trim().toLowerCase();
    if (lower === "true" || lower === "false") this.booleanWords++;
    if (isoDateToEpochMs(text) !== undefined) this.isoDates++;
    else if (this.dateFormats !== undefined) {
      this.dateFormats = this.dateFormats.filter((f) => "iso" in f.parse(text));
      if (this.dateFormats.length === 0) this.dateFormats = undefined;
    }
    if (this.distinct !== undefined) {
      const before = this.distinct.size;
      this.distinct.add(text);
      if (this.distinct.size === before || spaced || text.length > MAX_ID_LENGTH) this.unique = false;
      if (this.distinct.size > (this.unique ? UNIQUE_CAP : DISTINCT_CAP)) {
        this.distinct = undefined;
        this.unique = false;
      }
    }
  }
}
