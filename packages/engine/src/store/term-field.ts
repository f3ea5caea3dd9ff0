import type { Analyzer, TokenSink } from "../analysis/index.js";
import { uncharged, type WorkCharge } from "../query/budget/work-budget.js";
import { growInt32, growUint32, growUint8 } from "./growable.js";
import { PostingList, PostingPool, TermsPostings } from "./posting-pool.js";
import { gallopTo, lowerBoundString } from "./sorted-search.js";
import { TermHashes } from "./term-hashes.js";
import { TermTrie } from "./term-trie.js";

/** Position gap between the values of an array text field (Elasticsearch's `position_increment_gap`). */
export const POSITION_GAP = 100;

/**
 * The inverted index of one text, keyword or string-id field: a term dictionary (term → term
 * number), the pooled postings of every term ({@link PostingPool}), per-doc token counts, and the
 * live statistics BM25 reads (`docCount` N, `df` per term, `totalLength`). Statistics are kept
 * exact on delete, so they always equal those of an index that never held the deleted documents.
 */
export class TermField implements TokenSink {
  readonly dict = new Map<string, number>();
  readonly terms: string[] = [];
  /** Every term's postings; read them through {@link postingsOf}. */
  readonly pool: PostingPool;
  /** Live document frequency per term number. */
  df: Uint32Array = new Uint32Array(16);
  /** Token count per internal doc (text), or distinct value count (keyword). */
  lengths: Uint32Array = new Uint32Array(16);
  /** 1 when the doc has a value in the field. */
  has: Uint8Array = new Uint8Array(16);
  /** Live docs with at least one token (text) or a value (keyword): BM25's N. */
  docCount = 0;
  /** Live tokens in the field. */
  totalLength = 0;
  /** Terms sorted by UTF-16 code units, brought up to date at the end of a batch or when read (see {@link sortedTerms}). */
  private order: TermOrder | undefined;
  /** Whether a query has read the term order since the last batch ended (see {@link endBatch}). */
  private orderRead = false;
  /** The code units of every term: what a trie or the hashes over all of them cost to build. */
  private termUnits = 0;
  /** The sorted terms as a trie for fuzzy and regex queries: built on a query's first need, then kept up by the writes ({@link endBatch}). */
  private trie: TermTrie | undefined;
  /** The terms' hashes and alphabet for fuzzy queries, built on the first one. */
  private hashes: TermHashes | undefined;
  /**
   * Scoring's table of length norms by norm byte at one `b` and avgdl, kept by the scorers
   * (`normTable` in query/scoring/bm25.ts) and remade when the statistics move.
   */
  normTable: { readonly b: number; readonly avgdl: number; readonly table: Float64Array } | undefined = undefined;

  constructor(
    readonly analyzer: Analyzer,
    /** Text fields keep positions and length normalisation; keyword fields neither. */
    readonly isText: boolean,
  ) {
    this.pool = new PostingPool(isText);
  }

  /** The postings of term number `t`: a view valid until the field next changes. */
  postingsOf(t: number): PostingList {
    return new PostingList(this.pool, t);
  }

  /** The postings of the terms numbered `terms`, as one view. */
  postingsOfTerms(terms: readonly number[]): TermsPostings {
    return new TermsPostings(this.pool, terms);
  }

  /** Adds a term without postings (snapshot loading); returns its number. */
  newTerm(term: string): number {
    const t = this.pool.addTerm();
    this.dict.set(term, t);
    this.terms.push(term);
    this.termUnits += term.length;
    if (t >= this.df.length) this.df = growUint32(this.df, t + 1);
    // Only text fields group a doc's tokens through a slot per term (a keyword's few values are scanned).
    if (this.isText) {
      if (t >= this.slot.length) this.slot = growInt32(this.slot, t + 1, -1);
      this.slot[t] = -1;
    }
    return t;
  }

  private termNumber(term: string): number {
    const t = this.dict.get(term);
    return t === undefined ? this.newTerm(term) : t;
  }

  /** The distinct terms of a doc's values (to take a deleted doc out of `df`). */
  private termsOf(values: readonly string[]): Set<string> {
    if (!this.isText) return new Set(values);
    const terms = new Set<string>();
    for (const v of values) for (const tok of this.analyzer.analyze(v)) terms.add(tok.term);
    return terms;
  }

