import { CallGuard, type Settlement } from "./call-guard.js";

/** The call editor as the switcher sees it. */
export interface CallText {
  /** Replaces the call (not a touch of the person's). */
  set(text: string): void;
}

/** What a switch needs: how to load a data set, and what to do once it is loaded. */
export interface SwitchSteps<L> {
  /** Loads the data set (fetch, index in the worker); rejects when it cannot. `wanted` says whether a later switch has overtaken this one, so a load can stop early. */
  readonly load: (wanted: () => boolean) => Promise<L>;
  /** Shows the loaded data set (definition, descriptor, gallery); the call is not this step's business. */
  readonly show: (loaded: L) => void;
  /** The call to put in the editor when nobody touched it, e.g. the data set's first example. */
  readonly firstCall: (loaded: L) => string;
  /** Runs whatever call is in the editor on the loaded data set. */
  readonly run: () => void;
}

/**
 * Switches data sets without ever overwriting the person's call: the load's completion shows the
 * data set, then puts its first example in the editor only when nobody touched the call since the
 * switch began, and does nothing at all when a later switch overtook it.
 */
export class DatasetSwitcher {
  readonly guard = new CallGuard();

  constructor(private readonly editor: CallText) {}

  async switch<L>(steps: SwitchSteps<L>): Promise<Settlement | "failed"> {
    const ticket = this.guard.begin();
    let loaded: L;
    try {
      loaded = await steps.load(() => this.guard.current(ticket));
    } catch (error) {
      if (!this.guard.current(ticket)) return "overtaken";
      throw error;
    }
    const settlement = this.guard.settle(ticket);
    if (settlement === "overtaken") return settlement;
    steps.show(loaded);
    if (settlement === "set-example") this.editor.set(steps.firstCall(loaded));
    steps.run();
    return settlement;
  }
}
