import type { TermField } from "../store/term-field.js";
import { ByteReader, ByteWriter } from "./byte-io.js";

/**
 * The binary section of one term field, for a state renumbered by `remap` (old doc → new doc, -1
 * for deleted): per doc its length and `has` byte, then every term with live postings — the term,
 * its pruning bounds (u32), its posting count (u32), each posting as varints (doc delta, tf), and
 * its position bytes (u32 length, then the varint deltas as indexed). Fixed numbers are
 * little-endian u32.
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
    const list = field.postingsOf(t);
    w.string(field.terms[t]!);
    w.u32(list.maxTf);
    w.u32(list.minLength);
    w.u32(field.df[t]!);
    // Postings as varints: doc delta, tf; then the position bytes of the kept postings.
    let prev = -1;
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (let i = 0; i < list.length; i++) {
      const n = remap[list.doc(i)]!;
      if (n < 0) continue;
      w.varint(n - prev - 1);
      w.varint(list.tf(i));
      prev = n;
      if (field.isText) {
        const chunk = list.positionBytes(i);
        chunks.push(chunk);
        bytes += chunk.length;
      }
    }
    w.u32(bytes);
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
  for (let t = 0; t < terms; t++) {
    const term = r.string();
    if (field.dict.has(term)) throw r.damaged();
    const maxTf = r.u32();
    const minLength = r.u32();
    const count = r.u32();
    if (count === 0 || count > docs || maxTf === 0 || (!field.isText && maxTf !== 1)) throw r.damaged();
    const postingDocs = new Uint32Array(count);
    const tfs = new Uint32Array(count);
    let prev = -1;
    for (let i = 0; i < count; i++) {
      const doc = prev + 1 + r.varint();
      const tf = r.varint();
      if (doc >= docs || has[doc] !== 1 || tf === 0 || tf > maxTf) throw r.damaged();
      postingDocs[i] = doc;
      tfs[i] = tf;
      prev = doc;
    }
    const positionsLength = r.u32();
    const positions = r.raw(positionsLength);
    const offsets = new Uint32Array(field.isText ? count : 0);
    if (field.isText) {
      // Each posting's positions are tf varints: find where each starts, and that they fill the bytes exactly.
      let o = 0;
      for (let i = 0; i < count; i++) {
        offsets[i] = o;
        for (let k = tfs[i]!; k > 0; k--) {
          let steps = 0;
          while (o < positionsLength && (positions[o]! & 0x80) !== 0 && steps < 4) {
            o++;
            steps++;
          }
          if (o >= positionsLength || (positions[o]! & 0x80) !== 0) throw r.damaged();
          o++;
        }
      }
      if (o !== positionsLength) throw r.damaged();
    } else if (positionsLength !== 0) throw r.damaged();
    const n = field.newTerm(term);
    const pool = field.pool;
    if (field.isText) {
      pool.setBounds(n, maxTf, minLength);
      const base = pool.appendPositionBytes(positions);
      for (let i = 0; i < count; i++) pool.appendLoaded(n, postingDocs[i]!, tfs[i]!, base + offsets[i]!, lengths[postingDocs[i]!]!);
    } else {
      for (let i = 0; i < count; i++) pool.appendDoc(n, postingDocs[i]!);
    }
    field.df[n] = count;
  }
  r.end();
  field.pool.repack();
}
