import { pointerJoin } from "@oneindex/schema/internal";

/** Builds JSON Pointers from a stack of reference tokens, only when one is needed (errors). */
export function pointerOf(tokens: readonly (string | number)[]): string {
  let path = "";
  for (const token of tokens) path = pointerJoin(path, token);
  return path;
}
