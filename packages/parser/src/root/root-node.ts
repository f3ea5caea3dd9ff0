import type { CheckedQuery, HighlightRequest, QueryNode, SortKey } from "../tree/query-tree.js";

/**
 * The checked tree's root, with each optional property present only when given. One literal per
 * combination: a literal defines its properties, where an assignment (`out.filter = …`) would
 * meet an accessor of that name on a polluted Object.prototype, which could take the filter.
 * Spreading defines them too, but costs several assignments' time on every call.
 */
export function rootNode(
  limit: number,
  offset: number,
  countExactly: boolean,
  sort: SortKey[],
  q: QueryNode | undefined,
  query: QueryNode | undefined,
  filter: QueryNode | undefined,
  highlight: HighlightRequest | undefined,
): CheckedQuery {
  const mask =
    (q !== undefined ? 1 : 0) | (query !== undefined ? 2 : 0) | (filter !== undefined ? 4 : 0) | (highlight !== undefined ? 8 : 0);
  switch (mask) {
    case 0:
      return { v: 1, limit, offset, countExactly, sort };
    case 1:
      return { v: 1, limit, offset, countExactly, sort, q };
    case 2:
      return { v: 1, limit, offset, countExactly, sort, query };
    case 3:
      return { v: 1, limit, offset, countExactly, sort, q, query };
    case 4:
      return { v: 1, limit, offset, countExactly, sort, filter };
    case 5:
      return { v: 1, limit, offset, countExactly, sort, q, filter };
    case 6:
      return { v: 1, limit, offset, countExactly, sort, query, filter };
    case 7:
      return { v: 1, limit, offset, countExactly, sort, q, query, filter };
    case 8:
      return { v: 1, limit, offset, countExactly, sort, highlight };
    case 9:
      return { v: 1, limit, offset, countExactly, sort, q, highlight };
    case 10:
      return { v: 1, limit, offset, countExactly, sort, query, highlight };
    case 11:
      return { v: 1, limit, offset, countExactly, sort, q, query, highlight };
    case 12:
      return { v: 1, limit, offset, countExactly, sort, filter, highlight };
    case 13:
      return { v: 1, limit, offset, countExactly, sort, q, filter, highlight };
    case 14:
      return { v: 1, limit, offset, countExactly, sort, query, filter, highlight };
    case 15:
      return { v: 1, limit, offset, countExactly, sort, q, query, filter, highlight };
    default:
      throw new Error("unreachable");
  }
}
