import { defineDocument, Field, SearchIndex, SearchTool, toolResult } from "oneindex";

const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true }),
  notes: Field.text(),
  total: Field.number({ filterable: true, sortable: true }),
  issued: Field.date({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
});

// 1. Hand the model a tool. SearchTool.descriptor gives it as an object in the shape the model API
//    takes (Anthropic's by default; { format: "openai-chat" }, "openai-strict", "mcp", "gemini" …
//    for the others); SearchTool.for gives the same descriptor as JSON text.
const tool = SearchTool.descriptor(Invoice);
console.log(tool.name, Object.keys(tool));
//=> search_Invoice [ 'name', 'description', 'input_schema' ]
// Pass it as it is: anthropic.messages.create({ model, max_tokens, messages, tools: [tool] }).
// Or let an adapter wrap the descriptor and the search in a framework's own tool:
// searchTool(index) from @oneindex/anthropic, @oneindex/ai-sdk, @oneindex/langchain, @oneindex/openai-agents.

// 2. Index documents.
const index = new SearchIndex(Invoice);
index.add([
  { id: "inv-1", customer: "acme", notes: "Late delivery of steel beams", total: 1200, issued: "2024-03-01", paid: false },
  { id: "inv-2", customer: "globex", notes: "Steel pipes, delivered on time", total: 300, issued: "2024-04-11", paid: true },
]);

// 3. When the model calls the tool with `args` (the call's JSON text, or its parsed object), parse
//    and execute. trySearch never throws for anything the model wrote: a call that is invalid, or
//    that would take more work than the index's budget allows (`workBudget`), comes back as an
//    error the model can act on. Either way, `toolResult` (the one size gate) gives the text to send
//    back: the results' JSON, or the error's words, at most 100,000 characters (cut with a note when
//    larger; `{ maxChars }` to change it), and `ok: false` for an error result.
const args = '{"v":1,"q":"steel delivery","filter":"paid = false and total >= 100"}';
const answer = toolResult(index.trySearch(args));
console.log(answer.text);
//=> {"hits":[{"id":"inv-1","score":0.3979403351608636,"document":{"id":"inv-1","customer":"acme","notes":"Late delivery of steel beams","total":1200,"issued":"2024-03-01","paid":false}}],"total":{"value":1,"relation":"eq"}}

// A call the model got wrong:
const wrong = toolResult(index.trySearch('{"v":1,"q":"steel","filter":"payed = false"}'));
console.log(wrong.text);
//=> The search arguments were not valid (1 problem); nothing was searched.
//=> - /filter (character 1): unknown field "payed"; expected a field that takes a comparison with =: "id", "customer", "notes", "total", "issued" or "paid"
//=> Fix every problem listed (paths are JSON Pointers into your arguments) and call the search tool again.
