import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The Python named by ONEINDEX_JSONSCHEMA_PYTHON (CI sets it when Python's jsonschema is installed). */
export const PYTHON = process.env["ONEINDEX_JSONSCHEMA_PYTHON"];

const SCRIPT = fileURLToPath(new URL("../../../../tools/jsonschema_check.py", import.meta.url));

/**
 * Python's Draft202012Validator verdict on each document, through tools/jsonschema_check.py (its
 * protocol is documented at the top of the script): `true` for valid. Throws with the script's message
 * when the schema itself is not a valid 2020-12 schema.
 */
export function pythonVerdicts(schema: unknown, documents: readonly unknown[]): boolean[] {
  const result = spawnSync(PYTHON!, [SCRIPT], {
    input: JSON.stringify({ schema, documents }),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error !== undefined) throw result.error;
  if (result.status !== 0) throw new Error(`jsonschema_check.py exited ${String(result.status)}: ${result.stderr.trim()}`);
  const lines = result.stdout.split("\n").filter((l) => l.length > 0);
  return lines.map((l) => (JSON.parse(l) as { valid: boolean }).valid);
}
