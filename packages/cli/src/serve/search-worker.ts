/**
 * The search worker of `oneindex serve`: a worker thread that opens the snapshots and answers each
 * call through `answerCall` and the size gate, so a costly search never holds the HTTP thread
 * (`GET /health`, the descriptors and refusals answer while it runs). Messages: see `search-pool.ts`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { answerCall, fitAnswer } from "../calls/answer-call.js";
import { ServedTools } from "../calls/served-tools.js";
import { openSnapshots, snapshotsOpened } from "../open-snapshot.js";
import { errorSummary } from "../tool-error.js";
import type { WorkerCall, WorkerData, WorkerReply, WorkerStart } from "./search-pool.js";

async function start(port: NonNullable<typeof parentPort>, data: WorkerData): Promise<void> {
  let tools: ServedTools;
  try {
    const indexes = await openSnapshots(data.snapshots, data.workBudget === undefined ? {} : { workBudget: data.workBudget });
    tools = new ServedTools(indexes, data.detail);
  } catch (error) {
    port.postMessage({ type: "failed", message: error instanceof Error ? error.message : String(error) } satisfies WorkerStart);
    return;
  }
  const served = tools.indexes.map((index) => ({ definition: index.definition, size: index.size }));
  port.postMessage({ type: "ready", served, opened: snapshotsOpened() } satisfies WorkerStart);
  port.on("message", (call: WorkerCall) => {
    let reply: WorkerReply;
    try {
      const answer = fitAnswer(answerCall(tools.index(call.tool)!, call.body, { detail: data.detail }), data.maxResultChars);
      reply = { id: call.id, ok: answer.ok, text: answer.text };
    } catch (error) {
      reply = { id: call.id, internal: errorSummary(error) };
    }
    port.postMessage(reply);
  });
}

if (parentPort !== null) void start(parentPort, workerData as WorkerData);
