/**
 * OpenAI's published rules for strict function schemas (Structured Outputs, "Supported schemas"),
 * written down independently of the package's own lowering so the test can disagree with it.
 * https://platform.openai.com/docs/guides/structured-outputs#supported-schemas
 */
type Schema = { [k: string]: unknown };
const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keywords the guide lists as supported (types, string/number/array constraints, composition by anyOf, $defs/$ref, description). */
const SUPPORTED = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "anyOf",
  "enum",
  "const",
  "$ref",
  "$defs",
  "description",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
]);
const TYPES = new Set(["string", "number", "boolean", "integer", "object", "array", "null"]);
const FORMATS = new Set(["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"]);

/** Every rule `schema` breaks, as `pointer: problem`. */
export function openAIStrictViolations(root: Schema): string[] {
  const problems: string[] = [];
  if (root["type"] !== "object") problems.push("/: the root must be an object");
  if (root["anyOf"] !== undefined) problems.push("/: the root must not be anyOf");
  const jsonType = (v: unknown) =>
    v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v;
  const visit = (s: Schema, at: string) => {
    for (const key of Object.keys(s)) if (!SUPPORTED.has(key)) problems.push(`${at}: unsupported keyword ${key}`);
    const types = typeof s["type"] === "string" ? [s["type"]] : Array.isArray(s["type"]) ? (s["type"] as string[]) : [];
    for (const t of types) if (!TYPES.has(t)) problems.push(`${at}: unknown type ${t}`);
    if (s["type"] === undefined && s["$ref"] === undefined && s["anyOf"] === undefined)
      problems.push(`${at}: every schema needs a type (or $ref, anyOf)`);
    if (typeof s["$ref"] === "string" && !/^#(\/\$defs\/[^/]+)?$/.test(s["$ref"])) problems.push(`${at}: $ref must point into #/$defs`);
    if (s["format"] !== undefined && !FORMATS.has(String(s["format"]))) problems.push(`${at}: unsupported format ${String(s["format"])}`);
    const isObject = types.includes("object") || isSchema(s["properties"]);
    if (isObject) {
      if (s["additionalProperties"] !== false) problems.push(`${at}: an object must set additionalProperties: false`);
      const names = Object.keys(isSchema(s["properties"]) ? s["properties"] : {});
      const required = Array.isArray(s["required"]) ? (s["required"] as string[]) : [];
      if (names.length !== required.length || names.some((n) => !required.includes(n)))
        problems.push(`${at}: required must list every property`);
    }
    const literals = Array.isArray(s["enum"]) ? (s["enum"] as unknown[]) : "const" in s ? [s["const"]] : [];
    for (const v of literals) {
      const t = jsonType(v);
      if (types.length > 0 && !types.includes(t) && !(t === "integer" && types.includes("number")))
        problems.push(`${at}: literal ${JSON.stringify(v)} is not of type ${types.join("|")}`);
    }
    if (isSchema(s["properties"]))
      for (const [k, v] of Object.entries(s["properties"]))
        isSchema(v) ? visit(v, `${at}/properties/${k}`) : problems.push(`${at}/properties/${k}: boolean schema`);
    if (isSchema(s["$defs"])) for (const [k, v] of Object.entries(s["$defs"])) if (isSchema(v)) visit(v, `${at}/$defs/${k}`);
    if (isSchema(s["items"])) visit(s["items"], `${at}/items`);
    if (Array.isArray(s["anyOf"]))
      for (const [i, v] of s["anyOf"].entries()) {
        if (isSchema(v)) visit(v, `${at}/anyOf/${i}`);
        else problems.push(`${at}/anyOf/${i}: not a schema`);
      }
  };
  visit(root, "");
  return problems;
}
