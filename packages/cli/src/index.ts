export { runCli, USAGE } from "./run-cli.js";
export type { CliIo } from "./cli-io.js";
export { createMcpServer } from "./commands/mcp-command.js";
export { DEFAULT_MAX_RESULT_CHARS, fitResults } from "./commands/result-budget.js";
export type { ResultCut } from "./commands/result-budget.js";
export { readRecords, streamRecords, streamRawRecords } from "./input/read-records.js";
export { INPUT_LIMITS } from "./input/input-limits.js";
export type { InputLimits, ReadOptions } from "./input/input-limits.js";
export type { InputRecord, InputFormat } from "./input/input-record.js";
