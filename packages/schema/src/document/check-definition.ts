import { SCHEMA_FIELD_KINDS } from "../field-kinds/field-kinds.js";
import { nearestName } from "../names/nearest-name.js";
import { DOCUMENT_NAME_PATTERN, fieldNameProblem } from "../names/name-rules.js";
import { DefinitionError, pointerJoin, type DefinitionProblem } from "./definition-error.js";
import {
  ANALYZERS,
  FIELD_KINDS,
  type AnalyzerName,
  type DocumentDefinition,
  type FieldDefinition,
  type FieldKind,
  type IdType,
} from "./field-definition.js";
import { KEYWORD_SUB_FIELD_SUFFIX, keywordSubField, keywordSubFieldName } from "./sub-fields.js";

const FIELD_PROPERTIES = ["kind", "array", "filterable", "sortable", "description", "idType", "type", "analyzer", "keyword"] as const;
const DEFINITION_PROPERTIES = ["name", "description", "fields"] as const;
/** The kinds whose fields may be sortable, in `FIELD_KINDS` order. */
const SORTABLE_KINDS: ReadonlySet<FieldKind> = new Set(FIELD_KINDS.filter((k) => SCHEMA_FIELD_KINDS[k].sortable !== "never"));
/** Fields a definition may hold. */
export const MAX_FIELDS = 256;
const MAX_DESCRIPTION = 1024;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

function suggestion(input: string, candidates: Iterable<string>): string {
  const near = nearestName(input, candidates);
  return near === undefined ? "" : ` (did you mean "${near}"?)`;
}

/**
 * Checks a definition given as data and returns it resolved: every flag present, in a fixed
 * property order, so equal definitions serialise to equal bytes. Throws {@link DefinitionError}
 * listing every problem.
 */
export function checkDefinition(input: unknown, nameOverride?: string): DocumentDefinition {
  const problems: DefinitionProblem[] = [];
  const problem = (code: string, path: string, message: string) => problems.push({ code, path, message: `${path || "/"}: ${message}` });

  if (!isObject(input))
    throw new DefinitionError([
      { code: "not-an-object", path: "", message: `/: a document definition must be an object with "fields", found ${describe(input)}` },
    ]);

  for (const key of Object.keys(input)) {
    if (!(DEFINITION_PROPERTIES as readonly string[]).includes(key)) {
      problem(
        "unknown-property",
        pointerJoin("", key),
        `unknown property "${key}"${suggestion(key, DEFINITION_PROPERTIES)}; a definition has ${DEFINITION_PROPERTIES.join(", ")}`,
      );
    }
  }

  const name = nameOverride ?? input["name"];
  if (typeof name !== "string") {
    problem("missing-name", "/name", `the definition needs a "name" string (or pass the name separately), found ${describe(name)}`);
  } else if (!DOCUMENT_NAME_PATTERN.test(name)) {
    problem(
      "bad-name",
      "/name",
      `the name ${JSON.stringify(name)} must start with a letter and hold only letters, digits, "_" and "-" (at most 57 characters)`,
    );
  }
  const description = input["description"];
  if (description !== undefined && (typeof description !== "string" || description.length > MAX_DESCRIPTION)) {
    problem(
      "bad-description",
      "/description",
      `a description must be a string of at most ${MAX_DESCRIPTION} characters, found ${describe(description)}`,
    );
  }

  const fieldsIn = input["fields"];
  const fields: Record<string, FieldDefinition> = {};
  if (!isObject(fieldsIn)) {
    problem(
      "missing-fields",
      "/fields",
      `"fields" must be an object mapping field names to field definitions, found ${describe(fieldsIn)}`,
    );
  } else {
    // A dotted name is a sub-field a resolved definition lists (`title.keyword`): checked against
    // its field below, then made again from it, so a definition read back is the one written.
    const names = Object.keys(fieldsIn).filter((n) => !n.includes("."));
    const subFieldNames = Object.keys(fieldsIn).filter((n) => n.includes("."));
    if (names.length > MAX_FIELDS) problem("too-many-fields", "/fields", `at most ${MAX_FIELDS} fields, found ${names.length}`);
    let ids = 0;
    for (const fieldName of names) {
      const path = pointerJoin("/fields", fieldName);
      const nameProblem = fieldNameProblem(fieldName);
      if (nameProblem !== undefined) problem("bad-field-name", path, `the field name ${JSON.stringify(fieldName)} ${nameProblem}`);
      const field = checkField(fieldsIn[fieldName], path, problem);
      if (field === undefined) continue;
      if (field.kind === "id") ids++;
      Object.defineProperty(fields, fieldName, { value: field, enumerable: true, writable: false, configurable: false });
      if (field.keyword === true) {
        const sub = keywordSubFieldName(fieldName);
        Object.defineProperty(fields, sub, {
          value: keywordSubField(fieldName, field),
          enumerable: true,
          writable: false,
          configurable: false,
        });
      }
    }
    for (const subName of subFieldNames) checkSubFieldEntry(subName, fieldsIn[subName], fields, problem);
    if (ids !== 1)
      problem(ids === 0 ? "missing-id" : "several-ids", "/fields", `a definition needs exactly one field of kind "id", found ${ids}`);
  }

  if (problems.length > 0) throw new DefinitionError(problems);
  const definition: { name: string; description?: string; fields: Readonly<Record<string, FieldDefinition>> } = {
    name: name as string,
    fields: {},
  };
  if (typeof description === "string") definition.description = description;
  definition.fields = Object.freeze(fields);
  return Object.freeze(definition);
}

