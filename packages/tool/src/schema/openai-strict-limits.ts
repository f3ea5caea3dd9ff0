import { isSchema, type JsonSchema } from "./json-schema.js";
import { forEachSchema } from "./walk-schema.js";

/** OpenAI's published size limits for a strict (Structured Outputs) schema. */
export const OPENAI_STRICT_LIMITS = {
  /** Object properties in the whole schema. */
  maxProperties: 5_000,
  /** Levels of object nesting. */
  maxObjectDepth: 10,
  /** Enum values in the whole schema. */
  maxEnumValues: 1_000,
  /** Characters of all property names, definition names, enum values and const values. */
  maxStringLength: 120_000,
  /** A string enum with more values than this ... */
  largeEnumValues: 250,
  /** ... may hold at most this many characters in all. */
  largeEnumLength: 15_000,
} as const;

/** Sizes of a schema as OpenAI counts them. */
export interface OpenAIStrictSize {
  readonly properties: number;
  readonly objectDepth: number;
  readonly enumValues: number;
  readonly stringLength: number;
  /** The character count of the longest enum with more than {@link OPENAI_STRICT_LIMITS.largeEnumValues} values, or 0. */
  readonly largestLargeEnum: number;
}

/** Measures `schema` against {@link OPENAI_STRICT_LIMITS}: object depth counts objects inside objects within one definition (a `$ref` starts again). */
export function measureOpenAIStrict(schema: JsonSchema): OpenAIStrictSize {
  let properties = 0;
  let enumValues = 0;
  let stringLength = 0;
  let largestLargeEnum = 0;
  forEachSchema(schema, (s) => {
    if (isSchema(s["properties"])) {
      const names = Object.keys(s["properties"]);
      properties += names.length;
      stringLength += names.reduce((n, name) => n + name.length, 0);
    }
    if (isSchema(s["$defs"])) stringLength += Object.keys(s["$defs"]).reduce((n, name) => n + name.length, 0);
    if (Array.isArray(s["enum"])) {
      const values = s["enum"] as unknown[];
      enumValues += values.length;
      const length = values.reduce<number>((n, v) => n + (typeof v === "string" ? v.length : 0), 0);
      stringLength += length;
      if (values.length > OPENAI_STRICT_LIMITS.largeEnumValues) largestLargeEnum = Math.max(largestLargeEnum, length);
    }
    if (typeof s["const"] === "string") stringLength += s["const"].length;
  });
  return { properties, objectDepth: objectDepth(schema), enumValues, stringLength, largestLargeEnum };
}

function objectDepth(schema: JsonSchema): number {
  let deepest = 0;
  const walk = (s: JsonSchema, depth: number) => {
    const isObject = s["type"] === "object" || (Array.isArray(s["type"]) && s["type"].includes("object")) || isSchema(s["properties"]);
    const here = isObject ? depth + 1 : depth;
    deepest = Math.max(deepest, here);
    const children: unknown[] = [
      ...(isSchema(s["properties"]) ? Object.values(s["properties"]) : []),
      s["items"],
      ...(Array.isArray(s["anyOf"]) ? s["anyOf"] : []),
    ];
    for (const child of children) if (isSchema(child)) walk(child, here);
  };
  walk(schema, 0);
  if (isSchema(schema["$defs"])) for (const def of Object.values(schema["$defs"])) if (isSchema(def)) walk(def, 0);
  return deepest;
}

/** The limits `schema` exceeds, as sentences; empty when it fits. */
export function openAIStrictLimitProblems(schema: JsonSchema): string[] {
  const size = measureOpenAIStrict(schema);
  const L = OPENAI_STRICT_LIMITS;
  const problems: string[] = [];
  if (size.properties > L.maxProperties) problems.push(`${size.properties} object properties (OpenAI allows ${L.maxProperties})`);
  if (size.objectDepth > L.maxObjectDepth)
    problems.push(`${size.objectDepth} levels of object nesting (OpenAI allows ${L.maxObjectDepth})`);
  if (size.enumValues > L.maxEnumValues) problems.push(`${size.enumValues} enum values (OpenAI allows ${L.maxEnumValues})`);
  if (size.stringLength > L.maxStringLength)
    problems.push(`${size.stringLength} characters of names and enum values (OpenAI allows ${L.maxStringLength})`);
  if (size.largestLargeEnum > L.largeEnumLength)
    problems.push(
      `an enum of over ${L.largeEnumValues} values holding ${size.largestLargeEnum} characters (OpenAI allows ${L.largeEnumLength})`,
    );
  return problems;
}
