import type { IncomingMessage } from "node:http";

/** A request's body: its bytes, or, when it passed `maxBytes`, only its length (its bytes were dropped as they arrived). */
export type Body = { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly length: number };

/**
 * Reads a request's body, holding at most `maxBytes` of it: a longer body is read to its end (so
 * the answer reaches a client still sending) but dropped as it arrives. How long a client may take
 * to send it is bounded by the server's `requestTimeout`.
 */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<Body> {
  return new Promise((resolve, reject) => {
    let parts: Buffer[] = [];
    let length = 0;
    request.on("data", (chunk: Buffer) => {
      length += chunk.length;
      if (length > maxBytes) parts = [];
      else parts.push(chunk);
    });
    request.on("end", () => resolve(length > maxBytes ? { ok: false, length } : { ok: true, bytes: Buffer.concat(parts, length) }));
    request.on("error", reject);
  });
}
