import type { DecayFunction } from "@oneindex/parser";
import type { TranslateContext } from "../context.js";
import { dateInstant } from "../date-value.js";
import type { DslDecayPlacement, DslFunction } from "../dsl.js";

const DAY_MS = 86_400_000;

/** A length in days as a duration the cluster reads exactly: whole milliseconds. */
function days(value: number): string {
  return `${Math.round(value * DAY_MS)}ms`;
}

/**
 * `gauss` / `exp` / `linear` with units written out: the field's own for numbers, days (sent as
 * milliseconds) for dates, kilometres for geo points. Multi-valued fields use the value nearest the
 * origin, the cluster's default `multi_value_mode` (`min`), as the engine.
 */
export function translateDecay(fn: DecayFunction, _ctx: TranslateContext): DslFunction {
  let placement: DslDecayPlacement;
  switch (fn.origin.kind) {
    case "number":
      placement = { origin: fn.origin.value, scale: fn.scale, offset: fn.offset, decay: fn.decay };
      break;
    case "date":
      placement = { origin: dateInstant(fn.origin.value), scale: days(fn.scale), offset: days(fn.offset), decay: fn.decay };
      break;
    case "geo":
      placement = { origin: { lat: fn.origin.lat, lon: fn.origin.lng }, scale: `${fn.scale}km`, offset: `${fn.offset}km`, decay: fn.decay };
      break;
  }
  return { [fn.type]: { [fn.field]: placement } } as DslFunction;
}
