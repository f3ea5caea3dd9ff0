/** The tags the demo asks the engine to wrap highlights in, and how a fragment splits on them. */
export interface HighlightMarks {
  readonly preTag: string;
  readonly postTag: string;
}

/** A run of a highlight fragment: plain text, or a matched word. */
export interface FragmentPart {
  readonly text: string;
  readonly marked: boolean;
}

/**
 * Marks of the demo's own: private-use characters around a random nonce, so neither a call's tags
 * (which a model chooses: empty, equal, found in the text, prefixes of each other) nor the text of a
 * document can be mistaken for them.
 */
export function demoMarks(random: () => number = Math.random): HighlightMarks {
  const nonce = Array.from({ length: 8 }, () => String.fromCharCode(0xe100 + Math.floor(random() * 0x100))).join("");
  return { preTag: `\uE000${nonce}\uE001`, postTag: `\uE002${nonce}\uE001` };
}

/**
 * A fragment split on its tags, left to right; each search starts past the previous match, so the
 * scan always moves on. Empty tags cannot be found, so the fragment is one plain run; a start tag
 * with no end tag after it is left as text.
 */
export function fragmentParts(fragment: string, marks: HighlightMarks): FragmentPart[] {
  const { preTag, postTag } = marks;
  if (preTag === "" || postTag === "") return [{ text: fragment, marked: false }];
  const parts: FragmentPart[] = [];
  let at = 0;
  for (;;) {
    const start = fragment.indexOf(preTag, at);
    if (start < 0) break;
    const end = fragment.indexOf(postTag, start + preTag.length);
    if (end < 0) break;
    if (start > at) parts.push({ text: fragment.slice(at, start), marked: false });
    parts.push({ text: fragment.slice(start + preTag.length, end), marked: true });
    at = end + postTag.length;
  }
  if (at < fragment.length || parts.length === 0) parts.push({ text: fragment.slice(at), marked: false });
  return parts;
}
