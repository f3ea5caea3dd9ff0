export * from "@oneindex/schema";
export * from "@oneindex/parser";
export * from "@oneindex/engine";
export * from "@oneindex/tool";
