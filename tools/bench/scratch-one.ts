import { pathToFileURL } from "node:url";
import { fuzzCalls, WRITE_EVERY } from "./src/hostile/hostile-child.js";
const target = Number(process.env.T ?? 28573);
const seq = fuzzCalls(151515, { documents: 10_000, longScale: 1 } as never);
const calls: unknown[] = [];
const writes: unknown[] = [];
for (let i = 0; i <= target; i++) {
  if (i > 0 && i % WRITE_EVERY === 0) writes.push(seq.write());
  calls.push(seq.next());
}
const O = await import(pathToFileURL(`/work/main/packages/oneindex/dist/index.js`).href);
const H = await import("@oneindex/hostile");
const index = new O.SearchIndex(H.HOSTILE_DEFINITION);
index.add(seq.docs);
for (const w of writes as { kind: string; ids?: string[]; docs?: object[] }[]) {
  try {
    if (w.kind === "remove") index.remove(w.ids);
    else if (w.kind === "add") index.add(w.docs);
    else index.update(w.docs);
  } catch {}
}
const call = calls[target] as Record<string, unknown>;
if (process.env.SHOW) console.log(JSON.stringify(call));
const run = (c: unknown) => {
  const t0 = performance.now();
  let o = "";
  try {
    o = `${index.search(c).hits.length} hits`;
  } catch (e) {
    o = (e as Error).name;
  }
  return `${(performance.now() - t0).toFixed(1)} ms ${o}`;
};
for (let r = 0; r < 3; r++) console.log("whole", run(call));
const q = call.query as { functions?: unknown[] };
if (q?.functions)
  for (let f = 0; f < q.functions.length; f++)
    console.log(
      "function",
      f,
      JSON.stringify(q.functions[f]).slice(0, 160),
      run({ ...call, query: { ...q, functions: [q.functions[f]] } }),
    );
if (process.env.F) {
  const f = q.functions![Number(process.env.F)];
  console.log(JSON.stringify(f));
  const one = { ...call, query: { ...q, functions: [f] } };
  for (let r = 0; r < 5; r++) run(one);
  const insp = await import("node:inspector/promises");
  const session = new insp.Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 50 });
  await session.post("Profiler.start");
  for (let r = 0; r < 10; r++) run(one);
  const { profile } = await session.post("Profiler.stop");
  (await import("node:fs")).writeFileSync("/tmp/f16.cpuprofile", JSON.stringify(profile));
}
