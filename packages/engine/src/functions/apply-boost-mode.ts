import type { BoostMode } from "@oneindex/parser";
import { clampScore } from "./clamp-score.js";

/**
 * Meets the query score `queryScore` with the combined function score `functionScore` (already
 * capped at `maxBoost` by the caller, see {@link capFunctionScore}), as Elasticsearch's
 * `CombineFunction`: `multiply` qs · f, `replace` f, `sum` qs + f, `avg` (qs + f) / 2, `max`, `min`.
 * Both are clamped as scores first and so is the result (finite, in [0, `Number.MAX_VALUE`]).
 */
export function applyBoostMode(mode: BoostMode, queryScore: number, functionScore: number): number {
  return clampScore(boostMode(mode, clampScore(queryScore), clampScore(functionScore)));
}

function boostMode(mode: BoostMode, queryScore: number, functionScore: number): number {
  switch (mode) {
    case "multiply":
      return queryScore * functionScore;
    case "replace":
      return functionScore;
    case "sum":
      return queryScore + functionScore;
    case "avg":
      return (queryScore + functionScore) / 2;
    case "max":
      return Math.max(queryScore, functionScore);
    case "min":
      return Math.min(queryScore, functionScore);
  }
}

/** The combined function score capped at `maxBoost` (Elasticsearch applies `min(f, maxBoost)` inside every boost mode). */
export function capFunctionScore(functionScore: number, maxBoost: number): number {
  return Math.min(functionScore, maxBoost);
}
