import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { adapterTool, SearchTool, TOOL_RESULT_LIMITS, ToolOptionError } from "../src/index.js";

const Note = defineDocument("Note", {
  id: Field.id(),
  title: Field.text(),
  tag: Field.keyword(),
  year: Field.integer({ filterable: true }),
});

describe("adapterTool", () => {
  it("gives the default detail, name and bound when the options say nothing", () => {
    const { descriptor, gate, parse } = adapterTool(Note, {}, "anthropic");
    expect(descriptor).toEqual(SearchTool.descriptor(Note));
    expect(gate).toEqual({ maxChars: TOOL_RESULT_LIMITS.defaultMaxChars });
    expect(parse).toEqual({ detail: "full" });
  });

  it("builds the descriptor in the format and detail asked, and parses with that detail", () => {
    const { descriptor, gate, parse } = adapterTool(Note, { name: "notes", detail: "compact", maxResultChars: 2_000 }, "openai-strict");
    expect(descriptor).toEqual(SearchTool.descriptor(Note, { format: "openai-strict", name: "notes", detail: "compact" }));
    expect(JSON.stringify(descriptor).length).toBeLessThan(JSON.stringify(SearchTool.descriptor(Note, { format: "openai-strict" })).length);
    expect(gate).toEqual({ maxChars: 2_000 });
    expect(parse).toEqual({ detail: "compact" });
  });

  it("refuses bad options when the tool is made, naming the option", () => {
    expect(() => adapterTool(Note, { detail: "tiny" as "compact" }, "anthropic")).toThrow(ToolOptionError);
    expect(() => adapterTool(Note, { detail: "tiny" as "compact" }, "anthropic")).toThrow(/detail/);
    expect(() => adapterTool(Note, { name: "no spaces allowed" }, "mcp")).toThrow(ToolOptionError);
    expect(() => adapterTool(Note, { maxResultChars: 10 }, "anthropic")).toThrow(RangeError);
  });
});
