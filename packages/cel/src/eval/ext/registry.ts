/**
 * The runtime overloads of the cel-go extension libraries the Kubernetes environment installs, by
 * library version (`ext.Strings`, `ext.Sets`, `ext.Lists`; the two-variable comprehensions' `cel.@mapInsert`
 * is in the standard registry, as its macros expand into it).
 */
import type { RuntimeOverload } from "../overload.js";
import type { OverloadRegistry } from "../overload.js";
import { standardOverloads } from "../stdlib-registry.js";
import { listsExtOverloads } from "./lists.js";
import { setsOverloads } from "./sets.js";
import { stringsExtOverloads } from "./strings.js";

export interface ExtOverloadVersions {
  /** `ext.StringsVersion`: Kubernetes uses 0 before 1.29 and 2 since. */
  readonly strings?: number;
  /** `ext.ListsVersion`: Kubernetes uses 3. */
  readonly lists?: number;
}

export function extOverloads(versions: ExtOverloadVersions = {}): RuntimeOverload[] {
  return [
    ...stringsExtOverloads(versions.strings ?? 2),
    ...setsOverloads,
    ...listsExtOverloads(versions.lists ?? 3),
  ];
}

/**
 * The standard and optional libraries plus the extension libraries. When `strings.reverse` (version 3)
 * and the lists' `reverse` are both present, dispatch picks the overload whose argument matches.
 */
export function standardAndExtOverloads(versions: ExtOverloadVersions = {}): OverloadRegistry {
  return standardOverloads().add(...extOverloads(versions));
}
