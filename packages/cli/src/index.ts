export { runCli, USAGE } from "./run-cli.js";
export type { CliIo } from "./cli-io.js";
export { createMcpServer } from "./commands/mcp-command.js";
export { readRecords, streamRecords, streamRawRecords } from "./input/read-records.js";
export { INPUT_LIMITS } from "./input/input-limits.js";
export type { InputLimits, ReadOptions } from "./input/input-limits.js";
export type { InputRecord, InputFormat } from "./input/input-record.js";
export { ExposurePolicy, isLoopback } from "./exposure/exposure-policy.js";
export type { ExposureOptions, ExposureVerdict } from "./exposure/exposure-policy.js";
