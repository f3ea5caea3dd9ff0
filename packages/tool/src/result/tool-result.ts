import { resolveMaxChars, shortValueChars } from "./result-limits.js";
import { cutMessage, RESULT_MESSAGES } from "./result-messages.js";

/** Results as every backend returns them (the embedded engine, `@oneindex/opensearch`, `@oneindex/postgres`): hits, a total, and the aggregations asked for. */
export interface ResultsLike {
  readonly hits: readonly object[];
  readonly total?: unknown;
  readonly aggregations?: Readonly<Record<string, object>>;
}

/** What one call came to, as `trySearch` returns it: results, or an error whose `toToolResult()` (or a text) is what the model reads. */
export type ToolAnswer<R extends ResultsLike = ResultsLike> =
  | { readonly ok: true; readonly results: R }
  | { readonly ok: false; readonly error: { toToolResult(): string } | string };

/** Options of {@link toolResult}. */
export interface ToolResultOptions {
  /** Characters the result's text may take: a whole number from 1,000; default `TOOL_RESULT_LIMITS.defaultMaxChars` (100,000). */
  readonly maxChars?: number;
}

/** What a cut result says about the cut (its `cut` property): the model reads it beside the hits. */
export interface ToolResultCut {
  readonly maxResultChars: number;
  /** Hits shown, and hits of the page left out from its end. */
  readonly hitsReturned: number;
  readonly hitsOmitted: number;
  /** Present when highlights and score explanations were left out. */
  readonly highlightsOmitted?: true;
  /** Present when text values in documents were shortened: the characters each kept. */
  readonly valuesShortenedTo?: number;
  /** Buckets left out from the end of each aggregation that lost some, by aggregation name. */
  readonly bucketsOmitted?: Readonly<Record<string, number>>;
  /** Aggregations left out whole (from the end), when even their empty forms would not fit. */
  readonly aggregationsOmitted?: readonly string[];
  /** The cut in words, with how to ask for less. */
  readonly message: string;
}

/** The results a tool result carries: as they were, or cut, with `cut` saying how. */
export type FittedResults<R extends ResultsLike> = R & { readonly cut?: ToolResultCut };

/** A tool result's text within its bound: the (possibly cut) results and their JSON, or an error's text. */
export type ToolResult<R extends ResultsLike = ResultsLike> =
  | { readonly ok: true; readonly text: string; readonly results: FittedResults<R>; readonly cut?: ToolResultCut }
  | { readonly ok: false; readonly text: string };

interface BucketsLike {
  readonly buckets: readonly object[];
  readonly otherCount?: number;
}

const isBuckets = (value: object): value is BucketsLike => Array.isArray((value as { buckets?: unknown }).buckets);
const size = (value: unknown): number => JSON.stringify(value)?.length ?? 4;

/** `text` shortened to `chars` UTF-16 units (never between the halves of a surrogate pair), marked with "…". */
function shorten(text: string, chars: number): string {
  if (text.length <= chars) return text;
  const end = /[\uD800-\uDBFF]/.test(text[chars - 1]!) ? chars - 1 : chars;
  return `${text.slice(0, end)}…`;
}

