// The overwrite race of issue 16: a data set whose load completes after the person started typing
// must not replace their call. Each run holds the load until the person has typed, then releases
// it, and waits on the switch's own promise (never on time); 50 runs in a row.
import { describe, expect, it } from "vitest";
import { DatasetSwitcher } from "../src/session/dataset-switcher.js";

/** A load the test releases by hand. */
function heldLoad<L>(value: L) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    load: async () => {
      await released;
      return value;
    },
    release,
  };
}

/** The editor of the page, reduced to its text: `type` is the person, `set` the page. */
class FakeEditor {
  text = "";
  set(text: string): void {
    this.text = text;
  }
}

function page() {
  const editor = new FakeEditor();
  const switcher = new DatasetSwitcher(editor);
  const shown: string[] = [];
  const runs: string[] = [];
  const type = (text: string) => {
    editor.text += text;
    switcher.guard.touched();
  };
  const steps = (load: () => Promise<string>) => ({
    load,
    show: (key: string) => shown.push(key),
    firstCall: (key: string) => `{"v":1,"q":"first example of ${key}"}`,
    run: () => runs.push(editor.text),
  });
  return { editor, switcher, shown, runs, type, steps };
}

const RUNS = 50;

describe("a data set's load completing while the person writes the call", () => {
  it(`keeps what the person typed during the load (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const { editor, switcher, shown, runs, type, steps } = page();
      const wordnet = heldLoad("wordnet");
      const switching = switcher.switch(steps(wordnet.load));
      type('{"v":1,"q":"run quick');
      type('ly","limit":3}');
      wordnet.release();
      expect(await switching).toBe("keep-call");
      expect(editor.text).toBe('{"v":1,"q":"run quickly","limit":3}');
      expect(shown).toEqual(["wordnet"]);
      // The person's call runs on the data set that loaded.
      expect(runs).toEqual(['{"v":1,"q":"run quickly","limit":3}']);
    }
  });

  it(`puts the first example in when nobody touched the call (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const { editor, switcher, type, steps } = page();
      type('{"v":1}');
      const airports = heldLoad("airports");
      const switching = switcher.switch(steps(airports.load));
      airports.release();
      expect(await switching).toBe("set-example");
      expect(editor.text).toBe('{"v":1,"q":"first example of airports"}');
    }
  });

  it(`drops a load a later switch overtook, whichever finishes first (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const { editor, switcher, shown, type, steps } = page();
      const wordnet = heldLoad("wordnet");
      const airports = heldLoad("airports");
      const first = switcher.switch(steps(wordnet.load));
      const second = switcher.switch(steps(airports.load));
      // Alternate the order the two loads finish in.
      if (run % 2 === 0) {
        airports.release();
        expect(await second).toBe("set-example");
        type(" typed after airports");
        wordnet.release();
        expect(await first).toBe("overtaken");
        expect(editor.text).toBe('{"v":1,"q":"first example of airports"} typed after airports');
      } else {
        wordnet.release();
        expect(await first).toBe("overtaken");
        airports.release();
        expect(await second).toBe("set-example");
        expect(editor.text).toBe('{"v":1,"q":"first example of airports"}');
      }
      expect(shown).toEqual(["airports"]);
    }
  });

  it("reports a failed load only when it is still the latest switch", async () => {
    const { switcher, steps } = page();
    const failing = steps(() => Promise.reject(new Error("HTTP 404")));
    await expect(switcher.switch(failing)).rejects.toThrow("HTTP 404");
    let reject!: (error: Error) => void;
    const stale = switcher.switch(steps(() => new Promise<string>((_, r) => (reject = r))));
    const fresh = heldLoad("airports");
    const latest = switcher.switch(steps(fresh.load));
    reject(new Error("HTTP 500"));
    expect(await stale).toBe("overtaken");
    fresh.release();
    expect(await latest).toBe("set-example");
  });
});
