// Builds a baseline commit beside the working tree (issue 35: "one run of `pnpm bench` that builds
// 64de4d0 beside main"): a detached git worktree of the commit under $TMPDIR, its own
// `pnpm install --frozen-lockfile --offline` and build of `oneindex` and its workspace
// dependencies, then a probe of every query kind through the adapter. A tree already built for the
// same full hash is reused. Whatever fails (no git, a commit the clone lacks, an install that needs
// the network) comes back as a reason for the report, never as a thrown error: the run goes on.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadCities } from "../data/cities.js";
import { loadEarthquakes } from "../data/earthquakes.js";
import { loadWordNet } from "../data/wordnet.js";
import { QUERY_CORPUS, QUERY_KINDS, type QueryKind } from "../engines/engine.js";
import { generateQueries } from "../measure/queries.js";
import { baselineAdapter, type BaselineEngine } from "./baseline-engine.js";

/** The commit issue 35 measures main against: the full run's baseline unless `--baseline` names another (or `none`). */
export const DEFAULT_BASELINE = "64de4d0";

/** What the report says about the baseline of a run. */
export interface BaselineInfo {
  /** The revision asked for (`--baseline`). */
  readonly rev: string;
  readonly status: "built" | "reused" | "failed";
  /** The full hash, once git resolved it. */
  readonly commit?: string;
  /** The engine key its rows carry. */
  readonly key?: string;
  /** The tree it was built in. */
  readonly dir?: string;
  /** Time to make the worktree, install and build (0 when reused). */
  readonly setupMs?: number;
  /** Why it could not be built or loaded (status `failed`). */
  readonly reason?: string;
  /** Query kinds its API refused, with what it said. */
  readonly unsupported?: Partial<Record<QueryKind, string>>;
}

/** Where baselines are built: one tree per full hash. */
export const BASELINE_ROOT = join(tmpdir(), "oneindex-bench-baseline");

/** Marks a tree whose build finished, beside it (the tree itself stays as git made it). */
const builtMark = (dir: string) => `${dir}.built`;

/** A step that failed, with the tail of what it printed. */
class StepError extends Error {}

/** Runs a command, returning its stdout, or throws a StepError naming the step and the end of its output. */
function run(step: string, command: string, args: readonly string[], cwd: string, timeoutMs = 15 * 60_000): string {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", timeout: timeoutMs, maxBuffer: 64 * 2 ** 20 });
  if (r.error !== undefined) throw new StepError(`${step}: ${r.error.message}`);
  if (r.status !== 0) {
    const tail = `${r.stderr}\n${r.stdout}`
      .trim()
      .split("\n")
      .filter((l) => l.trim() !== "")
      .slice(-4)
      .join(" | ");
    throw new StepError(`${step} failed (exit ${r.status ?? r.signal})${tail === "" ? "" : `: ${tail}`}`);
  }
  return r.stdout;
}

/** The baseline's `packages/oneindex/dist/index.js` in `dir`. */
const entryOf = (dir: string) => join(dir, "packages", "oneindex", "dist", "index.js");

/** Makes (or reuses) the detached worktree of `commit` and builds it; returns its directory and whether it was reused. */
function buildTree(repoRoot: string, commit: string, log: (line: string) => void): { dir: string; reused: boolean } {
  const dir = join(BASELINE_ROOT, commit);
  if (existsSync(builtMark(dir)) && readFileSync(builtMark(dir), "utf8").trim() === commit && existsSync(entryOf(dir)))
    return { dir, reused: true };
  mkdirSync(BASELINE_ROOT, { recursive: true });
  // A tree left half-made by an interrupted run: drop it and git's record of it.
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  run("git worktree prune", "git", ["worktree", "prune"], repoRoot);
  log(`baseline: git worktree add --detach ${dir} ${commit}`);
  run("git worktree add", "git", ["worktree", "add", "--detach", "--force", dir, commit], repoRoot);
  log("baseline: pnpm install --frozen-lockfile --offline");
  run("pnpm install --frozen-lockfile --offline", "pnpm", ["install", "--frozen-lockfile", "--offline"], dir);
  log("baseline: pnpm --filter oneindex... run build");
  run("pnpm --filter oneindex... run build", "pnpm", ["--filter", "oneindex...", "run", "build"], dir);
  if (!existsSync(entryOf(dir))) throw new StepError(`the build left no ${entryOf(dir)}`);
  writeFileSync(builtMark(dir), `${commit}\n`);
  return { dir, reused: false };
}

