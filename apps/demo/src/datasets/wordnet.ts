import { defineDocument, Field } from "oneindex";
import type { Dataset } from "./dataset.js";

const Synset = defineDocument(
  "Verb",
  {
    id: Field.id({ description: "WordNet synset offset, prefixed with v" }),
    words: Field.text({ array: true, description: "The verbs of the synset" }),
    gloss: Field.text({ description: "Definition and example sentences" }),
    lexicographerFile: Field.integer({ filterable: true, description: "WordNet lexicographer file number (29–43 for verbs)" }),
  },
  { description: "English verbs from Princeton WordNet 3.1" },
);

export const wordnet: Dataset = {
  key: "wordnet",
  title: "WordNet verbs",
  blurb: "13,789 verb synsets of Princeton WordNet 3.1: words and definitions, for full text, phrases and fuzzy matches.",
  definition: Synset,
  file: "wordnet-verbs.json",
  examples: [
    { title: "Moving quickly", kind: "good", args: { v: 1, q: "move quickly", highlight: true, limit: 5 } },
    {
      title: "A phrase with slop",
      kind: "good",
      args: { v: 1, query: { type: "phrase", field: "gloss", terms: ["cause", "to", "move"], slop: 2 }, highlight: true, limit: 5 },
    },
    { title: "Words starting with run", kind: "good", args: { v: 1, query: { type: "prefix", field: "words", value: "run" }, limit: 5 } },
    { title: "Required and excluded words", kind: "good", args: { v: 1, q: "+water -boat", highlight: true, limit: 5 } },
    { title: "a number as a string", kind: "mistake", args: { v: 1, filter: { type: "term", field: "lexicographerFile", value: "35" } } },
    { title: "a bad regex", kind: "mistake", args: { v: 1, query: { type: "regex", field: "words", pattern: "(run|walk" } } },
  ],
};