  // Scratch of the doc being added, reused: per term its slot among the doc's distinct terms (-1
  // when untouched), the distinct terms in first-occurrence order with their token counts, and the
  // tokens (term, position) in order.
  private slot: Int32Array = new Int32Array(16).fill(-1);
  private touched: Uint32Array = new Uint32Array(16);
  private counts: Uint32Array = new Uint32Array(16);
  private tokenTerms: Uint32Array = new Uint32Array(64);
  private tokenPositions: Uint32Array = new Uint32Array(64);
  private grouped: Uint32Array = new Uint32Array(64);

  /** Counts one occurrence of term `t` in the doc being added; returns how many distinct terms it has now. */
  private touch(t: number, distinct: number): number {
    const s = this.slot[t]!;
    if (s >= 0) {
      this.counts[s]!++;
      return distinct;
    }
    if (distinct >= this.touched.length) {
      this.touched = growUint32(this.touched, distinct + 1);
      this.counts = growUint32(this.counts, distinct + 1);
    }
    this.slot[t] = distinct;
    this.touched[distinct] = t;
    this.counts[distinct] = 1;
    return distinct + 1;
  }

  // The doc being added, as its tokens arrive: tokens so far, distinct terms so far, and the last position.
  private tokenCount = 0;
  private distinct = 0;
  private lastPosition = 0;

  /**
   * What the batch being added made of each folded word: its term number, or -1 for a stop word
   * ({@link add} hands this field to its analyser as the sink). One lookup here stands for the
   * analyser's stem lookup and the dictionary's; dropped at the end of the batch.
   */
  private words = new Map<string, number>();

  known(word: string, position: number): boolean {
    const t = this.words.get(word);
    if (t === undefined) return false;
    if (t >= 0) this.take(t, position);
    return true;
  }

  dropped(word: string): void {
    this.words.set(word, -1);
  }

  token(term: string, position: number, _start: number, _end: number, word: string): void {
    const t = this.termNumber(term);
    this.words.set(word, t);
    this.take(t, position);
  }

  /** Takes one token (term `t`) of the doc being added. */
  private take(t: number, position: number): void {
    const n = this.tokenCount;
    if (n >= this.tokenTerms.length) {
      this.tokenTerms = growUint32(this.tokenTerms, n + 1);
      this.tokenPositions = growUint32(this.tokenPositions, n + 1);
    }
    this.distinct = this.touch(t, this.distinct);
    this.tokenTerms[n] = t;
    this.tokenPositions[n] = position;
    this.tokenCount = n + 1;
    if (position > this.lastPosition) this.lastPosition = position;
  }

