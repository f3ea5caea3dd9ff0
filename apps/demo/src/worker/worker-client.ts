import type { WorkerReply, WorkerRequest } from "./protocol.js";

/** A request without its id (the client numbers them). */
type Unnumbered<R> = R extends { readonly id: number } ? Omit<R, "id"> : never;

/** A final answer: anything but progress. */
export type FinalReply = Exclude<WorkerReply, { type: "progress" }>;

/** The page's side of the search worker: numbered requests, each answered by one promise, progress by a callback. */
export class WorkerClient {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (reply: FinalReply) => void; progress?: (done: number, total: number) => void }>();

  constructor(private readonly worker: Worker) {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      const waiting = this.pending.get(message.id);
      if (waiting === undefined) return;
      if (message.type === "progress") return waiting.progress?.(message.done, message.total);
      this.pending.delete(message.id);
      waiting.resolve(message);
    };
  }

  /** Sends a request (transferring `transfer`) and resolves with its final answer. */
  request(
    request: Unnumbered<WorkerRequest>,
    options: { readonly progress?: (done: number, total: number) => void; readonly transfer?: Transferable[] } = {},
  ): Promise<FinalReply> {
    const id = this.next++;
    return new Promise<FinalReply>((resolve) => {
      this.pending.set(id, { resolve, ...(options.progress === undefined ? {} : { progress: options.progress }) });
      this.worker.postMessage({ ...request, id } as WorkerRequest, options.transfer ?? []);
    });
  }
}
