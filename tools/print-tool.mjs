#!/usr/bin/env node
// Prints the tool descriptor of an example document type: what a model is handed.
// Usage: node tools/print-tool.mjs [anthropic|openai-chat|openai-responses|openai-strict|mcp|gemini]
// The repo root does not depend on the meta-package, so it is loaded from its build (`pnpm print-tool` builds it first).
import { defineDocument, Field, SearchTool, TOOL_FORMATS } from "../packages/oneindex/dist/index.js";

const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true, description: "Customer name, exact" }),
  notes: Field.text({ description: "Free-text notes on the invoice" }),
  lines: Field.text({ array: true, description: "One entry per invoice line" }),
  total: Field.number({ filterable: true, sortable: true, description: "Total amount in euros" }),
  count: Field.integer({ filterable: true, description: "Number of lines" }),
  issued: Field.date({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
  office: Field.geoPoint({ filterable: true }),
  pdf: Field.stored(),
});

const format = process.argv[2] ?? "anthropic";
if (!TOOL_FORMATS.includes(format)) {
  console.error(`unknown format ${JSON.stringify(format)}; formats are ${TOOL_FORMATS.join(", ")}`);
  process.exit(2);
}
console.log(JSON.stringify(JSON.parse(SearchTool.for(Invoice, { format })), null, 2));
