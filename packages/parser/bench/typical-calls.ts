/** Typical search-tool calls a model makes, over the Invoice type of the root README. */
/** The SPEC's invoice (every field kind), shared with the language tests. */
export { Invoice } from "../test/languages/fixtures.js";

/** JSON texts, as a tool call's `arguments` arrive. */
export const TYPICAL_CALLS: readonly string[] = [
  '{"v":1,"q":"steel delivery","limit":10}',
  '{"v":1,"query":{"type":"term","field":"customer","value":"acme"}}',
  '{"v":1,"query":{"type":"text","text":"late delivery of steel beams","operator":"and"},"highlight":true}',
  '{"v":1,"query":{"type":"bool","must":[{"type":"text","text":"steel"}],"filter":[{"type":"range","field":"total","gte":100,"lt":5000},{"type":"term","field":"paid","value":false}]},"sort":[{"field":"issued","order":"desc"}],"limit":20}',
  '{"v":1,"query":{"type":"bool","should":[{"type":"phrase","field":"notes","terms":["late","delivery"],"slop":2},{"type":"fuzzy","field":"customer","value":"acmee","maxEdits":1}],"mustNot":[{"type":"exists","field":"lines"}]},"countExactly":true}',
  '{"v":1,"query":{"type":"functionScore","query":{"type":"text","text":"pipes"},"functions":[{"type":"gauss","field":"issued","origin":"2024-06-01","scale":30},{"type":"fieldValueFactor","field":"total","modifier":"log1p","factor":0.1}],"scoreMode":"sum","boostMode":"multiply"}}',
  '{"v":1,"query":{"type":"range","field":"issued","gte":"2024-01-01","lt":"2024-07-01"},"offset":20,"limit":20}',
  '{"v":1,"query":{"type":"multiFieldTerm","fields":["customer","notes"],"value":"globex","boost":2},"highlight":{"fields":["notes"],"fragments":2}}',
];
