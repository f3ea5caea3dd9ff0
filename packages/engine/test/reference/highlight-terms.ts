/**
 * SEMANTICS.md's highlighted terms, computed independently for the highlight differential: per
 * text field, the terms of the text-matching nodes of `q`, `query` and `filter` (not under
 * `mustNot`; a functionScore contributes its query, not its functions' filters, as Elasticsearch's
 * highlighter visits only the sub-query). Prefix, fuzzy and regex contribute the field's terms they
 * expand to.
 */
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import type { DocumentDefinition } from "@oneindex/schema";
import { fieldsFor } from "@oneindex/schema/internal";
import { analyzerFor } from "../../src/analysis/index.js";
import { codePoints, editDistance } from "./edit-distance.js";
import { regexMatchesWhole } from "./regex-matcher.js";

/** Field → highlighted terms. */
export type HighlightTermSets = Map<string, Set<string>>;

/** The highlighted terms of a query, given each text field's dictionary (its terms in the collection). */
export function highlightTerms(
  definition: DocumentDefinition,
  query: CheckedQuery,
  dictionary: (field: string) => readonly string[],
): HighlightTermSets {
  const out: HighlightTermSets = new Map();
  const text = new Set(fieldsFor(definition, "fullText"));
  const add = (field: string, terms: Iterable<string>) => {
    if (!text.has(field)) return;
    const set = out.get(field) ?? new Set<string>();
    for (const t of terms) set.add(t);
    out.set(field, set);
  };
  const analyse = (field: string, value: string) =>
    analyzerFor(definition.fields[field]!)
      .analyze(value)
      .map((t) => t.term);
  const visit = (node: QueryNode): void => {
    switch (node.type) {
      case "term":
        if (node.value.kind === "string") add(node.field, analyse(node.field, node.value.value));
        return;
      case "phrase":
        add(node.field, analyse(node.field, node.terms.join(" ")));
        return;
      case "multiFieldTerm":
        for (const f of node.fields) add(f, analyse(f, node.value));
        return;
      case "text":
        for (const f of node.fields) add(f, analyse(f, node.text));
        return;
      case "prefix": {
        if (!text.has(node.field)) return;
        const p = analyzerFor(definition.fields[node.field]!).normalize(node.value);
        add(
          node.field,
          dictionary(node.field).filter((t) => t.startsWith(p)),
        );
        return;
      }
      case "regex":
        if (text.has(node.field))
          add(
            node.field,
            dictionary(node.field).filter((t) => regexMatchesWhole(node.regex, t)),
          );
        return;
      case "fuzzy": {
        if (!text.has(node.field)) return;
        // The value analysed as query text; each distinct term expands on its own.
        const values: string[] = [];
        for (const tok of analyzerFor(definition.fields[node.field]!).analyze(node.value))
          if (!values.includes(tok.term)) values.push(tok.term);
        for (const value of values) {
          const v = codePoints(value);
          const pl = Math.min(node.prefixLength, v.length);
          const cands: { term: string; sim: number }[] = [];
          for (const term of dictionary(node.field)) {
            const e = codePoints(term);
            let edits: number;
            if (node.maxEdits === 0) {
              if (e.length !== v.length || e.some((c, i) => c !== v[i])) continue;
              edits = 0;
            } else {
              if (e.length < pl || e.slice(0, pl).some((c, i) => c !== v[i])) continue;
              edits = editDistance(e.slice(pl), v.slice(pl), node.transpositions);
              if (edits > node.maxEdits) continue;
            }
            cands.push({ term, sim: edits === 0 ? 1 : Math.max(0, 1 - edits / Math.min(e.length, v.length)) });
          }
          cands.sort((a, b) => (b.sim !== a.sim ? b.sim - a.sim : a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
          add(
            node.field,
            cands.slice(0, 50).map((c) => c.term),
          );
        }
        return;
      }
      case "bool":
        for (const c of [...node.must, ...node.should, ...node.filter]) visit(c);
        return;
      case "functionScore":
        visit(node.query);
        return;
      case "range":
      case "exists":
      case "matchAll":
        return;
    }
  };
  for (const part of [query.q, query.query, query.filter]) if (part !== undefined) visit(part);
  return out;
}
