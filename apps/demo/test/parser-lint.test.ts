// The editor's error marks for string-language problems: the character inside the string, even
// when escapes before it make the JSON text longer than the string it stands for.
import { SearchIndex } from "oneindex";
import { describe, expect, it } from "vitest";
import { earthquakes } from "../src/datasets/earthquakes.js";
import { problemRange } from "../src/editor/parser-lint.js";

const index = new SearchIndex(earthquakes.definition);

function marked(text: string): string[] {
  const parsed = index.tryParse(text);
  if (parsed.ok) throw new Error("expected a bad call");
  return parsed.error.problems.map((p) => {
    const { from, to } = problemRange(p, text.length, text);
    return text.slice(from, to);
  });
}

describe("problem ranges in the editor", () => {
  it("marks the misspelt field of a strict string", () => {
    expect(marked('{"v":1,"query":{"type":"strict","query":"magnitud:3"}}')).toEqual(["magnitud"]);
  });

  it("marks the same characters after escaped quotes and \\u escapes", () => {
    expect(marked('{"v":1,"query":{"type":"strict","query":"place:\\"a b\\" AND magnitud:3"}}')).toEqual(["magnitud"]);
    expect(marked('{"v":1,"filter":"kind = \\"caf\\u00e9\\" and magnitud > 3"}')).toEqual(["magnitud"]);
  });
});
