import type { InferredDefinition } from "@oneindex/ingest";

/** The wording of the command line's own messages (usage mistakes, summaries); the data readers' are in input/messages.ts, the MCP server's in mcp/messages.ts. */
export const CLI_MESSAGES = {
  unknownOption: (arg: string, near: string | undefined) => `unknown option ${arg}${near === undefined ? "" : ` (did you mean --${near}?)`}`,
  optionNotForCommand: (name: string, command: string, options: readonly string[]) =>
    `${command} does not take --${name}; ${options.length === 0 ? "it takes no options" : `its options are ${options.map((o) => `--${o}`).join(", ")}`}`,
  optionNeedsValue: (name: string) => `--${name} needs a value (--${name} <value>)`,
  /** Said on stderr when `search` reads its arguments as words. */
  wordsAsQ: (q: string) => `searching ${JSON.stringify(q)} as q (the arguments are not JSON; pass a tool call such as '{"v":1,"q":"…","filter":"…"}' for more)\n`,
  internalSearchError: (detail: string) => `internal error while searching: ${detail}`,
  initWouldOverwrite: (path: string) => `${path} already exists; pass --force to replace it (it may hold your edits)`,
  initSummary: (data: string, inferred: InferredDefinition, unreadable: number, out: string | undefined) => {
    const lines = inferred.fields.map((f) => {
      const from = f.source === undefined ? "" : typeof f.source === "string" ? (f.source === f.name ? "" : ` ← ${JSON.stringify(f.source)}`) : ` ← ${JSON.stringify(f.source.lat)}, ${JSON.stringify(f.source.lng)}`;
      return `  ${f.name}${from}: ${f.kind}, ${f.reason}`;
    });
    const skipped = unreadable > 0 ? ` (${unreadable} unreadable record${unreadable === 1 ? "" : "s"} left out; index will list them)` : "";
    const next = out === undefined ? "" : `\nReview it (kinds, descriptions, which fields are filterable and sortable), then:\n  oneindex index ${out} ${data} --out ${data.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "")}.oneindex\n`;
    return `${out ?? "definition"}: ${inferred.fields.length} fields inferred from ${inferred.records} record${inferred.records === 1 ? "" : "s"} of ${data}${skipped}:\n${lines.join("\n")}\n${next}`;
  },
} as const;

/** The CLI's version, as its package.json says (kept equal by a test). */
export const CLI_VERSION = "0.0.0";
