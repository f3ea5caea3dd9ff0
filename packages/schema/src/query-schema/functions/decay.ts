import { Type, type TSchema } from "typebox";
import type { FieldUse } from "../../document/field-uses.js";
import type { SchemaDefinition } from "../definition.js";
import { propertiesLeftOut } from "../detail.js";
import type { SchemaContext } from "../schema-context.js";
import { closed, dateValue, geoPointValue, nodeRef, nonNegative, stringEnum } from "../values.js";

/** The decay curves, as Elasticsearch's decay functions. */
export const DECAY_FUNCTIONS = ["gauss", "exp", "linear"] as const;

/** What every decay definition shares (`$defs/decay`); each narrows `field` and `origin`. The detail's left-out properties are not in it. */
const decayBase = (ctx: SchemaContext): TSchema =>
  ctx.shared("decay", () => {
    const properties: Record<string, TSchema> = {
      type: stringEnum(DECAY_FUNCTIONS),
      field: Type.Unsafe({}),
      origin: Type.Unsafe({}),
      scale: Type.Number({ exclusiveMinimum: 0 }),
      offset: Type.Optional(nonNegative()),
      decay: Type.Optional(Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 })),
      weight: Type.Optional(nonNegative()),
      filter: Type.Optional(nodeRef()),
    };
    for (const name of propertiesLeftOut(ctx.capabilities.detail, "gauss")) delete properties[name];
    return Type.Object(properties, closed()) as never;
  });

function decay(name: string, use: FieldUse, origin: (ctx: SchemaContext) => TSchema, unit: string | undefined): SchemaDefinition {
  return {
    name: `decay_${name}`,
    types: DECAY_FUNCTIONS,
    use,
    build: (ctx) =>
      Type.Unsafe({
        ...decayBase(ctx),
        type: "object",
        properties: { field: ctx.field(use), origin: origin(ctx) },
        ...(unit === undefined ? {} : { description: unitNote(ctx, unit) }),
      }),
  };
}

/** The units note: `scale, offset in days`, or `scale in days` when the detail leaves `offset` out. */
const unitNote = (ctx: SchemaContext, unit: string) =>
  `${propertiesLeftOut(ctx.capabilities.detail, "gauss").includes("offset") ? "scale" : "scale, offset"} in ${unit}`;

/** gauss/exp/linear over integer and number columns: a number origin, the field's units. */
export const decayNumber = decay("number", "decayNumber", () => Type.Number(), undefined);
/** gauss/exp/linear over date columns: an ISO 8601 origin, days. */
export const decayDate = decay("date", "decayDate", dateValue, "days");
/** gauss/exp/linear over geo-point columns: a `{lat, lng}` origin, kilometres. */
export const decayGeo = decay("geo", "decayGeo", geoPointValue, "km");
