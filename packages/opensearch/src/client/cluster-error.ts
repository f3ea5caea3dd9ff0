/** Why a cluster request did not give a usable answer. */
export type ClusterErrorCode = "request-failed" | "shard-failures" | "timed-out" | "bulk-item-failures" | "unexpected-response";

/**
 * An error from the cluster, never hidden as an empty result: the HTTP status and the cluster's
 * own error type and reason when it gave them.
 */
export class ClusterError extends Error {
  override readonly name = "ClusterError";

  constructor(
    readonly code: ClusterErrorCode,
    message: string,
    readonly status?: number,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

interface ResponseErrorLike {
  meta?: {
    statusCode?: number | null;
    body?: { error?: { type?: string; reason?: string; root_cause?: Array<{ type?: string; reason?: string }> } };
  };
  message?: string;
}

/** Wraps whatever the client threw in a {@link ClusterError} naming the cluster's reason. */
export function clusterErrorFrom(error: unknown, what: string): ClusterError {
  if (error instanceof ClusterError) return error;
  const e = error as ResponseErrorLike;
  const status = e?.meta?.statusCode ?? undefined;
  const reason = e?.meta?.body?.error;
  const cause = reason?.root_cause?.[0] ?? reason;
  const text = cause?.type !== undefined ? `${cause.type}: ${cause.reason ?? ""}` : (e?.message ?? String(error));
  return new ClusterError(
    "request-failed",
    `${what} failed${status == null ? "" : ` (HTTP ${status})`}: ${text}`,
    status ?? undefined,
    e?.meta?.body,
  );
}