  /**
   * Indexes the values of doc `doc` (larger than any doc indexed before): its tokens are grouped
   * by term in scratch arrays, then each distinct term gets one posting with its positions.
   */
  add(doc: number, values: readonly string[]): void {
    let length = 0;
    let distinct = 0;
    const pool = this.pool;
    if (this.isText) {
      let base = 0;
      this.tokenCount = 0;
      this.distinct = 0;
      for (const v of values) {
        this.lastPosition = base - 1;
        this.analyzer.tokens(v, base, this);
        base = Math.max(base, this.lastPosition + 1) + POSITION_GAP;
      }
      const n = this.tokenCount;
      distinct = this.distinct;
      length = n;
      // Group the positions by term (counting sort, stable: each term's positions stay ascending).
      if (n > this.grouped.length) this.grouped = growUint32(this.grouped, n);
      const counts = this.counts;
      const slot = this.slot;
      let offset = 0;
      for (let s = 0; s < distinct; s++) {
        const c = counts[s]!;
        counts[s] = offset;
        offset += c;
      }
      const grouped = this.grouped;
      for (let k = 0; k < n; k++) grouped[counts[slot[this.tokenTerms[k]!]!]!++] = this.tokenPositions[k]!;
      let from = 0;
      for (let s = 0; s < distinct; s++) {
        const t = this.touched[s]!;
        const to = counts[s]!;
        pool.appendPositions(t, doc, grouped, from, to - from, length);
        from = to;
        this.df[t]!++;
        slot[t] = -1;
      }
    } else {
      // Docs only (tf 1 however often a value repeats); the length is the number of distinct values.
      // A repeat is found by scanning the doc's terms so far (a set past KEYWORD_SCAN of them), not
      // through a slot per term: a keyword field (the id, a million of them) would keep 4 bytes a term.
      let seen: Set<number> | undefined;
      for (const v of values) {
        const t = this.termNumber(v);
        if (seen !== undefined) {
          if (seen.has(t)) continue;
          seen.add(t);
        } else {
          let i = 0;
          while (i < distinct && this.touched[i] !== t) i++;
          if (i < distinct) continue;
          if (distinct >= KEYWORD_SCAN) seen = new Set(this.touched.subarray(0, distinct)).add(t);
        }
        if (distinct >= this.touched.length) {
          this.touched = growUint32(this.touched, distinct + 1);
          this.counts = growUint32(this.counts, distinct + 1);
        }
        this.touched[distinct++] = t;
      }
      length = distinct;
      for (let s = 0; s < distinct; s++) {
        const t = this.touched[s]!;
        pool.appendDoc(t, doc);
        this.df[t]!++;
      }
    }
    if (doc >= this.lengths.length) {
      this.lengths = growUint32(this.lengths, doc + 1);
      this.has = growUint8(this.has, doc + 1);
    }
    this.lengths[doc] = length;
    this.has[doc] = 1;
    // Lucene's docCount: a text value without tokens ("" or only stop words) does not count in N.
    if (length > 0 || !this.isText) this.docCount++;
    this.totalLength += length;
  }

  /**
   * Ends a batch of adds: reclaims the pool's holes and spare room when they have grown large, and
   * sorts the batch's new terms into the term order once they are an eighth of the dictionary or
   * more (the first batch's always), or when a query has read the order since the last batch, so
   * a search never sorts the whole dictionary: it merges at most the few terms of the small
   * batches no query came between (charged to it, see {@link sortedTerms}). A batch
   * pays its new terms' sort and one merge pass over the dictionary, which over a growing
   * dictionary adds up to a few passes per term. `sortTerms` false (the id field, which only a `term`
   * node reads) leaves the order to the first call that asks for it.
   *
   * Once a query has needed the fuzzy and regex trie or the one-edit hashes, the batch keeps them up
   * to date as well: the hashes take the new terms, and the trie is rebuilt when the terms added
   * since it was built pass an eighth of its own (as {@link searchTrie} would for the next query).
   * A query then builds them only the first time a field is searched so; a live index taking
   * writes pays the rebuilds in its writes, a few passes over the dictionary's code units per
   * term added, and its queries stay at the cost of their walks.
   */
  endBatch(sortTerms = true): void {
    if (this.words.size > 0) this.words = new Map();
    this.pool.repackIfWasteful();
    if (!sortTerms) return;
    const sorted = this.order?.numbers.length ?? 0;
    const added = this.terms.length - sorted;
    // A small batch is merged in too when a query has read the order since the last batch: that
    // query's successors would merge it anyway, and a merge is the same work at a write.
    if (added > 0 && (sorted === 0 || added * SORT_AT_WRITE >= sorted || this.orderRead)) this.sortedTerms(WRITE_TIME);
    this.orderRead = false;
    if (this.trieView !== undefined) this.searchTrie(WRITE_TIME);
    if (this.hashes !== undefined) this.termHashes(WRITE_TIME);
  }

  /** Takes a deleted doc's values out of the statistics (its postings stay until compaction). */
  remove(doc: number, values: readonly string[]): void {
    const terms = this.termsOf(values);
    if (this.lengths[doc]! > 0 || !this.isText) this.docCount--;
    this.totalLength -= this.lengths[doc]!;
    this.has[doc] = 0;
    for (const term of terms) {
      const t = this.dict.get(term);
      if (t !== undefined) this.df[t]!--;
    }
  }

  /** Average field length over live docs with a value (BM25's avgdl). */
  avgLength(): number {
    return this.docCount === 0 ? 0 : this.totalLength / this.docCount;
  }

