/** What the page's address keeps: the data set and the call, so a link or a reload restores them. */
export interface UrlState {
  readonly data?: string;
  /** The arguments JSON as written in the editor. */
  readonly call?: string;
  /** The three string boxes, when the call was written there. */
  readonly boxes?: { readonly q: string; readonly filter: string; readonly strict: string };
}

/** The state as a location hash: `#data=earthquakes&call=%7B…%7D` (or `q=…&filter=…&strict=…`). */
export function toHash(state: UrlState): string {
  const params = new URLSearchParams();
  if (state.data !== undefined) params.set("data", state.data);
  if (state.boxes !== undefined) {
    for (const [name, value] of Object.entries(state.boxes)) if (value !== "") params.set(name, value);
    params.set("mode", "strings");
  } else if (state.call !== undefined) params.set("call", state.call);
  return `#${params.toString()}`;
}

/** The state a location hash holds (what it does not hold is left undefined). */
export function fromHash(hash: string): UrlState {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const data = params.get("data") ?? undefined;
  const call = params.get("call") ?? undefined;
  const boxes =
    params.get("mode") === "strings"
      ? { q: params.get("q") ?? "", filter: params.get("filter") ?? "", strict: params.get("strict") ?? "" }
      : undefined;
  return { ...(data === undefined ? {} : { data }), ...(boxes !== undefined ? { boxes } : call === undefined ? {} : { call }) };
}
