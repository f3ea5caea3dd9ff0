// Parse throughput: typical tool calls (JSON text, as a model sends them) through OneIndex's
// parseQuery, next to Ajv's compiled validator of querySchema on the same documents.
import { Ajv2020 } from "ajv/dist/2020.js";
import * as OneIndex from "oneindex";
import { querySchema } from "oneindex";
import { EarthquakeDefinition } from "../engines/oneindex-definitions.js";
import { pick, seededRandom } from "./rng.js";
import { median } from "./stats.js";

/** Throughput of one validator, in calls per second (median over rounds). */
export interface ParseThroughput {
  readonly callsPerSecond: number;
  /** Calls the validator accepted (every generated call is valid: a check that it really parsed). */
  readonly accepted: number;
}

/** The parse table. */
export interface ParseResult {
  readonly calls: number;
  readonly rounds: number;
  readonly oneIndex?: ParseThroughput;
  readonly oneIndexMissing?: string;
  /** Ajv on the same text: JSON.parse then the compiled validate. */
  readonly ajvFromText: ParseThroughput;
  /** Ajv on already parsed values (validate alone). */
  readonly ajvValidateOnly: ParseThroughput;
  readonly examples: readonly string[];
}

const PLACE_WORDS = [
  "california",
  "alaska",
  "nevada",
  "hawaii",
  "puerto",
  "rico",
  "japan",
  "chile",
  "mexico",
  "indonesia",
  "volcano",
  "island",
];

/** `count` typical tool calls over the Earthquake definition, as JSON text. */
export function typicalCalls(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const word = () => pick(random, PLACE_WORDS);
  const mag = () => Math.round(random() * 60) / 10;
  const day = () => `2018-02-${String(1 + Math.floor(random() * 9)).padStart(2, "0")}`;
  const makers: (() => object)[] = [
    () => ({ v: 1, q: `${word()} ${word()}` }),
    () => ({ v: 1, q: word(), filter: `mag >= ${mag()} and tsunami = false`, limit: 20 }),
    () => ({ v: 1, q: word(), sort: [{ field: "time", order: "desc" }], limit: 5 }),
    () => ({
      v: 1,
      query: { type: "bool", must: [{ type: "text", text: `${word()} ${word()}` }], filter: [{ type: "range", field: "mag", gte: mag() }] },
    }),
    () => ({
      v: 1,
      query: {
        type: "functionScore",
        query: { type: "text", text: word() },
        functions: [
          { type: "gauss", field: "time", origin: day(), scale: 2 },
          { type: "fieldValueFactor", field: "mag", modifier: "log1p" },
        ],
        scoreMode: "multiply",
      },
    }),
    () => ({ v: 1, query: { type: "phrase", field: "place", terms: [word(), word()], slop: 1 }, highlight: true }),
    () => ({ v: 1, filter: { type: "range", field: "time", gte: day(), lt: "2018-02-10" }, countExactly: true }),
    () => ({ v: 1, query: { type: "fuzzy", field: "place", value: word(), maxEdits: 1 }, offset: 10 }),
  ];
  return Array.from({ length: count }, (_, i) => JSON.stringify((makers[i % makers.length] ?? makers[0]!)()));
}

function throughput(calls: readonly string[], rounds: number, minMs: number, accept: (text: string) => boolean): ParseThroughput {
  let accepted = 0;
  for (const c of calls) if (accept(c)) accepted++;
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0;
    do {
      for (const c of calls) accept(c);
      n += calls.length;
      elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    } while (elapsed < minMs);
    rates.push(n / (elapsed / 1000));
  }
  return { callsPerSecond: median(rates), accepted };
}

type ParseFn = (definition: unknown, args: string, options: { detail: "full" }) => unknown;

/** Measures OneIndex's parseQuery and Ajv on `count` calls, `rounds` rounds of at least `minMs` each. */
export function measureParse(count: number, rounds: number, minMs: number, seed: number): ParseResult {
  const calls = typicalCalls(count, seed);
  const values = calls.map((c) => JSON.parse(c) as unknown);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  const validate = ajv.compile(querySchema(EarthquakeDefinition, { detail: "full" }) as object); // the calls use the whole language
  const ajvFromText = throughput(calls, rounds, minMs, (text) => validate(JSON.parse(text)) === true);
  const byText = new Map(calls.map((c, i) => [c, values[i]]));
  const ajvValidateOnly = throughput(calls, rounds, minMs, (text) => validate(byText.get(text)) === true);
  const parseQuery = (OneIndex as Record<string, unknown>)["parseQuery"] as ParseFn | undefined;
  const examples = calls.slice(0, 8);
  if (typeof parseQuery !== "function") {
    return {
      calls: calls.length,
      rounds,
      oneIndexMissing: "oneindex does not export parseQuery yet",
      ajvFromText,
      ajvValidateOnly,
      examples,
    };
  }
  const oneIndex = throughput(calls, rounds, minMs, (text) => {
    try {
      parseQuery(EarthquakeDefinition, text, { detail: "full" });
      return true;
    } catch {
      return false;
    }
  });
  return { calls: calls.length, rounds, oneIndex, ajvFromText, ajvValidateOnly, examples };
}
