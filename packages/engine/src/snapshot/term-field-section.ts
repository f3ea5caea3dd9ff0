import { PostingList } from "../index/posting-list.js";
import type { TermField } from "../index/term-field.js";
import { ByteReader, ByteWriter } from "./byte-io.js";

/**
 * The binary section of one term field, for a state renumbered by `remap` (old doc → new doc, -1
 * for deleted): per doc its length and `has` byte, then every term with live postings — the term,
 * its pruning bounds, its postings as `[doc, tf, positionsOffset]` triples and its position bytes.
 * Little-endian u32 throughout.
 */
export function encodeTermField(field: TermField, remap: Int32Array, liveDocs: number): Uint8Array {
  const w = new ByteWriter();
  w.u32(liveDocs);
  const lengths = new Uint32Array(liveDocs);
  const has = new Uint8Array(liveDocs);
  for (let d = 0; d < remap.length; d++) {
    const n = remap[d]!;
    if (n < 0) continue;
    lengths[n] = field.lengths[d] ?? 0;
    has[n] = field.has[d] ?? 0;
  }
  w.u32s(lengths);
  w.raw(has);
  const live: number[] = [];
  for (let t = 0; t < field.terms.length; t++) if (field.df[t]! > 0) live.push(t);
  w.u32(live.length);
  for (const t of live) {
    const list = field.postings[t]!;
    const triples: number[] = [];
    const chunks: Uint8Array[] = [];
    let offset = 0;
    for (let i = 0; i < list.length; i++) {
      const n = remap[list.doc(i)]!;
      if (n < 0) continue;
      const start = list.data[i * 3 + 2]!;
      const end = i + 1 < list.length ? list.data[(i + 1) * 3 + 2]! : list.positionsLength;
      triples.push(n, list.tf(i), offset);
      if (list.positions !== undefined) {
        chunks.push(list.positions.subarray(start, end));
        offset += end - start;
      }
    }
    w.string(field.terms[t]!);
    w.u32(list.maxTf);
    w.u32(list.minLength);
    w.u32(triples.length / 3);
    w.u32s(Uint32Array.from(triples));
    w.u32(offset);
    for (const c of chunks) w.raw(c);
  }
  return w.finish();
}

/** Fills an empty term field from its section; checks every number so a malformed section is a damaged snapshot, never a crash or a hang later. */
export function decodeTermField(field: TermField, bytes: Uint8Array, section: string, maxDoc: number): void {
  const r = new ByteReader(bytes, section);
  const docs = r.u32();
  if (docs !== maxDoc) throw r.damaged();
  const lengths = r.u32s(docs);
  const has = r.raw(docs);
  field.lengths = lengths.length > 0 ? lengths : new Uint32Array(16);
  field.has = has.length > 0 ? has : new Uint8Array(16);
  let docCount = 0;
  let totalLength = 0;
  for (let d = 0; d < docs; d++) {
    if (has[d] === 1 && (lengths[d]! > 0 || !field.isText)) docCount++;
    totalLength += lengths[d]!;
  }
  field.docCount = docCount;
  field.totalLength = totalLength;
  const terms = r.u32();
  field.df = new Uint32Array(Math.max(16, terms));
  for (let t = 0; t < terms; t++) {
    const term = r.string();
    if (field.dict.has(term)) throw r.damaged();
    const list = new PostingList(field.isText);
    list.maxTf = r.u32();
    list.minLength = r.u32();
    const count = r.u32();
    const data = r.u32s(count * 3);
    const positionsLength = r.u32();
    const positions = r.raw(positionsLength);
    let prev = -1;
    for (let i = 0; i < count; i++) {
      const doc = data[i * 3]!;
      const tf = data[i * 3 + 1]!;
      const off = data[i * 3 + 2]!;
      const nextOff = i + 1 < count ? data[(i + 1) * 3 + 2]! : positionsLength;
      if (doc <= prev || doc >= docs || has[doc] !== 1 || tf === 0 || tf > list.maxTf || off > nextOff || (field.isText && nextOff - off < tf)) throw r.damaged();
      prev = doc;
    }
    list.data = data.length > 0 ? data : new Uint32Array(3);
    list.length = count;
    if (list.positions !== undefined) {
      list.positions = positions.length > 0 ? positions : new Uint8Array(4);
      list.positionsLength = positionsLength;
    }
    field.dict.set(term, t);
    field.terms.push(term);
    field.postings.push(list);
    field.df[t] = count;
  }
  r.end();
}
