import { pathToFileURL } from "node:url";
import { fuzzCalls, WRITE_EVERY } from "./src/hostile/hostile-child.js";
const targets = [28573, 82474, 74550];
const roots = ["/work/main", "/work/wt/base-64de4d0"];
const seq = fuzzCalls(151515, { documents: 10_000, longScale: 1 } as never);
const calls: unknown[] = [];
const writes: unknown[] = [];
const max = Math.max(...targets);
for (let i = 0; i <= max; i++) {
  if (i > 0 && i % WRITE_EVERY === 0) writes.push(seq.write());
  calls.push(seq.next());
}
for (const root of roots) {
  const O = await import(pathToFileURL(`${root}/packages/oneindex/dist/index.js`).href);
  const H = await import("@oneindex/hostile");
  const def = 0;
  const index = new O.SearchIndex(H.HOSTILE_DEFINITION);
  index.add(seq.docs);
  for (const w of writes as { kind: string; ids?: string[]; docs?: object[] }[]) {
    try {
      if (w.kind === "remove") index.remove(w.ids);
      else if (w.kind === "add") index.add(w.docs);
      else index.update(w.docs);
    } catch {}
  }
  for (const t of targets) {
    const times: number[] = [];
    let outcome = "";
    for (let r = 0; r < 6; r++) {
      const t0 = performance.now();
      try {
        const res = index.search(calls[t]);
        outcome = `${res.hits.length} hits`;
      } catch (e) {
        outcome = (e as Error).name;
      }
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(root.split("/").pop(), `#${t}`, "median ms", times[3]!.toFixed(1), outcome);
  }
  void def;
}
