/** Just enough of JSON Schema to walk the query schema for completions. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  description?: string;
  $defs?: Record<string, SchemaNode>;
}

/** The concrete alternatives a schema stands for: `$ref`s followed, `oneOf`/`anyOf`/`allOf` flattened. */
export function expand(root: SchemaNode, schema: SchemaNode | undefined, seen = new Set<SchemaNode>()): SchemaNode[] {
  if (schema === undefined || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace(/^#\/\$defs\//, "");
    const base = root.$defs?.[name];
    // A definition narrowing a shared base (`term_date`: `{"$ref":"#/$defs/term","properties":{…}}`) is the base with its own properties over the base's.
    const { $ref: _ref, ...siblings } = schema;
    if (base !== undefined && siblings.properties !== undefined) {
      return expand(root, { ...base, ...siblings, properties: { ...base.properties, ...siblings.properties } }, seen);
    }
    return expand(root, base, seen);
  }
  const alternatives = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const own =
    schema.properties !== undefined ||
    schema.const !== undefined ||
    schema.enum !== undefined ||
    schema.items !== undefined ||
    schema.type !== undefined
      ? [schema]
      : [];
  const parts = (schema.allOf ?? []).flatMap((s) => expand(root, s, seen));
  return [...own, ...parts, ...alternatives.flatMap((s) => expand(root, s, seen))];
}

/** The schemas of the value at `path` (keys and indexes), narrowed by the enclosing objects' `type` when known. */
export function schemasAt(root: SchemaNode, path: readonly (string | number)[], typeValue?: string): SchemaNode[] {
  let current = expand(root, root);
  for (const segment of path) {
    current = current.flatMap((s) => (typeof segment === "number" ? expand(root, s.items) : expand(root, s.properties?.[segment])));
  }
  if (typeValue !== undefined) {
    const narrowed = current.filter((s) => {
      const t = s.properties?.["type"];
      return t === undefined || t.const === typeValue || (t.enum ?? []).includes(typeValue);
    });
    if (narrowed.length > 0) return narrowed;
  }
  return current;
}

/**
 * The schemas of the value of `key` in the object at `objectPath`. The object's alternatives are
 * narrowed by its `type` first (so `"field"` of a `range` node offers the fields `range` takes,
 * not every field of every node kind); the `type` value itself is chosen before any narrowing.
 */
export function schemasOfMember(root: SchemaNode, objectPath: readonly (string | number)[], key: string, typeValue?: string): SchemaNode[] {
  const objects = schemasAt(root, objectPath, key === "type" ? undefined : typeValue);
  return objects.flatMap((s) => expand(root, s.properties?.[key]));
}