/** A document with every string in it shortened (nested objects and arrays too); `cut.any` is set when one was. */
function shortenValues(value: unknown, chars: number, cut: { any: boolean }, depth = 0): unknown {
  if (typeof value === "string") {
    if (value.length <= chars) return value;
    cut.any = true;
    return shorten(value, chars);
  }
  if (typeof value !== "object" || value === null || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => shortenValues(item, chars, cut, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = shortenValues(item, chars, cut, depth + 1);
  return out;
}

/** A hit without its highlights and explanation. */
function plainHit(hit: object): object {
  const { highlights: _h, explanation: _e, ...rest } = hit as { highlights?: unknown; explanation?: unknown };
  return rest;
}

/** A plain hit with its document's text values shortened. */
function shortHit(hit: object, chars: number, cut: { any: boolean }): object {
  const plain = plainHit(hit) as { document?: unknown };
  return "document" in plain ? { ...plain, document: shortenValues(plain.document, chars, cut) } : plain;
}

/**
 * The leading `items`, each made by `make` and sized with a comma between, that fit in `room`:
 * made and measured one at a time, no further than the first that does not fit.
 */
function leadingThatFit<T>(items: readonly T[], room: number, make: (item: T) => T = (item) => item): T[] {
  const kept: T[] = [];
  let used = 0;
  for (const item of items) {
    const made = make(item);
    used += size(made) + (kept.length === 0 ? 0 : 1);
    if (used > room) break;
    kept.push(made);
  }
  return kept;
}

/**
 * Aggregations with their leading buckets kept round-robin (one more bucket of each aggregation in
 * turn, an aggregation stopping at its first bucket that does not fit) within `room` characters of
 * buckets, so each aggregation keeps its head; `omitted` counts the buckets left out by name. A
 * `terms` aggregation's `otherCount` takes in the documents of its buckets left out.
 */
function fitBuckets(
  aggregations: Readonly<Record<string, object>>,
  room: number,
): { readonly aggregations: Record<string, object>; readonly omitted: Record<string, number> } {
  const entries = Object.entries(aggregations);
  const kept = entries.map(() => 0);
  const open = entries.map(([, result]) => isBuckets(result));
  let used = 0;
  for (let progress = true; progress; ) {
    progress = false;
    for (const [i, [, result]] of entries.entries()) {
      if (!open[i]) continue;
      const buckets = (result as BucketsLike).buckets;
      if (kept[i]! >= buckets.length) {
        open[i] = false;
        continue;
      }
      const cost = size(buckets[kept[i]!]) + (kept[i] === 0 ? 0 : 1);
      if (used + cost > room) {
        open[i] = false;
        continue;
      }
      used += cost;
      kept[i]!++;
      progress = true;
    }
  }
  const out: Record<string, object> = {};
  const omitted: Record<string, number> = {};
  for (const [i, [name, result]] of entries.entries()) {
    if (!isBuckets(result) || kept[i] === result.buckets.length) {
      out[name] = result;
      continue;
    }
    const left = result.buckets.slice(kept[i]);
    omitted[name] = left.length;
    const otherCount =
      result.otherCount === undefined
        ? {}
        : { otherCount: result.otherCount + left.reduce((sum, b) => sum + ((b as { count?: number }).count ?? 0), 0) };
    out[name] = { ...result, buckets: result.buckets.slice(0, kept[i]), ...otherCount };
  }
  return { aggregations: out, omitted };
}

/** Aggregations with every bucket list emptied: what they take before any bucket. */
function emptied(aggregations: Readonly<Record<string, object>>): Record<string, object> {
  return Object.fromEntries(Object.entries(aggregations).map(([name, r]) => [name, isBuckets(r) ? { ...r, buckets: [] } : r]));
}

/** The sum of the bucket lists' sizes, stopping once it passes `limit`. */
function bucketsSize(aggregations: Readonly<Record<string, object>>, limit: number): number {
  let used = 0;
  for (const result of Object.values(aggregations)) {
    if (!isBuckets(result)) continue;
    for (const [i, bucket] of result.buckets.entries()) {
      used += size(bucket) + (i === 0 ? 0 : 1);
      if (used > limit) return used;
    }
  }
  return used;
}

/** An error's text within `maxChars`: whole when it fits, else cut at a line end with a closing line saying so. */
function fitErrorText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const closing = RESULT_MESSAGES.errorCut(text.length, maxChars);
  let end = maxChars - closing.length - 1;
  const lineEnd = text.lastIndexOf("\n", end);
  if (lineEnd > end / 2) end = lineEnd;
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end--;
  return `${text.slice(0, end)}\n${RESULT_MESSAGES.errorCut(text.length - end, maxChars)}`;
}

/**
 * The one size gate: turns what a call came to into the text a tool result carries, within
 * `maxChars` characters (default 100,000). Results that fit are their JSON unchanged. Results that
 * do not are cut in this order, each step only when the ones before did not make them fit:
 * 1. every hit's highlights and score explanation are left out;
 * 2. text values in the hits' documents are shortened (to a fiftieth of the bound, 100–1,000 characters, ending in "…");
 * 3. hits are left out from the end of the page (the aggregations, the answer a `limit: 0` call asks for, keep their room);
 * 4. buckets are left out from the end of each aggregation, round-robin, so each keeps its head
 *    (and, only if even empty aggregations would not fit, whole aggregations from the end).
 * A cut result carries `cut` ({@link ToolResultCut}): what was left out and how to ask for less
 * (`limit`, `offset`, a smaller `size`). An error's text (`toToolResult()`) is cut at a line end
 * with a closing line. The work is bounded by the bound, not by the results' size: pieces are
 * measured one at a time and measuring stops at the first that does not fit.
 *
 * @example
 * const answer = toolResult(index.trySearch(args), { maxChars: 20_000 });
 * return { content: answer.text, isError: !answer.ok };
 */
export function toolResult<R extends ResultsLike>(answer: ToolAnswer<R>, options: ToolResultOptions = {}): ToolResult<R> {
  const maxChars = resolveMaxChars(options.maxChars);
  if (!answer.ok) {
    const text = typeof answer.error === "string" ? answer.error : answer.error.toToolResult();
    return { ok: false, text: fitErrorText(text, maxChars) };
  }
  const results = answer.results;
  const hits = results.hits;
  const aggregations = results.aggregations;
  const skeleton = (aggs: Readonly<Record<string, object>> | undefined) =>
    size({ ...results, hits: [], ...(aggs === undefined ? {} : { aggregations: emptied(aggs) }) });
  const base = skeleton(aggregations);
  const bucketsRoom = maxChars - base;
  const allBuckets = aggregations === undefined ? 0 : bucketsSize(aggregations, bucketsRoom);
  if (allBuckets <= bucketsRoom && leadingThatFit(hits, bucketsRoom - allBuckets).length === hits.length) {
    const text = JSON.stringify(results);
    if (text.length <= maxChars) return { ok: true, text, results };
  }

  // A cut: room for the note as its longest (every count at its largest) is kept aside first.
  const chars = shortValueChars(maxChars);
  const bucketCounts = Object.fromEntries(
    Object.entries(aggregations ?? {}).flatMap(([name, r]) => (isBuckets(r) ? [[name, r.buckets.length]] : [])),
  );
  const longestCut = cutOf(maxChars, 0, hits.length, true, chars, bucketCounts, []);
  const reserve = size({ cut: longestCut });
  let keptAggregations = aggregations;
  let omittedBuckets: Record<string, number> = {};
  let omittedAggregations: string[] = [];
  if (aggregations !== undefined) {
    const room = maxChars - reserve - base;
    if (allBuckets > room) ({ aggregations: keptAggregations, omitted: omittedBuckets } = fitBuckets(aggregations, room));
  }
  const room = maxChars - reserve - base - (keptAggregations === undefined ? 0 : bucketsSize(keptAggregations, Infinity));

  // Hits: whole, else plain, else plain and shortened, else the leading ones of those.
  let shown: readonly object[] = hits;
  let highlightsOmitted = false;
  let shortened = false;
  if (leadingThatFit(hits, room).length < hits.length) {
    highlightsOmitted = hits.some((hit) => "highlights" in hit || "explanation" in hit);
    const plain = leadingThatFit(hits, room, plainHit);
    if (plain.length === hits.length) shown = plain;
    else {
      // Whether each hit made had a value shortened: the note speaks only of the hits kept.
      const cutIn: boolean[] = [];
      shown = leadingThatFit(hits, room, (hit) => {
        const cut = { any: false };
        const short = shortHit(hit, chars, cut);
        cutIn.push(cut.any);
        return short;
      });
      shortened = cutIn.slice(0, shown.length).some(Boolean);
    }
  }
  for (;;) {
    const cut = cutOf(
      maxChars,
      shown.length,
      hits.length,
      highlightsOmitted,
      shortened ? chars : undefined,
      omittedBuckets,
      omittedAggregations,
    );
    const fitted = {
      ...results,
      hits: shown,
      ...(keptAggregations === undefined ? {} : { aggregations: keptAggregations }),
      cut,
    } as unknown as FittedResults<R>;
    const text = JSON.stringify(fitted);
    if (text.length <= maxChars) return { ok: true, text, results: fitted, cut };
    // Only when the measures above were not enough (the skeleton alone is over the bound): less again.
    if (shown.length > 0) shown = shown.slice(0, -1);
    else if (keptAggregations !== undefined && Object.keys(keptAggregations).length > 0) {
      const names = Object.keys(keptAggregations);
      const last = names.at(-1)!;
      omittedAggregations = [last, ...omittedAggregations];
      keptAggregations = Object.fromEntries(Object.entries(keptAggregations).slice(0, -1));
      delete omittedBuckets[last];
    } else throw new RangeError(`a result's total and cut note alone pass ${maxChars} characters`);
  }
}

/** The `cut` note of a result: what was left out, in the order the gate cuts. */
function cutOf(
  maxChars: number,
  returned: number,
  of: number,
  highlightsOmitted: boolean,
  valuesShortenedTo: number | undefined,
  bucketsOmitted: Readonly<Record<string, number>>,
  aggregationsOmitted: readonly string[],
): ToolResultCut {
  const parts: string[] = [];
  if (highlightsOmitted) parts.push(RESULT_MESSAGES.highlights);
  if (valuesShortenedTo !== undefined) parts.push(RESULT_MESSAGES.values(valuesShortenedTo));
  if (returned < of) parts.push(RESULT_MESSAGES.hits(returned, of));
  const anyBuckets = Object.keys(bucketsOmitted).length > 0;
  if (anyBuckets || aggregationsOmitted.length > 0) parts.push(RESULT_MESSAGES.buckets);
  return {
    maxResultChars: maxChars,
    hitsReturned: returned,
    hitsOmitted: of - returned,
    ...(highlightsOmitted ? { highlightsOmitted: true as const } : {}),
    ...(valuesShortenedTo === undefined ? {} : { valuesShortenedTo }),
    ...(anyBuckets ? { bucketsOmitted } : {}),
    ...(aggregationsOmitted.length > 0 ? { aggregationsOmitted } : {}),
    message: cutMessage(maxChars, parts),
  };
}
