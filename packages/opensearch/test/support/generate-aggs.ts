// Random `aggs` for a document definition: every aggregation kind over every field its kind takes,
// in the JSON a model would write (the parser then checks it). Used by the conformance test.
import type { DocumentDefinition } from "@oneindex/schema";
import { fieldsFor, type FieldUse } from "@oneindex/schema/internal";
import type { Rng } from "../../../parser/test/support/random.js";

type Json = Record<string, unknown>;

const INTERVALS = ["minute", "hour", "day", "week", "month", "quarter", "year"] as const;
const ZONES = ["Z", "+02:00", "-05:30", "+14:00", "-12:00"];
const DATES = ["1969-07-20", "2000-01-01T12:30:00Z", "2024-02-29", "2024-03-01T00:00:00+02:00"];

/** Ranges with increasing bounds drawn from `bounds` (ascending), some open-ended, some keyed. */
function ranges(rng: Rng, bounds: readonly (number | string)[]): Json[] {
  const out: Json[] = [];
  const count = rng.int(1, 3);
  for (let i = 0; i < count; i++) {
    const a = rng.int(0, bounds.length - 1);
    const b = rng.int(a, bounds.length - 1);
    const range: Json = {};
    if (rng.chance(0.8)) range["from"] = bounds[a];
    if (rng.chance(0.8)) range["to"] = bounds[b];
    if (rng.chance(0.4)) range["key"] = `r${i}`;
    out.push(range);
  }
  return out;
}

/** The kinds of aggregation a definition offers, each with the fields it takes and a maker. */
export function aggregationMakers(
  doc: DocumentDefinition,
): Array<{ kind: string; fields: readonly string[]; make: (rng: Rng, field: string) => Json }> {
  const fields = (use: FieldUse) => fieldsFor(doc, use);
  const metricFields = fields("aggMetric");
  const metric = (rng: Rng, field: string): Json => ({ type: rng.pick(["stats", "cardinality"]), field });
  const isDate = (field: string) => doc.fields[field]!.kind === "date";
  return [
    {
      kind: "terms",
      fields: fields("aggTerms"),
      make: (rng, field) => {
        const agg: Json = { type: "terms", field };
        if (rng.chance(0.5)) agg["size"] = rng.int(1, 1000);
        if (rng.chance(0.3)) agg["minCount"] = rng.int(1, 5);
        if (rng.chance(0.5)) agg["order"] = rng.pick(["count", "key"]);
        if (metricFields.length > 0 && rng.chance(0.6))
          agg["aggs"] = {
            m0: metric(rng, rng.pick(metricFields)),
            ...(rng.chance(0.5) ? { m1: { type: "stats", field: rng.pick(metricFields) } } : {}),
          };
        return agg;
      },
    },
    {
      kind: "histogram",
      fields: fields("aggNumber"),
      make: (rng, field) => ({
        type: "histogram",
        field,
        interval: rng.pick([0.25, 1, 7, 100, 1e6]),
        ...(rng.chance(0.3) ? { minCount: rng.int(0, 3) } : {}),
      }),
    },
    {
      kind: "dateHistogram",
      fields: fields("aggDate"),
      make: (rng, field) => ({
        type: "dateHistogram",
        field,
        interval: rng.pick(INTERVALS),
        ...(rng.chance(0.6) ? { timeZone: rng.pick(ZONES) } : {}),
        ...(rng.chance(0.3) ? { minCount: rng.int(0, 3) } : {}),
      }),
    },
    {
      kind: "range",
      fields: [...fields("aggNumber"), ...fields("aggDate")],
      make: (rng, field) => ({ type: "range", field, ranges: ranges(rng, isDate(field) ? DATES : [-5, 0, 2.5, 100, 1e9]) }),
    },
    { kind: "stats", fields: metricFields, make: (_rng, field) => ({ type: "stats", field }) },
    { kind: "cardinality", fields: metricFields, make: (_rng, field) => ({ type: "cardinality", field }) },
    {
      kind: "geoDistance",
      fields: fields("aggGeo"),
      make: (rng, field) => ({
        type: "geoDistance",
        field,
        origin: { lat: rng.int(-90, 90), lng: rng.int(-180, 180) },
        ...(rng.chance(0.6) ? { unit: rng.pick(["km", "m", "mi"]) } : {}),
        ranges: ranges(rng, [0, 0.5, 10, 1000, 20000]),
      }),
    },
  ];
}
