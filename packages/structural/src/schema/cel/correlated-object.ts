/**
 * An old and a new value walked together through a schema, for transition rules and validation ratcheting:
 * a port of apiserver's `common.CorrelatedObject` (pkg/cel/common/equality.go). Object fields correlate by name
 * (through `properties`, else `additionalProperties`), list items only in `x-kubernetes-list-type: map` lists (by
 * their map keys); everything else has no old value. `cachedDeepEqual` is what ratcheting asks: is this value
 * unchanged?
 */
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { MapList } from "./map-list.js";
import { property } from "../node.js";

export class CorrelatedObject {
  private comparison: boolean | undefined;
  private readonly children = new Map<string | number, CorrelatedObject | undefined>();
  /** `r.mapList` (equality.go:111-115): the old items keyed once for every index asked, as long as this lives. */
  private mapList: MapList | undefined;

  constructor(
    readonly value: unknown,
    readonly oldValue: unknown,
    readonly schema: JSONSchemaProps,
  ) {}

  /** `Key`: the correlation of object field `field`, when both values are objects that have it. */
  key(field: string): CorrelatedObject | undefined {
    if (this.children.has(field)) return this.children.get(field);
    let child: CorrelatedObject | undefined;
    if (isRecord(this.value) && isRecord(this.oldValue)) {
      if (Object.hasOwn(this.value, field) && Object.hasOwn(this.oldValue, field)) {
        const values = this.schema.additionalProperties;
        // equality.go:266-272: the property's schema (never what a plain object inherits, like `constructor`),
        // else additionalProperties'.
        const schema = property(this.schema, field) ?? (isRecord(values) ? values : undefined);
        if (schema !== undefined) {
          child = new CorrelatedObject(this.value[field], this.oldValue[field], schema);
        }
      }
    }
    this.children.set(field, child);
    return child;
  }

  /** `Index`: the correlation of list item `index`; only items of map lists have one (matched by their keys). */
  index(index: number): CorrelatedObject | undefined {
    if (this.children.has(index)) return this.children.get(index);
    let child: CorrelatedObject | undefined;
    const items = this.schema.items;
    if (Array.isArray(this.value) && Array.isArray(this.oldValue) && index < this.value.length) {
      const item: unknown = this.value[index];
      // correlateOldValueForChildAtNewIndex: "set", "atomic" and untyped lists do not correlate.
      let old: unknown;
      if (this.isMapList()) {
        this.mapList ??= new MapList(this.schema, this.oldValue);
        old = this.mapList.get(item);
      }
      if (old !== undefined && old !== null && isRecord(items)) {
        child = new CorrelatedObject(item, old, items);
      }
    }
    this.children.set(index, child);
    return child;
  }

  /** `CachedDeepEqual`: whether the old and new values are the same, comparing correlated children. */
  cachedDeepEqual(): boolean {
    this.comparison ??= this.deepEqual();
    return this.comparison;
  }

  private deepEqual(): boolean {
    const { value, oldValue } = this;
    if (isAbsent(value) && isAbsent(oldValue)) return true;
    if (isAbsent(value) || isAbsent(oldValue)) return false;
    if (Array.isArray(value) !== Array.isArray(oldValue) || isRecord(value) !== isRecord(oldValue)) {
      return false;
    }
    if (Array.isArray(value) && Array.isArray(oldValue)) {
      if (value.length !== oldValue.length) return false;
      for (let i = 0; i < value.length; i++) {
        const child = this.index(i);
        // Outside map lists items do not correlate and the lists are compared whole (reflect.DeepEqual); in a
        // map list an item without an old one is a change.
        if (child === undefined) {
          return this.schema["x-kubernetes-list-type"] === "map" ? false : plainDeepEqual(value, oldValue);
        }
        if (!child.cachedDeepEqual()) return false;
      }
      return true;
    }
    if (isRecord(value) && isRecord(oldValue)) {
      const keys = Object.keys(value);
      if (keys.length !== Object.keys(oldValue).length) return false;
      // A field the schema does not describe has no correlation, so the objects count as different.
      return keys.every((key) => this.key(key)?.cachedDeepEqual() === true);
    }
    return plainDeepEqual(value, oldValue);
  }

  // MakeMapList: only an array schema of list-type map with map keys makes a list whose items can be found.
  private isMapList(): boolean {
    return (
      this.schema.type === "array" &&
      this.schema["x-kubernetes-list-type"] === "map" &&
      (this.schema["x-kubernetes-list-map-keys"]?.length ?? 0) > 0
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Go's nil interface: an absent value and JSON null.
function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

/** reflect.DeepEqual of two decoded JSON values. */
export function plainDeepEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => plainDeepEqual(item, b[i]));
  }
  if (isRecord(a)) {
    if (!isRecord(b)) return false;
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && plainDeepEqual(a[key], b[key]))
    );
  }
  return a === b;
}
