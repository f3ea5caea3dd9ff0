// The "Hostile input" section of BENCHMARKS.md (issue 15): the costly cases against the 200 ms goal
// and the fuzz with its cost oracle.
import { FUZZ_CHUNK, REPLAYS, type HostileResult } from "../hostile/hostile-result.js";
import { describeOutcome } from "../hostile/outcome.js";

const n = (x: number) => Math.round(x).toLocaleString("en-US");
const ms = (x: number | undefined) => (x === undefined || !Number.isFinite(x) ? "—" : x < 10 ? x.toFixed(2) : x.toFixed(0));
/** Text cut for the report (the results JSON keeps up to 2,000 characters). */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
/** A call as inline code (in a list item): a backtick cannot end it early. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
const code = (text: string) => `\`\` ${text.replace(/`/g, "'").replace(/[\u0000-\u001f]/g, " ")} \`\``;
/** A table cell: a pipe, even inside code, would end the cell. */
const cell = (text: string) => text.replace(/\|/g, "\\|");

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)].join(
    "\n",
  );
}

/** The section, or nothing when the results have no hostile part (runs before it existed). */
export function renderHostile(h: HostileResult | undefined): string[] {
  if (h === undefined) return [];
  const out: string[] = ["## Hostile input (issue 15)", ""];
  out.push(
    `Measured ${h.generatedAt}, mode **${h.mode}**${h.commit !== undefined ? `, commit ${h.commit}` : ""}. Each call runs through \`index.trySearch\` in a child process with a hard timeout of ${h.timeoutMs / 1000} s: a call still running then is killed and reported as timed out, so an engine without the fix never hangs the bench. ` +
      `The contract: every call answers with results whose scores are all finite, or with a \`QueryParseError\` or \`QueryCostError\`; anything else is a bug, listed below. Times are wall clock on this machine; the goal is ${h.caseGoalMs} ms for each costly case${h.mode === "quick" ? " (quick mode: smaller collections and values, times not comparable)" : ""}.`,
    "",
  );
  out.push(
    table(
      ["item", "case", "docs", "median ms", "max ms", "runs", `≤ ${h.caseGoalMs} ms`, "outcome"],
      h.cases.map((c) => [
        String(c.item),
        c.label,
        c.documents === undefined ? "—" : n(c.documents),
        c.timedOut ? `> ${n(h.timeoutMs)} (timed out)` : ms(c.medianMs),
        c.timedOut ? "—" : ms(c.maxMs),
        String(c.reps),
        c.failure !== undefined ? "—" : c.timedOut || (c.maxMs ?? Infinity) > h.caseGoalMs ? "**no**" : "yes",
        c.failure !== undefined
          ? `**failed**: ${c.failure}`
          : c.outcome === undefined
            ? "—"
            : `${c.outcome.kind === "bug" ? "**" : ""}${describeOutcome(c.outcome)}${c.outcome.kind === "bug" ? "**" : ""}${c.outcomesDiffer === true ? " (runs differed)" : ""}`,
      ]),
    ),
    "",
  );
  const f = h.fuzz;
  if (f !== undefined) {
    out.push("### Fuzz with a cost oracle", "");
    out.push(
      `${n(f.calls)} seeded random calls (seed ${f.seed}; \`tools/hostile\`), every node kind at the edges the parser allows — regexes with nested bounded repeats, phrases of up to 256 words with slop up to 1,000, fuzzy with maxEdits 0–2, one-letter prefixes, bools up to 256 wide, function scores with extreme numbers, highlights with empty, equal or odd tags and fragment sizes 1 to 100,000 — about a third as JSON text, over ${n(f.corpus.documents)} documents: ordinary ones with distinct url keywords, plus long and adversarial values (${f.corpus.longScale === 1 ? "0.5–2 MB" : `0.5–2 MB × ${f.corpus.longScale}`} of text, a word repeated, one 100,000-letter token, lone surrogates and astral characters, keywords of thousands of characters). One process runs them one after another after an untimed warm-up on ordinary calls; a call past ${h.timeoutMs / 1000} s is killed, recorded, and the run goes on in a fresh process without it.`,
      "",
    );
    const outcome = `${n(f.counts.results)} results, ${n(f.counts.cost)} QueryCostError, ${n(f.counts.parse)} QueryParseError, ${f.counts.bug > 0 ? `**${n(f.counts.bug)} bugs**` : "0 bugs"}`;
    out.push(
      table(
        [
          "calls timed",
          "median ms",
          "p99 ms",
          "p99.9 ms",
          "slowest ms",
          `slowest < ${h.fuzzGoalMs} ms`,
          "killed (> timeout)",
          "outcomes",
          "wall s",
        ],
        [
          [
            n(f.timed),
            ms(f.medianMs),
            ms(f.p99Ms),
            ms(f.p999Ms),
            ms(f.maxMs),
            f.hung.length > 0 || !(f.maxMs < h.fuzzGoalMs) ? "**no**" : "yes",
            String(f.hung.length),
            outcome,
            n(f.wallSeconds),
          ],
        ],
      ),
      "",
    );
    if (f.stopped !== undefined) out.push(`The run stopped early: ${f.stopped}.`, "");
    const codes = Object.entries(f.parseCodes).sort((a, b) => b[1] - a[1]);
    if (codes.length > 0) out.push(`QueryParseError codes: ${codes.map(([c, k]) => `${c} ${n(k)}`).join(", ")}.`, "");
    const slowest = f.slowest[0];
    if (slowest !== undefined)
      out.push(
        `Slowest call (#${slowest.index}, ${ms(slowest.ms)} ms, ${describeOutcome(slowest.outcome)}):`,
        "",
        "```json",
        cut(slowest.json, 500),
        "```",
        "",
      );
    const replayed = f.slowest.filter((c) => c.replayMs !== undefined);
    if (replayed.length > 0)
      out.push(
        `The slowest calls, each run ${REPLAYS} times more in the same process right after its chunk of ${n(FUZZ_CHUNK)} calls: the median is the call's own cost; the difference is what the runtime added that once (a garbage collection of earlier calls' garbage, a recompilation).`,
        "",
        table(
          ["call", "ms in the run", "replayed median ms", "outcome"],
          replayed.map((c) => [`#${c.index}`, ms(c.ms), ms(c.replayMs), describeOutcome(c.outcome)]),
        ),
        "",
      );
    if (f.hung.length > 0)
      out.push("Calls killed at the timeout:", "", ...f.hung.map((c) => `- #${c.index}: ${code(cut(c.json, 500))}`), "");
    if (f.bugs.length > 0)
      out.push(
        `Calls that broke the contract (${f.counts.bug}; the first ${Math.min(f.bugs.length, 5)}):`,
        "",
        ...f.bugs.slice(0, 5).map((b) => `- #${b.index}: ${describeOutcome(b.outcome)} — ${code(cut(b.json, 500))}`),
        "",
      );
  }
  if (h.errors.length > 0) out.push("Failures of the hostile part:", "", ...h.errors.slice(0, 10).map((e) => `- ${cut(e, 400)}`), "");
  return out;
}
