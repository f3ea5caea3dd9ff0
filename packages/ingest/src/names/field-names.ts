import { DOCUMENT_NAME_PATTERN, RESERVED_FIELD_NAMES, fieldNameProblem } from "@oneindex/schema/internal";

/** Longest field name a definition allows. */
const MAX_FIELD_NAME = 64;

/**
 * A field name for a source column or property: every run of characters a field name cannot hold
 * becomes one `_` (`"US Gross"` → `"US_Gross"`), a name not starting with a letter gets an `f_`
 * prefix, a reserved word a trailing `_`, and a name already in `taken` a `_2`, `_3` … suffix.
 * The result always passes the definition's field-name rule; it is added to `taken`.
 */
export function fieldNameFor(source: string, taken: Set<string>): string {
  let base = source
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (base === "") base = "field";
  if (!/^[A-Za-z]/.test(base)) base = `f_${base}`;
  base = base.slice(0, MAX_FIELD_NAME);
  if (RESERVED_FIELD_NAMES.has(base.toLowerCase())) base = `${base.slice(0, MAX_FIELD_NAME - 1)}_`;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()) || fieldNameProblem(name) !== undefined; n++) {
    const suffix = `_${n}`;
    name = `${base.slice(0, MAX_FIELD_NAME - suffix.length)}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/** A document type name from a file name: `flights-3m.csv` → `Flights3m`, `zipcodes.csv` → `Zipcodes`. */
export function documentNameFor(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  const words = base.split(/[^A-Za-z0-9]+/).filter((w) => w !== "");
  let name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  if (name === "") name = "Document";
  if (!/^[A-Za-z]/.test(name)) name = `D${name}`;
  name = name.slice(0, 57);
  return DOCUMENT_NAME_PATTERN.test(name) ? name : "Document";
}
