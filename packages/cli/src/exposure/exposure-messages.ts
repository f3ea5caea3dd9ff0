/** The wording of every refusal the exposure policy answers with, and of its start-up checks. */
export const EXPOSURE_MESSAGES = {
  badHost: (host: string, allowed: readonly string[]) =>
    `this server does not answer for the host ${JSON.stringify(host)}; it answers for ${allowed.map((h) => JSON.stringify(h)).join(", ")} (a page that rebinds its own name to this machine must not read it)`,
  noHost: "the request has no Host header; this server answers only requests that name it",
  badOrigin: (origin: string) =>
    `requests from the web page at ${JSON.stringify(origin)} are refused; start the server with --allow-origin ${origin} to let that page call it`,
  noToken: "this server needs a bearer token: send the header Authorization: Bearer <token> (the --token it was started with)",
  badToken: "the bearer token is not this server's; send the --token it was started with",
  openWithoutToken: (host: string) =>
    `serve --host ${host} listens beyond this machine: give it a token (--token <token>, or the ONEINDEX_SERVE_TOKEN environment variable) so that only those who have it can search, or pass --allow-unauthenticated if anyone who can reach ${host} may`,
  badAllowedOrigin: (origin: string) =>
    `--allow-origin takes an origin such as http://localhost:3000 (scheme, host and port, no path), found ${JSON.stringify(origin)}`,
  emptyToken: "--token (or ONEINDEX_SERVE_TOKEN) must not be empty",
} as const;
