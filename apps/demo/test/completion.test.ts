// Schema completion in the call editor, outside the browser: CodeMirror's own state and
// completion context over the query schema of the Earthquakes definition, the schema the model gets.
import { CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { EditorState } from "@codemirror/state";
import { querySchema } from "oneindex";
import { describe, expect, it } from "vitest";
import { earthquakes } from "../src/datasets/earthquakes.js";
import type { SchemaNode } from "../src/editor/schema-at.js";
import { schemaCompletion } from "../src/editor/schema-completion.js";

const schema = querySchema(earthquakes.definition) as unknown as SchemaNode;
const complete = schemaCompletion(() => schema);

/** The labels offered at the `|` in `text`. */
function labels(text: string): string[] {
  const pos = text.indexOf("|");
  const state = EditorState.create({ doc: text.replace("|", "") });
  const result = complete(new CompletionContext(state, pos, true)) as CompletionResult | null;
  return (result?.options ?? []).map((o) => o.label);
}

describe("schema completion", () => {
  it("offers the fields a node kind takes once its type is written", () => {
    const range = labels('{"v":1,"query":{"type":"range","field":|');
    expect(range).toEqual(expect.arrayContaining(['"magnitude"', '"time"', '"kind"']));
    expect(range).not.toContain('"place"');
    const phrase = labels('{"v":1,"query":{"type":"phrase","field":|');
    expect(phrase).toContain('"place"');
    expect(phrase).not.toContain('"magnitude"');
  });

  it("offers fields of a nested node and of a function", () => {
    expect(labels('{"v":1,"query":{"type":"bool","must":[{"type":"exists","field":"magnitude"},{"type":"prefix","field":|')).not.toContain(
      '"magnitude"',
    );
    const decay = labels('{"v":1,"query":{"type":"functionScore","functions":[{"type":"gauss","field":|');
    expect(decay).toEqual(expect.arrayContaining(['"magnitude"', '"time"', '"location"']));
    expect(decay).not.toContain('"kind"');
  });

  it("offers the order enum of a sort key", () => {
    expect(labels('{"v":1,"sort":[{"field":"magnitude","order":|').sort()).toEqual(['"asc"', '"desc"']);
  });

  it("offers a function's property names", () => {
    const keys = labels('{"v":1,"query":{"type":"functionScore","functions":[{"type":"gauss",|');
    expect(keys).toEqual(expect.arrayContaining(['"field"', '"origin"', '"scale"', '"decay"']));
    expect(keys).not.toContain('"modifier"');
  });
});
