/** What {@link valueAt} gives when nothing in a record is at the source (as against a value that is null or ""). */
export const MISSING: unique symbol = Symbol("missing");

/** Levels of nested objects a dotted source walks, and `init` flattens into dotted columns; deeper objects are one value (stored). */
export const MAX_SOURCE_DEPTH = 8;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a value is a point written `{lat, lng}`, which is one value rather than a nested record. */
export function isLatLng(value: unknown): boolean {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value["lat"] === "number" && typeof value["lng"] === "number";
}

/**
 * The value at `source` in a record: its own property of that name (so a column called `"a.b"` is
 * read as it is), else the dotted path walked through nested objects (`"properties.place"`), or
 * through an array of objects, collecting each element's value into an array (`"tags.name"` of
 * `{"tags": [{"name": "a"}, {"name": "b"}]}` is `["a", "b"]`, as Elasticsearch indexes arrays of
 * objects). {@link MISSING} when nothing is there.
 */
export function valueAt(record: Record<string, unknown>, source: string, depth = 0): unknown {
  if (Object.hasOwn(record, source)) return record[source];
  if (depth >= MAX_SOURCE_DEPTH) return MISSING;
  for (let dot = source.indexOf("."); dot > 0; dot = source.indexOf(".", dot + 1)) {
    const head = source.slice(0, dot);
    if (!Object.hasOwn(record, head)) continue;
    const inner = record[head];
    const rest = source.slice(dot + 1);
    if (isObject(inner)) {
      const found = valueAt(inner, rest, depth + 1);
      if (found !== MISSING) return found;
    } else if (Array.isArray(inner)) {
      const values: unknown[] = [];
      let found = false;
      for (const element of inner) {
        if (!isObject(element)) continue;
        const v = valueAt(element, rest, depth + 1);
        if (v === MISSING) continue;
        found = true;
        if (Array.isArray(v)) values.push(...v);
        else if (v !== undefined && v !== null) values.push(v);
      }
      if (found) return values;
    }
  }
  return MISSING;
}

/**
 * A record's values by dotted path, as `init` profiles them: nested objects flattened into
 * `"a.b"` columns (up to {@link MAX_SOURCE_DEPTH} levels; `{lat, lng}` points and empty objects
 * stay one value), an array of objects into one array column per property (`"tags.name"`); other
 * values (scalars, arrays of scalars, mixed arrays) as they are.
 */
export function flattenRecord(record: Record<string, unknown>): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  flattenInto(record, "", 0, out);
  return out;
}

/** Whether a value is an object `init` reads by its properties (not a point, not empty). */
function nested(x: unknown): x is Record<string, unknown> {
  return isObject(x) && !isLatLng(x) && Object.keys(x).length > 0;
}

function flattenInto(value: Record<string, unknown>, prefix: string, depth: number, out: Array<[string, unknown]>): void {
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v = value[key];
    if (typeof v !== "object" || v === null) {
      out.push([prefix === "" ? key : `${prefix}.${key}`, v]);
      continue;
    }
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (depth < MAX_SOURCE_DEPTH && nested(v)) flattenInto(v, path, depth + 1, out);
    else if (depth < MAX_SOURCE_DEPTH && Array.isArray(v) && v.length > 0 && v.every(nested)) {
      const columns = new Map<string, unknown[]>();
      for (const element of v) {
        const inner: Array<[string, unknown]> = [];
        flattenInto(element, "", depth + 1, inner);
        for (const [sub, x] of inner) {
          if (x === undefined || x === null) continue;
          let values = columns.get(sub);
          if (values === undefined) columns.set(sub, (values = []));
          values.push(x);
        }
      }
      for (const [sub, values] of columns) out.push([`${path}.${sub}`, values]);
    } else out.push([path, v]);
  }
}
