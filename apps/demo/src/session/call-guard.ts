/** What the completion of a data set load may do to the call the person is writing. */
export type Settlement =
  /** A later selection overtook this load: show nothing of it. */
  | "overtaken"
  /** The person touched the call while it loaded (typed, picked an example, switched modes): show the data set, keep their call. */
  | "keep-call"
  /** Nobody touched the call: show the data set with its first example. */
  | "set-example";

/** Taken when a load starts; {@link CallGuard.settle} reads it when the load completes. */
export interface LoadTicket {
  readonly selection: number;
  readonly touches: number;
}

/**
 * Keeps a data set's load from replacing what the person wrote: counts selections (so a slow load
 * a later click overtook is dropped) and the person's touches of the call (so a load that finishes
 * after they started typing leaves their text alone).
 */
export class CallGuard {
  private touches = 0;
  private selection = 0;

  /** The person changed the call: typed in the editor or a box, picked an example, switched modes. */
  touched(): void {
    this.touches++;
  }

  /** A data set selection starts. */
  begin(): LoadTicket {
    return { selection: ++this.selection, touches: this.touches };
  }

  /** Whether `ticket` is still the latest selection. */
  current(ticket: LoadTicket): boolean {
    return ticket.selection === this.selection;
  }

  /** What the completion of the load `ticket` was taken for may do. */
  settle(ticket: LoadTicket): Settlement {
    if (!this.current(ticket)) return "overtaken";
    return this.touches === ticket.touches ? "set-example" : "keep-call";
  }
}
