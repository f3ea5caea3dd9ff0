import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { MAX_CALL_BYTES } from "../calls/call-limits.js";
import { LineSplitter } from "../lines/line-splitter.js";
import { invalidUtf8At } from "../lines/utf8.js";
import { REPL_MESSAGES } from "../messages.js";
import type { ReplSession } from "./repl-session.js";

/**
 * Feeds a pipe's lines to the session as they arrive, each at most {@link MAX_CALL_BYTES} bytes
 * (a longer one is dropped as it streams, never held whole) and valid UTF-8, until the input ends
 * or a line asks to stop.
 */
export function readPipedLines(input: Readable, session: ReplSession): Promise<void> {
  return new Promise((resolve, reject) => {
    let stopped = false;
    // Lines are answered one after another (an answer from PostgreSQL is awaited) while the pipe is read on.
    let answered: Promise<void> = Promise.resolve();
    const inOrder = (work: () => void | Promise<void>) => {
      answered = answered.then(work).catch(reject);
    };
    const stop = () => {
      stopped = true;
      input.off("data", onData);
      // Destroyed, not paused: a pipe still open on the other side would keep the process alive.
      input.destroy();
      resolve();
    };
    const splitter = new LineSplitter(MAX_CALL_BYTES, {
      line: (bytes, place) =>
        inOrder(async () => {
          if (stopped) return;
          const bad = invalidUtf8At(bytes);
          if (bad >= 0) return session.unreadable(REPL_MESSAGES.lineNotUtf8(place.line, bad));
          if (!(await session.line(bytes.toString("utf8"), place.line))) stop();
        }),
      tooLong: (bytes, place) =>
        inOrder(() => {
          if (!stopped) session.unreadable(REPL_MESSAGES.lineTooLong(place.line, bytes, MAX_CALL_BYTES));
        }),
    });
    const onData = (chunk: Buffer) => splitter.push(chunk);
    input.on("data", onData);
    input.once("end", () => {
      if (!stopped) splitter.end();
      inOrder(resolve);
    });
    input.once("error", reject);
  });
}

/**
 * Reads a terminal's lines with line editing and history, prompting with the tool's name, until
 * Ctrl-D, Ctrl-C or a line that asks to stop. (A terminal's line is typed by the person at it, so
 * no byte limit is needed beyond the parser's own.)
 */
export function readTerminalLines(input: Readable, output: Writable, session: ReplSession): Promise<void> {
  return new Promise((resolve) => {
    const terminal = createInterface({ input, output, prompt: `${session.tool}> `, terminal: true, historySize: 500 });
    let number = 0;
    let answered: Promise<void> = Promise.resolve();
    terminal.on("line", (line) => {
      const n = ++number;
      answered = answered.then(async () => {
        if (await session.line(line, n)) terminal.prompt();
        else terminal.close();
      });
    });
    terminal.on("SIGINT", () => terminal.close());
    terminal.on("close", () => void answered.then(resolve));
    terminal.prompt();
  });
}