  /**
   * Term numbers in term order (UTF-16 code units), with the terms themselves. Kept between calls:
   * terms are only ever appended, so once new ones arrive only they are sorted and then merged in,
   * and a query after a small batch pays a merge, not a sort of the whole dictionary (large
   * batches are sorted at their end, see {@link endBatch}). The arrays are replaced, never changed,
   * so a caller's copy (a trie's) stays as it was. What bringing it up to date costs is charged to
   * `charge` before it starts ({@link sortCost}).
   */
  sortedTerms(charge: WorkCharge): TermOrder {
    if (charge !== WRITE_TIME) this.orderRead = true;
    const terms = this.terms;
    const had = this.order;
    if (had !== undefined && had.numbers.length === terms.length) return had;
    const from = had?.numbers.length ?? 0;
    const k = terms.length - from;
    const units = this.termUnits;
    charge.budget.spend(sortCost(k, units - (had?.units ?? 0), had === undefined ? 0 : terms.length, units), "termIndex", charge.site);
    // The default sort orders strings by code units, natively: faster than a comparator over term numbers.
    const addedStrings = terms.slice(from).sort();
    const added = new Int32Array(k);
    for (let i = 0; i < k; i++) added[i] = this.dict.get(addedStrings[i]!)!;
    if (had === undefined) return (this.order = { numbers: added, strings: addedStrings, units });
    const numbers = new Int32Array(terms.length);
    const strings = new Array<string>(terms.length);
    let i = 0;
    let j = 0;
    for (let o = 0; o < terms.length; o++) {
      // Terms are distinct, so the two lists never hold the same one.
      if (j >= added.length || (i < had.numbers.length && had.strings[i]! < addedStrings[j]!)) {
        numbers[o] = had.numbers[i]!;
        strings[o] = had.strings[i++]!;
      } else {
        numbers[o] = added[j]!;
        strings[o] = addedStrings[j++]!;
      }
    }
    return (this.order = { numbers, strings, units });
  }

  /**
   * The sorted terms as a trie over code points (see {@link TermTrie}), up to date: rebuilt when
   * the terms changed since, charged to `charge` before it starts ({@link TRIE_UNIT_COST} per code
   * unit of the terms), so a field too large to build it for within a call ends that call with
   * `too-costly`.
   */
  termTrie(charge: WorkCharge): TermTrie {
    const { strings } = this.sortedTerms(charge);
    if (this.trie === undefined || this.trie.strings !== strings) {
      charge.budget.spend(this.termUnits * TRIE_UNIT_COST, "termIndex", charge.site);
      this.trie = new TermTrie(strings);
    }
    return this.trie;
  }

  /**
   * A trie for a query to walk, with the terms added since it was built: the trie is rebuilt (as
   * {@link termTrie}, charged) only once those are more than an eighth of its terms, else they are
   * left for the query to check one by one (`pendingFrom` to `pendingTo`, term numbers: terms are
   * numbered as they arrive). So a live index taking writes pays a rebuild every eighth of growth,
   * not after every write; `numbers` maps the trie's sorted indexes to term numbers.
   */
  searchTrie(charge: WorkCharge): TrieView {
    const view = this.trieView;
    const pending = view === undefined ? 0 : this.terms.length - view.pendingFrom;
    if (view !== undefined && pending * STALE_TRIE <= view.pendingFrom)
      return pending === 0 ? view : { ...view, pendingTo: this.terms.length };
    const { numbers } = this.sortedTerms(charge);
    const trie = this.termTrie(charge);
    this.trieView = { trie, numbers, pendingFrom: numbers.length, pendingTo: numbers.length };
    return this.trieView;
  }

  /** The trie {@link searchTrie} last built, over the first `pendingFrom` terms. */
  private trieView: TrieView | undefined;

  /**
   * The terms as code-point hashes with their alphabet (see {@link TermHashes}), up to date:
   * reading the terms added since is charged to `charge` first (`termIndex` per code unit and
   * {@link HASH_TERM_COST} per term; all of them when the filter must double).
   */
  termHashes(charge: WorkCharge): TermHashes {
    // Kept only once built (a refused first call leaves none for the writes to keep up).
    const hashes = this.hashes ?? new TermHashes();
    const pending = hashes.pendingWork(this.terms, this.termUnits, HASH_TERM_COST);
    if (pending > 0) charge.budget.spend(pending, "termIndex", charge.site);
    hashes.sync(this.terms);
    return (this.hashes = hashes);
  }

