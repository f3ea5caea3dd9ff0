/** Thrown when `SearchTool` is given options it cannot use: an unknown format, a bad tool name, a format the schema is too large for. */
export class ToolOptionError extends Error {
  override readonly name = "ToolOptionError";
  /** A stable code: `unknown-option`, `unknown-format`, `unknown-detail`, `bad-name`, or `too-large-for-format` (a schema beyond OpenAI strict mode's limits). */
  readonly code: string;
  /** The option at fault. */
  readonly option: string;

  constructor(code: string, option: string, message: string) {
    super(message);
    this.code = code;
    this.option = option;
  }
}
