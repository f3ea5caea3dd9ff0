import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";
import { hostname, networkInterfaces } from "node:os";
import { EXPOSURE_MESSAGES } from "./exposure-messages.js";

/** Options of an {@link ExposurePolicy}: where the server listens and who may call it. */
export interface ExposureOptions {
  /** The address the server listens on (`127.0.0.1`, `::1`, `0.0.0.0`, a name, …). */
  readonly host: string;
  /** Web page origins allowed to call the server from a browser (`http://localhost:3000`); others are refused. */
  readonly allowOrigins?: readonly string[];
  /** A bearer token every request must carry (`Authorization: Bearer <token>`). */
  readonly token?: string;
  /** Listen beyond this machine without a token (refused otherwise). */
  readonly allowUnauthenticated?: boolean;
}

/** What the policy says of one request: let it through (with the CORS headers it gets), or refuse it with a status and words. */
export type ExposureVerdict =
  | { readonly ok: true; readonly headers: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly status: 401 | 403 | 421; readonly message: string; readonly headers: Readonly<Record<string, string>> };

/** Names every loopback server answers for. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "::1"];

/** Whether an address is this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

const isWildcard = (host: string) => host === "0.0.0.0" || host === "::" || host === "[::]";

/** A Host header's name without its port (`[::1]:7411` → `::1`, `Example.org:80` → `example.org`). */
function hostName(header: string): string {
  const lower = header.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(1, lower.indexOf("]") === -1 ? undefined : lower.indexOf("]"));
  const colon = lower.lastIndexOf(":");
  return colon === -1 || isIP(lower) === 6 ? lower : lower.slice(0, colon);
}

/** The SHA-256 of a token: tokens are compared as equal-length digests, in constant time. */
const digest = (token: string) => createHash("sha256").update(token, "utf8").digest();

/**
 * Who may talk to a server on this machine: the one policy every OneIndex server applies to each
 * request before routing it (`oneindex serve` today). Three checks, in order:
 * - **Host**: the `Host` header must name the server (the loopback names, the address it listens
 *   on, and when it listens on every interface, this machine's addresses and name); else 421. This
 *   is what stops DNS rebinding: a web page whose name an attacker re-points at 127.0.0.1 reaches
 *   the port, but its requests still say `Host: evil.example`.
 * - **Origin**: a request a browser sends from a web page carries `Origin`; one not in
 *   `allowOrigins` (nor the server's own origin) is refused with 403, so no page reads the index
 *   unless the person starting the server named it. Programs (curl, an agent loop) send no Origin.
 * - **Token**: with a `token`, every request must carry `Authorization: Bearer <token>`; else 401.
 * A server listening beyond loopback without a token is refused at start ({@link ExposurePolicy.for}
 * throws) unless `allowUnauthenticated` says so: a search server open to a network is rarely meant.
 */
export class ExposurePolicy {
  private readonly hosts: ReadonlySet<string>;
  private readonly origins: ReadonlySet<string>;
  private readonly token: Buffer | undefined;

  private constructor(options: ExposureOptions) {
    const bound = options.host.replace(/^\[|\]$/g, "").toLowerCase();
    const hosts = new Set([...LOOPBACK_NAMES, bound]);
    if (isWildcard(options.host)) {
      hosts.add(hostname().toLowerCase());
      for (const list of Object.values(networkInterfaces())) for (const address of list ?? []) hosts.add(address.address.toLowerCase());
    }
    this.hosts = hosts;
    this.origins = new Set((options.allowOrigins ?? []).map((origin) => origin.toLowerCase()));
    this.token = options.token === undefined ? undefined : digest(options.token);
  }

  /** The policy for a server listening on `options.host`; throws an `Error` with the words to show when the options are unsafe or malformed. */
  static for(options: ExposureOptions): ExposurePolicy {
    if (options.token !== undefined && options.token === "") throw new Error(EXPOSURE_MESSAGES.emptyToken);
    for (const origin of options.allowOrigins ?? []) {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      if (url === undefined || url.origin !== origin.replace(/\/$/, "").toLowerCase() || !/^https?:$/.test(url.protocol))
        throw new Error(EXPOSURE_MESSAGES.badAllowedOrigin(origin));
    }
    if (!isLoopback(options.host) && options.token === undefined && options.allowUnauthenticated !== true)
      throw new Error(EXPOSURE_MESSAGES.openWithoutToken(options.host));
    return new ExposurePolicy(options);
  }

  /** The names the server answers for, for messages. */
  get hostNames(): readonly string[] {
    return [...this.hosts];
  }

  /**
   * The verdict on a request: through (with the CORS headers an allowed page needs), or refused. A
   * browser's preflight (`OPTIONS`) carries no credentials, so it needs only the Host and Origin checks.
   */
  check(headers: IncomingHttpHeaders, method = "GET"): ExposureVerdict {
    const host = headers.host;
    if (host === undefined || host === "") return refuse(421, EXPOSURE_MESSAGES.noHost);
    const name = hostName(host);
    if (!this.hosts.has(name)) return refuse(421, EXPOSURE_MESSAGES.badHost(name, [...this.hosts]));
    const origin = headers.origin;
    let cors: Record<string, string> = {};
    if (origin !== undefined && origin !== "null") {
      const own = [`http://${host.toLowerCase()}`, `https://${host.toLowerCase()}`];
      const lower = origin.toLowerCase();
      if (!this.origins.has(lower) && !own.includes(lower)) return refuse(403, EXPOSURE_MESSAGES.badOrigin(origin));
      cors = {
        "access-control-allow-origin": origin,
        "access-control-allow-methods": "GET, HEAD, POST, OPTIONS",
        "access-control-allow-headers": "authorization, content-type",
        vary: "Origin",
      };
    } else if (origin === "null") return refuse(403, EXPOSURE_MESSAGES.badOrigin(origin));
    if (this.token !== undefined && method !== "OPTIONS") {
      const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? "");
      if (match === null) return refuse(401, EXPOSURE_MESSAGES.noToken, { "www-authenticate": 'Bearer realm="oneindex"', ...cors });
      if (!timingSafeEqual(digest(match[1]!.trim()), this.token))
        return refuse(401, EXPOSURE_MESSAGES.badToken, { "www-authenticate": 'Bearer realm="oneindex", error="invalid_token"', ...cors });
    }
    return { ok: true, headers: cors };
  }
}

function refuse(status: 401 | 403 | 421, message: string, headers: Record<string, string> = {}): ExposureVerdict {
  return { ok: false, status, message, headers };
}