  /** Index into the sorted term list of the first term ≥ `value` (bringing the list up to date is charged to `charge`). */
  lowerBound(value: string, charge: WorkCharge): number {
    return lowerBoundString(this.sortedTerms(charge).strings, value);
  }

  /** Term numbers of terms starting with `prefix`, in term order (bringing the list up to date is charged to `charge`). */
  prefixTerms(prefix: string, charge: WorkCharge): number[] {
    const { numbers, strings } = this.sortedTerms(charge);
    const from = this.lowerBound(prefix, charge);
    const last = prefix.charCodeAt(prefix.length - 1);
    if (!(last < 0xffff)) {
      // No code unit follows the last one (or the prefix is empty): test the terms one by one.
      let to = from;
      while (to < strings.length && strings[to]!.startsWith(prefix)) to++;
      return Array.from(numbers.subarray(from, to));
    }
    // The terms with the prefix are those from it up to (not including) the prefix with its last code unit raised by one.
    const after = prefix.slice(0, -1) + String.fromCharCode(last + 1);
    return Array.from(
      numbers.subarray(
        from,
        gallopTo(strings, from, strings.length, (s) => s < after),
      ),
    );
  }
}

/** What a query walks: a trie, its sorted indexes' term numbers, and the terms added since it was built (checked one by one). */
export interface TrieView {
  readonly trie: TermTrie;
  /** Never changed: see {@link TermOrder}. */
  readonly numbers: Int32Array;
  readonly pendingFrom: number;
  readonly pendingTo: number;
}

/** A keyword doc's values are checked for repeats by a scan up to this many distinct ones, then by a set. */
const KEYWORD_SCAN = 32;

/** A trie is rebuilt for a query once the terms added since are more than 1/STALE_TRIE of its own. */
const STALE_TRIE = 8;

/** A batch whose new terms are at least 1/SORT_AT_WRITE of the sorted ones is sorted in at its end. */
const SORT_AT_WRITE = 8;

/*
 * What building the term structures costs, in `termIndex` units (calibrated in EXPERIMENTS.md, "Term
 * structures and query words, calibrated": build time against the ns a posting unit takes in the
 * same process, over 100,000 terms of 3–8, ~60 (URLs) and 120 code units). Their time follows the
 * code units more than the terms: long strings miss the cache on every comparison and every trie
 * node, so each is charged per code unit as well as per term.
 */

/**
 * A trie's build per code unit of the terms (4: ~50–60 ns a node, and a term's code units bound
 * its nodes; dictionaries whose terms share long prefixes, such as URLs, have fewer nodes than
 * code units and are charged up to ~2× what they take).
 */
export const TRIE_UNIT_COST = 4;

/** The one-edit hashes per term read, beside one per code unit (the filter, the alphabet and the pairs per term). */
export const HASH_TERM_COST = 2;

/**
 * Sorting `k` new terms of `newUnits` code units and merging them into a sorted list of
 * `merged` terms (0: none, the first sort) of `allUnits` code units: a sort step per comparison,
 * plus a step per 32 code units compared (a long term is a few cache lines), and per term merged
 * past 3 steps plus one per 16 of its code units (the merge compares and copies each).
 */
export function sortCost(k: number, newUnits: number, merged: number, allUnits: number): number {
  const log = Math.ceil(Math.log2(k + 1));
  return Math.ceil(k * log + (log * newUnits) / 32) + (merged === 0 ? 0 : 3 * merged + Math.ceil(allUnits / 16));
}

/** Where write-time work charges: nowhere (it is bounded by the documents written, not by a call). */
const WRITE_TIME: WorkCharge = uncharged();

/** A field's terms in code-unit order: `strings[i]` is term number `numbers[i]` (4 bytes a term, not a JS array's 8; never changed, replaced). */
export interface TermOrder {
  readonly numbers: Int32Array;
  readonly strings: readonly string[];
  /** The code units of the terms listed. */
  readonly units: number;
}
