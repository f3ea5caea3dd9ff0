import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Calls tools/jsonschema_check.py (protocol documented at the top of the script) with the Python
 * named by ONEINDEX_JSONSCHEMA_PYTHON. Tests skip the Python checks when it is not set.
 */
export const PYTHON = process.env["ONEINDEX_JSONSCHEMA_PYTHON"];

/** The script's path in the repository. */
export const JSONSCHEMA_CHECK = fileURLToPath(new URL("../../../../tools/jsonschema_check.py", import.meta.url));

/** One document's verdict from the script. */
export interface PythonVerdict {
  readonly index: number;
  readonly valid: boolean;
  readonly errors: readonly string[];
}

/** Runs the script on one request; exported for protocol tests. */
export function run(python: string, request: unknown): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(python, [JSONSCHEMA_CHECK], { input: JSON.stringify(request), encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Checks `schema` against the 2020-12 meta-schema: `undefined` when valid, else the script's message. */
export function pythonSchemaProblem(schema: unknown, python = PYTHON!): string | undefined {
  const { status, stdout, stderr } = run(python, { schema, checkSchemaOnly: true });
  if (status === 0 && JSON.parse(stdout).schemaValid === true) return undefined;
  if (status === 2) return stderr.trim();
  throw new Error(`jsonschema_check.py failed (status ${status}): ${stderr}`);
}

/** Python's draft 2020-12 verdict on each document, in order. Throws when the schema itself is invalid. */
export function pythonVerdicts(
  schema: unknown,
  documents: readonly unknown[],
  options: { verdictsOnly?: boolean } = {},
  python = PYTHON!,
): PythonVerdict[] {
  const { status, stdout, stderr } = run(
    python,
    options.verdictsOnly === true ? { schema, documents, verdictsOnly: true } : { schema, documents },
  );
  if (status !== 0) throw new Error(`jsonschema_check.py failed (status ${status}): ${stderr}`);
  const verdicts = stdout
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as PythonVerdict);
  if (verdicts.length !== documents.length) throw new Error(`expected ${documents.length} verdicts, got ${verdicts.length}`);
  return verdicts;
}
