import { describe, expect, it } from "vitest";
import { fromHash, toHash } from "../src/session/url-state.js";

describe("the state in the address", () => {
  it("keeps the data set and the call, and reads them back", () => {
    const call = '{"v":1,"q":"move & \\"quickly\\"","limit":3}';
    const hash = toHash({ data: "wordnet", call });
    expect(hash.startsWith("#data=wordnet&call=")).toBe(true);
    expect(fromHash(hash)).toEqual({ data: "wordnet", call });
  });

  it("keeps the string boxes, leaving out the empty ones", () => {
    const hash = toHash({ data: "earthquakes", boxes: { q: "alaska", filter: "magnitude >= 4", strict: "" } });
    expect(hash).toBe("#data=earthquakes&q=alaska&filter=magnitude+%3E%3D+4&mode=strings");
    expect(fromHash(hash)).toEqual({ data: "earthquakes", boxes: { q: "alaska", filter: "magnitude >= 4", strict: "" } });
  });

  it("gives nothing for an empty or foreign hash", () => {
    expect(fromHash("")).toEqual({});
    expect(fromHash("#section-2")).toEqual({});
  });
});
