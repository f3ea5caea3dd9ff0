import { SearchTool, ToolOptionError, type QueryDetail, type ToolFormat } from "oneindex";
import { UsageError, type CliIo } from "../cli-io.js";
import { loadDefinition } from "../load-definition.js";

/** `oneindex tool <definition.json> [--format F] [--name N] [--detail D]`: prints the tool descriptor. */
export async function toolCommand(
  args: { definition: string; format?: string; name?: string; detail?: QueryDetail },
  io: CliIo,
): Promise<number> {
  const { definition: doc } = await loadDefinition(args.definition, args.name, "oneindex tool <definition.json>");
  let text: string;
  try {
    text = SearchTool.for(doc, {
      format: (args.format ?? "anthropic") as ToolFormat,
      ...(args.detail === undefined ? {} : { detail: args.detail }),
    });
  } catch (error) {
    if (error instanceof ToolOptionError) throw new UsageError(`--format: ${error.message}`);
    throw error;
  }
  io.stdout(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  return 0;
}
