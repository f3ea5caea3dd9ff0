export { DEFAULT_WORK_BUDGET, WORK_COSTS, WorkBudget } from "./work-budget.js";
export type { WorkCharge, WorkKind, WorkSite } from "./work-budget.js";
export { QueryCostError, isQueryCostError } from "./query-cost-error.js";
export type { CostProblem } from "./query-cost-error.js";
