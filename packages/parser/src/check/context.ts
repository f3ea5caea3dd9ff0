import { QUERY_LIMITS } from "@oneindex/schema";
import { EXPECTED, type ProblemData } from "../errors/messages.js";
import type { JsonValue } from "../json/json-value.js";
import type { ResolvedParseOptions } from "../parse/parse-options.js";
import type { QueryNode } from "../tree/query-tree.js";
import type { DocInfo } from "./doc-info.js";

/** Checks one value as a query node at `path`, `depth` nodes deep (the root's nodes are at depth 1). */
export type NodeDispatcher = (ctx: CheckContext, value: JsonValue, path: string, depth: number) => QueryNode | undefined;

/**
 * The state of one parse: the document, the resolved options, every problem found so far (at most
 * `maxProblems` kept, the rest counted), and the node count. Checkers report and carry on, so one
 * error lists every independent problem.
 */
export class CheckContext {
  /** Problems kept (at most `QUERY_LIMITS.maxProblems`). */
  readonly problems: ProblemData[] = [];
  /** Problems found in all, kept or not. */
  errors = 0;
  /** Query nodes so far, counting those the string languages produced. */
  nodeCount = 0;
  /** Whether a string language stopped checking with its problem list full, so there may be problems nobody counted. */
  incomplete = false;
  /** Whether `too-many-nodes` was reported (once per parse). */
  nodeLimitReported = false;

  constructor(
    readonly info: DocInfo,
    readonly options: ResolvedParseOptions,
    /** The node dispatcher (passed in, so node checkers can recurse without import cycles). */
    readonly checkNode: NodeDispatcher,
  ) {}

  /** Whether the list is full: further problems are only counted, so callers may skip wording them. */
  get full(): boolean {
    return this.problems.length >= QUERY_LIMITS.maxProblems;
  }

  /** Records one problem. */
  report(problem: ProblemData): void {
    this.errors++;
    if (this.problems.length < QUERY_LIMITS.maxProblems) this.problems.push(problem);
  }

  /** Counts `count` query nodes; reports `too-many-nodes` once when the total passes the limit. Returns false when over. */
  countNodes(count: number, path: string): boolean {
    this.nodeCount += count;
    if (this.nodeCount <= QUERY_LIMITS.maxNodes) return true;
    if (!this.nodeLimitReported) {
      this.nodeLimitReported = true;
      this.report({ code: "too-many-nodes", path, expected: EXPECTED.atMostNodes(QUERY_LIMITS.maxNodes), found: "more" });
    }
    return false;
  }
}
