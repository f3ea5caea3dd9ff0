import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import { FIELD_USES, keywordSubFieldOf, nearestName, type FieldUse } from "@oneindex/schema/internal";
import { EXPECTED, listNames, quote } from "../../errors/messages.js";
import type { ProblemList } from "./problems.js";

/** A field name written in a string, and where. */
export interface FieldRef {
  readonly name: string;
  readonly offset: number;
  readonly length: number;
}

/** The queryable fields of a definition, in declaration order. */
export function queryableFields(doc: DocumentDefinition): string[] {
  return Object.keys(doc.fields).filter((name) => FIELD_USES.queryable(doc.fields[name]!));
}

/** The field named `name`, when the definition has one (own properties only: `__proto__` is no field). */
export function lookupField(doc: DocumentDefinition, name: string): FieldDefinition | undefined {
  return Object.hasOwn(doc.fields, name) ? doc.fields[name] : undefined;
}

/** Usable fields by definition and list of uses, computed once (definitions are immutable data). */
const USABLE = new WeakMap<DocumentDefinition, Map<string, { list: string[]; set: Set<string> }>>();

/** The fields of `doc` usable for any of `uses`, in declaration order. */
function usableFields(doc: DocumentDefinition, uses: readonly FieldUse[]): { list: string[]; set: Set<string> } {
  let byUses = USABLE.get(doc);
  if (byUses === undefined) USABLE.set(doc, (byUses = new Map()));
  const key = uses.join(",");
  let entry = byUses.get(key);
  if (entry === undefined) {
    const list = Object.keys(doc.fields).filter((name) =>
      uses.some((use) => (FIELD_USES[use] as (f: FieldDefinition) => boolean)(doc.fields[name]!)),
    );
    entry = { list, set: new Set(list) };
    byUses.set(key, entry);
  }
  return entry;
}

function kindWords(field: FieldDefinition): string {
  if (field.kind === "id") return "the id field";
  if (field.kind === "geoPoint") return "a geo-point field";
  if (!FIELD_USES.queryable(field)) return `a ${field.kind} field that is not filterable`;
  return `a ${field.kind === "text" ? "full-text" : field.kind} field`;
}

/**
 * Checks that `ref` names a field usable for one of `uses` (`what` says for what, in words:
 * `a range`). Records `unknown-field` or `wrong-field-kind`, with the nearest usable field as
 * the suggestion, and returns undefined when it does not.
 */
export function resolveField(
  doc: DocumentDefinition,
  ref: FieldRef,
  uses: readonly FieldUse[],
  what: string,
  problems: ProblemList,
): FieldDefinition | undefined {
  const { list: usable, set } = usableFields(doc, uses);
  const field = lookupField(doc, ref.name);
  if (field !== undefined && set.has(ref.name)) return field;
  const at = { offset: ref.offset, length: ref.length };
  const expectedList = usable.length > 0 ? EXPECTED.fieldTaking(what, listNames(usable)) : EXPECTED.noFieldTaking(what);
  if (field === undefined || !FIELD_USES.queryable(field)) {
    const suggestion = nearestName(ref.name, usable) ?? nearestName(ref.name, queryableFields(doc));
    problems.add({
      code: "unknown-field",
      ...at,
      expected: expectedList,
      found: quote(ref.name),
      ...(suggestion !== undefined ? { suggestion } : {}),
    });
  } else {
    const sub = keywordSubFieldOf(doc, ref.name);
    const suggestion = sub !== undefined && set.has(sub) ? sub : nearestName(ref.name, usable);
    problems.add({
      code: "wrong-field-kind",
      ...at,
      expected: expectedList,
      found: `${quote(ref.name)} (${kindWords(field)})`,
      ...(suggestion !== undefined ? { suggestion } : {}),
    });
  }
  return undefined;
}
