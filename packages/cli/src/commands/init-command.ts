import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, relative, resolve, sep } from "node:path";
import { DefinitionInferrer, readDefinitionFile } from "@oneindex/ingest";
import { CommandError, type CliIo } from "../cli-io.js";
import { INPUT_MESSAGES } from "../input/messages.js";
import { streamRawRecords } from "../input/read-records.js";
import { CLI_MESSAGES } from "../messages.js";

/** What `oneindex init` was asked. */
export interface InitArgs {
  readonly data: string;
  /** Where to write the definition file; undefined: print it on stdout. */
  readonly out?: string;
  readonly name?: string;
  /** Records to read (the first ones); undefined: the whole file. */
  readonly sample?: number;
  /** Whether to replace a file already at `out`. */
  readonly force: boolean;
}

/** The shipped JSON Schema of definition files, as a `$schema` address from the folder `from` (relative when it can be), or undefined when it cannot be found. */
function schemaAddress(from: string | undefined): string | undefined {
  let path: string;
  try {
    path = createRequire(import.meta.url).resolve("@oneindex/ingest/definition-file.schema.json");
  } catch {
    return undefined;
  }
  if (from === undefined) return path;
  const rel = relative(from, path).split(sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

/**
 * `oneindex init <data> [--out <definition.json>] [--name N] [--sample N] [--force]`: reads the
 * records (all of them, or the first N) as a stream and writes the definition file they suggest,
 * saying on stderr why each field got its kind. The file is checked by the same reader `index`
 * uses before it is written, so `init` never writes a definition `index` refuses.
 */
export async function initCommand(args: InitArgs, io: CliIo): Promise<number> {
  if (args.out !== undefined && existsSync(args.out) && !args.force) throw new CommandError(CLI_MESSAGES.initWouldOverwrite(args.out));
  const inferrer = new DefinitionInferrer();
  let unreadable = 0;
  for await (const record of streamRawRecords(args.data)) {
    if (record.error !== undefined) unreadable++;
    else inferrer.add(record.value);
    if (args.sample !== undefined && inferrer.records >= args.sample) break;
  }
  if (inferrer.records === 0) throw new CommandError(INPUT_MESSAGES.noRecords(args.data));
  const schema = schemaAddress(args.out === undefined ? undefined : dirname(resolve(args.out)));
  const inferred = inferrer.result({
    fileName: basename(args.data),
    ...(args.name === undefined ? {} : { name: args.name }),
    ...(schema === undefined ? {} : { schema }),
  });
  readDefinitionFile(inferred.file); // never write what index would refuse
  const text = `${JSON.stringify(inferred.file, null, 2)}\n`;
  if (args.out === undefined) io.stdout(text);
  else {
    try {
      await writeFile(args.out, text);
    } catch (error) {
      throw new CommandError(`${args.out}: cannot write the definition: ${(error as Error).message}`);
    }
  }
  io.stderr(CLI_MESSAGES.initSummary(args.data, inferred, unreadable, args.out));
  return 0;
}
