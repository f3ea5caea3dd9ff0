/**
 * The JSON Schema's verdicts on documents, for comparing with the parser's: Ajv's draft 2020-12
 * validator in-process, and Python's `jsonschema` through `tools/jsonschema_check.py` when
 * `ONEINDEX_JSONSCHEMA_PYTHON` names a Python that has it (protocol at the top of that script).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { querySchema, type DocumentDefinition, type QueryDetail } from "@oneindex/schema";
import { Ajv2020 } from "ajv/dist/2020.js";

const CHECK_SCRIPT = fileURLToPath(new URL("../../../../tools/jsonschema_check.py", import.meta.url));

/** Ajv's compiled validator for a document type's query schema. */
export function ajvValidator(doc: DocumentDefinition, detail: QueryDetail = "full"): (value: unknown) => boolean {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  const validate = ajv.compile(querySchema(doc, { detail }));
  return (value) => validate(value) === true;
}

/** The Python interpreter named by `ONEINDEX_JSONSCHEMA_PYTHON`, or undefined. */
export function pythonForSchemaChecks(): string | undefined {
  const python = process.env["ONEINDEX_JSONSCHEMA_PYTHON"];
  return python === undefined || python === "" ? undefined : python;
}

/** Python `jsonschema`'s verdict on each document (JSON texts, so big integers stay exact). */
export function pythonVerdicts(
  python: string,
  doc: DocumentDefinition,
  documents: readonly string[],
  detail: QueryDetail = "full",
): boolean[] {
  const input = `{"schema":${JSON.stringify(querySchema(doc, { detail }))},"documents":[${documents.join(",")}]}`;
  const run = spawnSync(python, [CHECK_SCRIPT], { input, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`jsonschema_check.py failed (${run.status}): ${run.stderr}`);
  const lines = run.stdout.trim().split("\n");
  return lines.map((line) => (JSON.parse(line) as { valid: boolean }).valid);
}
