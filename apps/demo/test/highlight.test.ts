// Highlights as a model may ask for them: empty tags (which froze the page), equal tags, tags found
// in the text, tags that are prefixes of each other. The demo asks the engine for its own marks and
// splits fragments on those, so every call renders the matched words and nothing else.
import { SearchIndex } from "oneindex";
import { describe, expect, it, vi } from "vitest";
import { earthquakes } from "../src/datasets/earthquakes.js";
import { fragmentParts } from "../src/search/highlight-marks.js";
import { runCall } from "../src/search/run-call.js";

const index = new SearchIndex(earthquakes.definition);
index.add([
  { id: "a", place: "12km SSW of Alaska <em>Peninsula</em> || Alaska" },
  { id: "b", place: "Central California" },
] as never[]);

/** The marked words of each hit's highlights, after the page's split. */
function markedWords(call: string): string[] {
  const outcome = runCall(index, call);
  if (outcome.kind !== "hits") throw new Error(`expected hits, got: ${outcome.text}`);
  return outcome.results.hits.flatMap((hit) =>
    Object.values(hit.highlights ?? {}).flatMap((fragments) =>
      fragments.flatMap((fragment) => {
        const parts = fragmentParts(fragment, outcome.marks);
        // Nothing of the marks is left in what is shown, and the text shown is the document's.
        expect(parts.map((p) => p.text).join("")).toBe(hit.document["place"]);
        return parts.filter((p) => p.marked).map((p) => p.text);
      }),
    ),
  );
}

describe("highlights with any tags", () => {
  const tags: Array<[string, string]> = [
    ["", ""],
    ["", "</em>"],
    ["<em>", ""],
    ["||", "||"],
    ["<em>", "</em>"],
    ["<", "<<"],
    ["<<", "<"],
    ["Alaska", "Alaska"],
  ];
  it.each(tags)("marks the matched words with preTag %j and postTag %j", (preTag, postTag) => {
    expect(markedWords(JSON.stringify({ v: 1, q: "alaska", highlight: { preTag, postTag } }))).toEqual(["Alaska", "Alaska"]);
  });

  it("splits on any tags without hanging: empty, equal, overlapping, missing", () => {
    expect(fragmentParts("a b", { preTag: "", postTag: "" })).toEqual([{ text: "a b", marked: false }]);
    expect(fragmentParts("x|a|y|b|", { preTag: "|", postTag: "|" })).toEqual([
      { text: "x", marked: false },
      { text: "a", marked: true },
      { text: "y", marked: false },
      { text: "b", marked: true },
    ]);
    expect(fragmentParts("<<a<", { preTag: "<<", postTag: "<" })).toEqual([{ text: "a", marked: true }]);
    expect(fragmentParts("[a", { preTag: "[", postTag: "]" })).toEqual([{ text: "[a", marked: false }]);
    expect(fragmentParts("", { preTag: "[", postTag: "]" })).toEqual([{ text: "", marked: false }]);
  });
});

describe("a call whose search throws", () => {
  function throwingExecute(error: unknown) {
    const tryParse = index.tryParse.bind(index);
    return vi.spyOn(index, "tryParse").mockImplementation((args) => {
      const parsed = tryParse(args);
      return parsed.ok
        ? ({
            ok: true,
            query: {
              query: parsed.query.query,
              execute: () => {
                throw error;
              },
            },
          } as never)
        : parsed;
    });
  }

  it("shows an error with toToolResult() (the engine's QueryCostError) as the text the model reads", () => {
    const spy = throwingExecute(
      Object.assign(new Error("over budget"), {
        code: "query-too-costly",
        path: "/q",
        problems: [],
        toToolResult: () => "The search was stopped: over its work budget.",
      }),
    );
    expect(runCall(index, '{"v":1,"q":"alaska"}')).toEqual({
      kind: "error",
      text: "The search was stopped: over its work budget.",
      problems: [],
    });
    spy.mockRestore();
  });

  it("shows any other error as an internal error instead of crashing", () => {
    const spy = throwingExecute(new RangeError("Maximum call stack size exceeded"));
    expect(runCall(index, '{"v":1,"q":"alaska"}')).toMatchObject({
      kind: "error",
      text: expect.stringContaining("RangeError: Maximum call stack size exceeded"),
    });
    spy.mockRestore();
  });
});