/**
 * Checks a sub-field entry as a resolved definition lists it (`"title.keyword": { kind: "keyword",
 * subFieldOf: "title", … }`): it must be exactly what its text field's `keyword: true` makes.
 */
function checkSubFieldEntry(
  name: string,
  input: unknown,
  fields: Readonly<Record<string, FieldDefinition>>,
  problem: (code: string, path: string, message: string) => void,
): void {
  const path = pointerJoin("/fields", name);
  const parentName = name.endsWith(KEYWORD_SUB_FIELD_SUFFIX) ? name.slice(0, -KEYWORD_SUB_FIELD_SUFFIX.length) : undefined;
  const parent = parentName !== undefined && Object.hasOwn(fields, parentName) ? fields[parentName] : undefined;
  if (parentName === undefined || parent?.kind !== "text" || parent.keyword !== true) {
    const hint =
      parentName === undefined
        ? `a field name with a dot names a sub-field, and the one sub-field is "<text field>${KEYWORD_SUB_FIELD_SUFFIX}"`
        : `the keyword sub-field of a text field is declared on it: { "kind": "text", "keyword": true } on "${parentName}"`;
    problem("bad-field-name", path, `the field name ${JSON.stringify(name)} is not a field of this definition; ${hint}`);
    return;
  }
  const made = keywordSubField(parentName, parent) as unknown as Record<string, unknown>;
  const given = isObject(input) ? input : undefined;
  const same =
    given !== undefined &&
    given["kind"] === "keyword" &&
    given["subFieldOf"] === parentName &&
    Object.keys(given).every((key) => Object.hasOwn(made, key) && made[key] === given[key]);
  if (!same) {
    problem(
      "bad-sub-field",
      path,
      `"${name}" is the keyword sub-field of "${parentName}" and follows from it (${JSON.stringify(made)}); leave it out or write it as that`,
    );
  }
}

