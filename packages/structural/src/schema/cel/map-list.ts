/**
 * apiserver's `common.MakeMapList(schema, oldItems).Get(item)` (pkg/cel/common/maplist.go, v0.35.0), which both
 * the CEL validator (oldSelf of list items) and validation ratcheting (`CorrelatedObject.Index`) use to find the
 * old version of an item of an `x-kubernetes-list-type: map` list.
 */
import { formatGoFixed } from "@crdgen/cel";
import { goKind, isJsonObject } from "../../model/json-value.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";

/**
 * `MakeMapList(schema, oldItems)`: the old items of a list, found by the keys of new items. `get` gives the first
 * old item whose composite key equals the item's. Only an `array` node of list type `map` with map keys has such
 * items (maplist.go:166-168: any other schema gives the empty list), and only an object whose key fields are all
 * present and scalar (boolean, number, string) has a key (maplist.go:45-88): an item missing one, or with null
 * or an object there, has no old version, and old items without such a key are passed over (maplist.go:123-131).
 * As Go's `mapListImpl`, the old items are keyed lazily, in order, as far as a lookup needs, so a walk over n
 * items keys each old item once. Owned by the walk over one list (or the CorrelatedObject of one list); it keeps
 * the old items only as long as its owner holds it.
 */
export class MapList {
  private readonly keys: readonly string[];
  private readonly keyed = new Map<string, unknown>();
  private unkeyed = 0;

  constructor(
    node: JSONSchemaProps,
    private readonly oldItems: readonly unknown[],
  ) {
    const keys = node["x-kubernetes-list-map-keys"] ?? [];
    const isMapList = node.type === "array" && node["x-kubernetes-list-type"] === "map" && keys.length > 0;
    this.keys = isMapList ? keys : [];
  }

  /** `Get`: the old item with `item`'s keys, or undefined. */
  get(item: unknown): unknown {
    if (this.keys.length === 0 || this.oldItems.length === 0) return undefined;
    const key = compositeKey(this.keys, item);
    if (key === undefined) return undefined;
    if (this.keyed.has(key)) return this.keyed.get(key);
    while (this.unkeyed < this.oldItems.length) {
      const old = this.oldItems[this.unkeyed++];
      const oldKey = compositeKey(this.keys, old);
      if (oldKey === undefined) continue;
      if (!this.keyed.has(oldKey)) this.keyed.set(oldKey, old);
      if (oldKey === key) return old;
    }
    return undefined;
  }
}

/**
 * `CompositeKeyFor`, as a string that is equal for two items exactly when Go's keys are. One key field
 * (singleKeyStrategy) is its value itself, compared as Go compares interface values: same type, same value.
 * Several (multiKeyStrategy) are joined into one string with `%t`, `%f`, `%d` and `%q`: `%f` keeps six
 * decimals, so two floats that print alike there are the same key. `%q` is written as JSON, which tells strings
 * apart as Go's quoting does; the verbs' outputs never look alike (`"`, a `.`, digits only, true/false).
 */
function compositeKey(keys: readonly string[], item: unknown): string | undefined {
  if (!isJsonObject(item)) return undefined;
  const single = keys.length === 1;
  let composite = "";
  for (const key of keys) {
    if (!Object.hasOwn(item, key)) return undefined;
    const part = keyPart(item[key], single);
    if (part === undefined) return undefined;
    composite += `\u0000${part}`;
  }
  return composite;
}

function keyPart(value: unknown, single: boolean): string | undefined {
  switch (goKind(value)) {
    case "string":
      return JSON.stringify(value);
    case "bool":
      return String(value);
    case "int64":
      return String(value);
    case "float64":
      // One key compares as a float64 (never integral here, so never like an int64's digits); several as %f.
      return single ? String(value) : formatGoFixed(value as number, 6);
    default:
      return undefined;
  }
}
