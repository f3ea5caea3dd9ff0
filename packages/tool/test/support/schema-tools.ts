import { Ajv2020 } from "ajv/dist/2020.js";

/** A JSON Schema object. */
export type Schema = { [k: string]: unknown };

/** Whether `v` is a plain object. */
export const isSchemaObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A fresh Ajv for draft 2020-12 (non-strict: descriptions and formats are not Ajv's business here). */
export function newAjv(): Ajv2020 {
  return new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
}

/** The meta-schema errors of `schema`, or [] when it is a valid draft 2020-12 schema. */
export function metaSchemaErrors(schema: Schema): string[] {
  const ajv = newAjv();
  const ok = ajv.validateSchema(schema);
  return ok ? [] : (ajv.errors ?? []).map((e) => `${e.instancePath}: ${e.message ?? ""}`);
}

/** A validator for `schema` that returns the error list ([] when valid). */
export function validatorFor(schema: Schema): (value: unknown) => string[] {
  const validate = newAjv().compile(schema);
  return (value) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`));
}
