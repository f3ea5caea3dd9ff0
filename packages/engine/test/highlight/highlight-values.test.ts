import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { HighlightRequest } from "@oneindex/parser";
import { newEnglishAnalyzer, keywordAnalyzer, newStandardAnalyzer } from "../../src/analysis/index.js";
import { highlightValues, MAX_HIGHLIGHT_ANALYZED_CHARS } from "../../src/highlight/index.js";
const englishAnalyzer = newEnglishAnalyzer();
const standardAnalyzer = newStandardAnalyzer();

const request = (over: Partial<HighlightRequest> = {}): HighlightRequest => ({
  fields: ["body"],
  preTag: "<em>",
  postTag: "</em>",
  fragmentSize: 150,
  fragments: 3,
  ...over,
});
const terms = (...words: string[]) => {
  const set = new Set(words.flatMap((w) => englishAnalyzer.analyze(w).map((t) => t.term)));
  return (term: string) => set.has(term);
};

describe("highlightValues", () => {
  it("wraps each matched word of a short value, by its original spelling, without escaping", () => {
    const out = highlightValues(["The <b>Wings</b> & winged flows."], englishAnalyzer, terms("wing"), request());
    expect(out).toEqual(["The <b><em>Wings</em></b> & <em>winged</em> flows."]);
  });

  it("returns nothing when no value matches, and only the values that match", () => {
    expect(highlightValues(["no match here"], englishAnalyzer, terms("wing"), request())).toEqual([]);
    expect(highlightValues(["a wing", "nothing", "wings"], englishAnalyzer, terms("wing"), request())).toEqual([
      "a <em>wing</em>",
      "<em>wings</em>",
    ]);
  });

  it("uses the requested tags", () => {
    expect(highlightValues(["wing"], englishAnalyzer, terms("wing"), request({ preTag: "[", postTag: "]" }))).toEqual(["[wing]"]);
  });

  it("cuts long values into windows of at most fragmentSize characters at word boundaries", () => {
    const filler = "lorem ipsum dolor sit amet ".repeat(20);
    const text = `${filler}the boundary layer ${filler}`;
    const [fragment, ...rest] = highlightValues([text], englishAnalyzer, terms("boundary"), request({ fragmentSize: 60 }));
    expect(rest).toEqual([]);
    const plain = fragment!.replaceAll("<em>", "").replaceAll("</em>", "");
    expect(plain.length).toBeLessThanOrEqual(60);
    expect(fragment).toContain("<em>boundary</em>");
    expect(text).toContain(plain);
    // Cut at word boundaries: the window starts and ends at a whole word.
    const at = text.indexOf(plain);
    expect(/\w/.test(text[at - 1] ?? " ") && /\w/.test(plain[0]!)).toBe(false);
    expect(/\w/.test(text[at + plain.length] ?? " ") && /\w/.test(plain.at(-1)!)).toBe(false);
  });

  it("starts a fragment at the start of its sentence when that is near", () => {
    const text = "Lorem ipsum dolor sit amet, consectetur adipiscing. The shock wave meets the plate. More text follows here for a while.";
    const [fragment] = highlightValues([text], englishAnalyzer, terms("shock"), request({ fragmentSize: 40, fragments: 1 }));
    expect(fragment).toBe("The <em>shock</em> wave meets the plate.");
  });

  it("prefers windows with more distinct matched terms and returns them in document order", () => {
    const filler = "lorem ipsum dolor sit amet ".repeat(8);
    const text = `shock alone ${filler} shock shock shock ${filler} shock wave interaction ${filler} wave end`;
    const out = highlightValues(
      [text],
      englishAnalyzer,
      terms("shock", "wave", "interaction"),
      request({ fragmentSize: 50, fragments: 2 }),
    );
    expect(out).toHaveLength(2);
    expect(out[1]).toContain("<em>shock</em> <em>wave</em> <em>interaction</em>");
    // The runner-up has more matches than any other window (three "shock") and comes first in the text.
    expect(out[0]).toContain("<em>shock</em> <em>shock</em> <em>shock</em>");
    expect(text.indexOf(out[0]!.replaceAll(/<\/?em>/g, ""))).toBeLessThan(text.indexOf(out[1]!.replaceAll(/<\/?em>/g, "")));
  });

  it("never returns overlapping fragments and never more than asked", () => {
    const text = "wing ".repeat(200);
    const out = highlightValues([text], englishAnalyzer, terms("wing"), request({ fragmentSize: 20, fragments: 4 }));
    expect(out).toHaveLength(4);
    let from = 0;
    for (const f of out) {
      const plain = f.replaceAll(/<\/?em>/g, "");
      const at = text.indexOf(plain, from);
      expect(at).toBeGreaterThanOrEqual(from);
      from = at + plain.length;
    }
  });

  it("highlights a keyword value whole, and a value never spans into another", () => {
    expect(highlightValues(["Acme", "Acme Corp"], keywordAnalyzer, (t) => t === "Acme Corp", request())).toEqual(["<em>Acme Corp</em>"]);
  });

  it("handles a long value full of matches (linear work, still the best window)", () => {
    // Just inside the analysed part (MAX_HIGHLIGHT_ANALYZED_CHARS).
    const text = `${"wing flow ".repeat(MAX_HIGHLIGHT_ANALYZED_CHARS / 10 - 2)}wing flow shock`;
    const out = highlightValues([text], englishAnalyzer, terms("wing", "shock"), request({ fragmentSize: 40, fragments: 1 }));
    expect(out).toHaveLength(1);
    expect(out[0]).toContain("<em>shock</em>");
    expect(out[0]).toContain("<em>wing</em>");
  });

  it("analyses only the first MAX_HIGHLIGHT_ANALYZED_CHARS characters of a value, and no word cut by that limit", () => {
    const filler = "flow ".repeat(MAX_HIGHLIGHT_ANALYZED_CHARS / 5);
    expect(highlightValues([`${filler}wing`], englishAnalyzer, terms("wing"), request())).toEqual([]);
    // "wingspan" cut to "wing" at the limit is not the word "wing".
    expect(highlightValues([`${filler.slice(0, -4)}wingspan`], englishAnalyzer, terms("wing"), request())).toEqual([]);
    // Ending exactly at the limit, the word is whole.
    expect(
      highlightValues([`${filler.slice(0, -5)}wing flow`], englishAnalyzer, terms("wing"), request({ fragmentSize: 20 }))[0],
    ).toContain("flow <em>wing</em>");
    expect(highlightValues([`wing ${filler}`], englishAnalyzer, terms("wing"), request({ fragmentSize: 20 }))).toEqual([
      "<em>wing</em> flow flow flow",
    ]);
  });

  it("keeps the whole text outside tags, for any text and any matched set", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("wing", "flow", "the", "Wings", "naïve", "—", " ", ", ", "x"), { maxLength: 60 }),
        fc.integer({ min: 10, max: 80 }),
        (parts, size) => {
          const text = parts.join(" ");
          const out = highlightValues(
            [text],
            standardAnalyzer,
            (t) => t === "wing" || t === "naive",
            request({ fragmentSize: size, fragments: 10, preTag: "\u0001", postTag: "\u0002" }),
          );
          for (const f of out) {
            expect(f).toMatch(/\u0001/);
            expect(text).toContain(f.replaceAll(/[\u0001\u0002]/g, ""));
          }
        },
      ),
    );
  });
});