function checkField(
  input: unknown,
  path: string,
  problem: (code: string, path: string, message: string) => void,
): FieldDefinition | undefined {
  if (!isObject(input)) {
    problem("bad-field", path, `a field definition must be an object with a "kind", found ${describe(input)}`);
    return undefined;
  }
  let ok = true;
  for (const key of Object.keys(input)) {
    if (!(FIELD_PROPERTIES as readonly string[]).includes(key)) {
      problem(
        "unknown-property",
        pointerJoin(path, key),
        `unknown property "${key}"${suggestion(key, FIELD_PROPERTIES)}; a field has kind, array, filterable, sortable, description, and for ids type, for text analyzer and keyword`,
      );
      ok = false;
    }
  }
  const kind = input["kind"];
  if (typeof kind !== "string" || !(FIELD_KINDS as readonly string[]).includes(kind)) {
    const hint = typeof kind === "string" ? suggestion(kind, FIELD_KINDS) : "";
    problem("unknown-kind", pointerJoin(path, "kind"), `"kind" must be one of ${FIELD_KINDS.join(", ")}, found ${describe(kind)}${hint}`);
    return undefined;
  }
  const k = kind as FieldKind;
  const flag = (key: "array" | "filterable" | "sortable"): boolean => {
    const v = input[key];
    if (v === undefined) return false;
    if (typeof v !== "boolean") {
      problem("bad-flag", pointerJoin(path, key), `"${key}" must be true or false, found ${describe(v)}`);
      ok = false;
      return false;
    }
    return v;
  };
  const array = flag("array");
  const filterable = flag("filterable");
  const sortable = flag("sortable");
  if (sortable && !SORTABLE_KINDS.has(k)) {
    problem(
      "not-sortable",
      pointerJoin(path, "sortable"),
      `a ${k} field cannot be sortable; sortable kinds are ${[...SORTABLE_KINDS].join(", ")}`,
    );
    ok = false;
  }
  if (sortable && array) {
    problem("not-sortable", pointerJoin(path, "sortable"), `an array field cannot be sortable`);
    ok = false;
  }
  if (k === "id" && array) {
    problem("bad-flag", pointerJoin(path, "array"), `an id cannot be an array`);
    ok = false;
  }
  const description = input["description"];
  if (description !== undefined && (typeof description !== "string" || description.length > MAX_DESCRIPTION)) {
    problem(
      "bad-description",
      pointerJoin(path, "description"),
      `a description must be a string of at most ${MAX_DESCRIPTION} characters, found ${describe(description)}`,
    );
    ok = false;
  }
  const idTypeIn = input["idType"] ?? input["type"];
  if (idTypeIn !== undefined && (k !== "id" || (idTypeIn !== "string" && idTypeIn !== "integer"))) {
    problem(
      "bad-id-type",
      pointerJoin(path, input["idType"] !== undefined ? "idType" : "type"),
      k === "id" ? `an id type must be "string" or "integer", found ${describe(idTypeIn)}` : `only an id field has a type`,
    );
    ok = false;
  }
  const analyzerIn = input["analyzer"];
  if (analyzerIn !== undefined && (k !== "text" || !(ANALYZERS as readonly unknown[]).includes(analyzerIn))) {
    problem(
      "bad-analyzer",
      pointerJoin(path, "analyzer"),
      k === "text"
        ? `"analyzer" must be one of ${ANALYZERS.join(", ")}, found ${describe(analyzerIn)}${typeof analyzerIn === "string" ? suggestion(analyzerIn, ANALYZERS) : ""}`
        : `only a text field has an analyzer`,
    );
    ok = false;
  }
  const keywordIn = input["keyword"];
  if (keywordIn !== undefined && (k !== "text" || typeof keywordIn !== "boolean")) {
    problem(
      "bad-flag",
      pointerJoin(path, "keyword"),
      k === "text"
        ? `"keyword" must be true or false, found ${describe(keywordIn)}`
        : k === "keyword"
          ? `only a text field has a keyword sub-field; this field is a keyword already`
          : `only a text field has a keyword sub-field ("keyword": true)`,
    );
    ok = false;
  }
  if (!ok) return undefined;

  const rules = SCHEMA_FIELD_KINDS[k];
  const out: {
    kind: FieldKind;
    array: boolean;
    filterable: boolean;
    sortable: boolean;
    description?: string;
    idType?: IdType;
    analyzer?: AnalyzerName;
    keyword?: true;
  } = {
    kind: k,
    array,
    filterable: rules.filterable === "always" || (rules.filterable !== "never" && filterable),
    sortable: rules.sortable === "always" || sortable,
  };
  if (rules.filterable === "never" && filterable) {
    problem("not-filterable", pointerJoin(path, "filterable"), `a ${k} field is never queryable; use another kind to filter on it`);
    return undefined;
  }
  if (typeof description === "string") out.description = description;
  if (k === "id") out.idType = (idTypeIn as IdType | undefined) ?? "string";
  if (k === "text") out.analyzer = (analyzerIn as AnalyzerName | undefined) ?? "english";
  if (k === "text" && keywordIn === true) out.keyword = true;
  return Object.freeze(out);
}
