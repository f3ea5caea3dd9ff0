import { QUERY_LIMITS } from "oneindex";

/**
 * Bytes one call may take where the warm commands read it: a request body in `serve`, a line in
 * `repl`. The parser reads at most `QUERY_LIMITS.maxInputLength` UTF-16 code units of a call, and
 * no character takes more than four UTF-8 bytes for each of its units, so nothing longer can be a
 * call; anything shorter reaches the parser and, when too long, gets the parser's own message.
 * A longer body or line is dropped as it streams, never held whole.
 */
export const MAX_CALL_BYTES = 4 * QUERY_LIMITS.maxInputLength;
