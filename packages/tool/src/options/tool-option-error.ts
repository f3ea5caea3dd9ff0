/** Thrown when `SearchTool` is given options it cannot use: an unknown format, a bad tool name. */
export class ToolOptionError extends Error {
  override readonly name = "ToolOptionError";
  /** A stable code: `unknown-option`, `unknown-format` or `bad-name`. */
  readonly code: string;
  /** The option at fault. */
  readonly option: string;

  constructor(code: string, option: string, message: string) {
    super(message);
    this.code = code;
    this.option = option;
  }
}