/** Each query kind the baseline's API refuses, with its message: two seeded queries of each kind on small slices. */
async function probe(engine: BaselineEngine): Promise<Partial<Record<QueryKind, string>>> {
  const adapter = baselineAdapter(engine);
  await adapter.ready?.();
  const wordnet = loadWordNet().slice(0, 2_000);
  const cities = loadCities().slice(0, 2_000);
  const earthquakes = loadEarthquakes();
  const queries = generateQueries(wordnet, cities, earthquakes, 2, 1);
  const indexes = {
    wordnet: await adapter.buildWordNet(wordnet),
    cities: await adapter.buildCities(cities),
    earthquakes: await adapter.buildEarthquakes(earthquakes),
  };
  const refused: Partial<Record<QueryKind, string>> = {};
  for (const kind of QUERY_KINDS) {
    try {
      for (const q of queries[kind]) await indexes[QUERY_CORPUS[kind]].search(q, 10);
    } catch (error) {
      refused[kind] = (error as Error).message.slice(0, 300);
    }
  }
  return refused;
}

/**
 * The baseline `rev` built beside the working tree at `repoRoot` (or the tree already built at
 * `prebuiltDir`, which must be a checkout of the same commit), probed, with what the report says
 * about it; `engine` is absent when it could not be built or loaded.
 */
export async function prepareBaseline(
  rev: string,
  repoRoot: string,
  log: (line: string) => void,
  prebuiltDir?: string,
): Promise<{ info: BaselineInfo; engine?: BaselineEngine }> {
  const started = Date.now();
  let commit: string | undefined;
  try {
    commit = run(`git rev-parse ${rev}`, "git", ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`], repoRoot, 60_000).trim();
  } catch (error) {
    const why = (error as Error).message;
    return {
      info: {
        rev,
        status: "failed",
        reason: `git cannot resolve ${rev} in ${repoRoot} (${why}); a shallow clone lacks old commits: \`git fetch --unshallow\``,
      },
    };
  }
  const short = commit.slice(0, 7);
  const key = `oneindex@${short}`;
  try {
    let dir: string;
    let reused: boolean;
    if (prebuiltDir === undefined) ({ dir, reused } = buildTree(repoRoot, commit, log));
    else {
      dir = resolve(prebuiltDir);
      const head = run(`git rev-parse HEAD in ${dir}`, "git", ["rev-parse", "HEAD"], dir, 60_000).trim();
      if (head !== commit) throw new StepError(`--baseline-dir ${dir} is at ${head}, not ${rev} (${commit})`);
      if (!existsSync(entryOf(dir))) throw new StepError(`--baseline-dir ${dir} has no ${entryOf(dir)}: build it first`);
      reused = true;
    }
    const engine: BaselineEngine = { key, commit, short, moduleUrl: pathToFileURL(entryOf(dir)).href, unsupported: {} };
    const unsupported = await probe(engine);
    log(
      `baseline ${key}: ${reused ? "reused" : "built"} in ${dir}${Object.keys(unsupported).length > 0 ? `; refuses ${Object.keys(unsupported).join(", ")}` : ""}`,
    );
    return {
      info: { rev, status: reused ? "reused" : "built", commit, key, dir, setupMs: Date.now() - started, unsupported },
      engine: { ...engine, unsupported },
    };
  } catch (error) {
    return { info: { rev, status: "failed", commit, key, reason: (error as Error).message } };
  }
}
