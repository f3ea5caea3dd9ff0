export { HostileCallGenerator } from "./hostile-calls.js";
export type { CallVocabulary, FieldsByUse, Json, RandomSource } from "./hostile-calls.js";
export { HOSTILE_DEFINITION, HostileWrites, hostileCorpus, longText, makeWords } from "./hostile-corpus.js";
export type { CorpusSize, HostileDoc, HostileWrite } from "./hostile-corpus.js";
