import type { RouteParameter } from "./query-parameters.js";
import type { Route } from "./routes.js";

/** The CRD builder's CommonResponses: 401 on every operation. */
export const unauthorized = { description: "Unauthorized" };

export function groupByPath(routes: readonly Route[]): Map<string, Route[]> {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  return byPath;
}

/**
 * findCommonParameters: the non-body parameters (by name and place) every route of a path has; they are put on
 * the path instead of on each operation.
 */
export function commonParameters(routes: readonly Route[]): RouteParameter[] {
  const [first, ...rest] = routes;
  if (first === undefined) return [];
  return first.parameters.filter(
    (parameter) =>
      parameter.in !== "body" &&
      rest.every((route) => route.parameters.some((p) => p.name === parameter.name && p.in === parameter.in)),
  );
}

/** sortParameters: by name, then by place. */
export function sortParameters(parameters: readonly RouteParameter[]): RouteParameter[] {
  return [...parameters].sort((a, b) => compare(a.name, b.name) || compare(a.in, b.in));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
