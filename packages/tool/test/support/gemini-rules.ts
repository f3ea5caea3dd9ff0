/**
 * Google's published subset for Gemini's `parametersJsonSchema` / `responseJsonSchema`: only the
 * listed keywords; `enum` for strings and numbers; a `$ref` with no siblings but `$` keywords;
 * cyclic references only inside non-required properties. Written independently of the lowering.
 * https://ai.google.dev/api/caching#FunctionDeclaration, responseJsonSchema
 */
type Schema = { [k: string]: unknown };
const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

const SUPPORTED = new Set([
  "$id",
  "$defs",
  "$ref",
  "$anchor",
  "type",
  "format",
  "title",
  "description",
  "enum",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "anyOf",
  "oneOf",
  "properties",
  "additionalProperties",
  "required",
  "propertyOrdering",
]);

/** Every rule `schema` breaks, as `pointer: problem`. */
export function geminiViolations(root: Schema): string[] {
  const problems: string[] = [];
  if (root["type"] !== "object") problems.push("/: parameters must describe an object");
  // Edges between $defs entries; `optional` when the path to the $ref passes a non-required property.
  const edges: { from: string; to: string; optional: boolean }[] = [];
  const visit = (s: Schema, at: string, def: string, optional: boolean) => {
    for (const key of Object.keys(s)) if (!SUPPORTED.has(key)) problems.push(`${at}: unsupported keyword ${key}`);
    if (typeof s["$ref"] === "string") {
      for (const key of Object.keys(s)) if (!key.startsWith("$")) problems.push(`${at}: $ref with sibling ${key}`);
      edges.push({ from: def, to: s["$ref"].replace("#/$defs/", ""), optional });
    }
    if (Array.isArray(s["enum"]))
      for (const v of s["enum"])
        if (typeof v !== "string" && typeof v !== "number")
          problems.push(`${at}: enum value ${JSON.stringify(v)} is not a string or number`);
    const required = Array.isArray(s["required"]) ? (s["required"] as string[]) : [];
    if (isSchema(s["properties"]))
      for (const [k, v] of Object.entries(s["properties"]))
        if (isSchema(v)) visit(v, `${at}/properties/${k}`, def, optional || !required.includes(k));
    if (isSchema(s["items"])) visit(s["items"], `${at}/items`, def, optional);
    for (const key of ["anyOf", "oneOf", "prefixItems"])
      if (Array.isArray(s[key]))
        for (const [i, v] of (s[key] as unknown[]).entries()) if (isSchema(v)) visit(v, `${at}/${key}/${i}`, def, optional);
    if (isSchema(s["additionalProperties"])) visit(s["additionalProperties"], `${at}/additionalProperties`, def, optional);
  };
  const { $defs, ...rootRest } = root;
  visit(rootRest, "", "#", false);
  if (isSchema($defs)) for (const [name, d] of Object.entries($defs)) if (isSchema(d)) visit(d, `/$defs/${name}`, name, false);
  // A cycle made of required edges only cannot be unrolled.
  const next = new Map<string, string[]>();
  for (const e of edges) if (!e.optional) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const state = new Map<string, "open" | "done">();
  const dfs = (n: string, trail: string[]): void => {
    if (state.get(n) === "done") return;
    if (state.get(n) === "open") {
      problems.push(`cycle through required properties: ${[...trail, n].join(" -> ")}`);
      return;
    }
    state.set(n, "open");
    for (const m of next.get(n) ?? []) dfs(m, [...trail, n]);
    state.set(n, "done");
  };
  for (const n of next.keys()) dfs(n, []);
  return problems;
}
