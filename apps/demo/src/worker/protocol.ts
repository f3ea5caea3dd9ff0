import type { DefinitionFileJson, InferredField } from "@oneindex/ingest";
import type { CallOutcome } from "../search/run-call.js";
import type { HighlightMarks } from "../search/highlight-marks.js";

/** A point of a data set's first geo field, for the map. */
export interface GeoSample {
  readonly field: string;
  readonly points: readonly (readonly [lat: number, lng: number])[];
}

/** What the page asks of the search worker. Each request has an id its answers carry. */
export type WorkerRequest =
  /** Index a built-in data set from the bytes of its generated file (the page fetched them). */
  | { readonly type: "load"; readonly id: number; readonly key: string; readonly bytes: ArrayBuffer }
  /** Read a dropped file's text and infer a definition file for it (the records stay in the worker). */
  | { readonly type: "inspect"; readonly id: number; readonly text: string; readonly fileName: string }
  /** Index the inspected records under a definition file (the inferred one, or the person's edit of it). */
  | { readonly type: "index-own"; readonly id: number; readonly file: DefinitionFileJson }
  /** Run a call on the index a load built (named by the load's id); indexes of older loads are dropped. */
  | {
      readonly type: "search";
      readonly id: number;
      readonly index: number;
      readonly text: string;
      readonly explain: boolean;
      readonly marks: HighlightMarks;
    };

/** The worker's answers. `progress` may come any number of times before a request's final answer. */
export type WorkerReply =
  | { readonly type: "progress"; readonly id: number; readonly done: number; readonly total: number }
  | {
      readonly type: "indexed";
      readonly id: number;
      readonly size: number;
      readonly source: string;
      readonly ms: number;
      readonly skipped: readonly string[];
      readonly skippedCount: number;
      readonly geo?: GeoSample;
    }
  | {
      readonly type: "inspected";
      readonly id: number;
      readonly file: DefinitionFileJson;
      readonly reasons: readonly InferredField[];
      readonly records: number;
      readonly unreadable: readonly string[];
      readonly unreadableCount: number;
    }
  | { readonly type: "result"; readonly id: number; readonly outcome: CallOutcome; readonly raw?: string; readonly ms: number }
  /** The request failed: why, in words (a file that is not a data file, a definition file's problems …). */
  | { readonly type: "failed"; readonly id: number; readonly message: string; readonly problems?: readonly string[] }
  /** A later request overtook this one (a newer load), which was dropped. */
  | { readonly type: "dropped"; readonly id: number };
