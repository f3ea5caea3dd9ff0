// Heap measurement after garbage collection (node must run with --expose-gc).

/** Collects garbage (twice, to let finalisers run) and returns heapUsed + arrayBuffers in bytes. */
export function settledHeap(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("run node with --expose-gc to measure the heap");
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
