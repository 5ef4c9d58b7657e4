/**
 * The pieces of apiextensions `Validator` (pkg/apiserver/schema/cel/validation.go) around a rule's evaluation:
 * where a failed rule reports, the error its reason asks for, and which old item a map list correlates.
 */
import { formatGoFixed } from "@crdgen/cel";
import type { ErrorOrigin, FieldError, FieldErrorFactory } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps, ValidationRule } from "../../model/schema-types.js";
import { validFieldPath } from "./valid-field-path.js";

/**
 * The path a failed rule reports at: the node's, or below it along the rule's `fieldPath` normalized by
 * `ValidFieldPath` against the node's schema (compileRule's `NormalizedRuleFieldPath`); a path that does not
 * resolve is dropped, and the error is reported at the node.
 */
export function withRuleFieldPath(path: FieldPath, rule: ValidationRule, node: JSONSchemaProps): FieldPath {
  const fieldPath = rule.fieldPath ?? "";
  if (fieldPath === "") return path;
  const normalized = validFieldPath(fieldPath, node);
  return "path" in normalized ? path.child(normalized.path) : path;
}

/**
 * `fieldErrorForReason` for a failed rule: the bad value is the value the rule judged, except that objects and
 * arrays omit it (`field.OmitValueType`; apiextensions-apiserver 51853851, "Omit value type from validation
 * rule failures").
 */
export function ruleError(
  errors: FieldErrorFactory,
  origin: ErrorOrigin,
  path: FieldPath,
  type: string,
  value: unknown,
  detail: string,
  rule: ValidationRule,
): FieldError {
  const omitted = type === "object" || type === "array";
  switch (rule.reason) {
    case "FieldValueForbidden":
      return errors.forbidden(path, detail);
    case "FieldValueRequired":
      return errors.required(path, detail);
    case "FieldValueDuplicate":
      return omitted
        ? { type: "FieldValueDuplicate", field: String(path), detail: "", origin }
        : errors.duplicate(path, value);
    default:
      if (omitted) return { type: "FieldValueInvalid", field: String(path), detail, origin };
      return errors.invalid(path, value, detail);
  }
}

/**
 * `MakeMapList` (apiserver pkg/cel/common/maplist.go, v0.35.0): the old items of a list, found by the keys of new
 * items. `get` gives the first old item whose composite key equals the item's; none when the item is no object or
 * one of its keys is absent or not a scalar (maplist.go:45-88), and old items without such a key are passed over
 * (maplist.go:123-131). As Go's `mapListImpl`, the old items are keyed lazily, in order, as far as a lookup
 * needs, so a walk over n items keys each old item once. Owned by the walk over one list (or the
 * CorrelatedObject of one list); it keeps the old items only as long as its owner holds it.
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
    // maplist.go:166-168: any other schema gives the empty list.
    const mapList = node.type === "array" && node["x-kubernetes-list-type"] === "map" && keys.length > 0;
    this.keys = mapList ? keys : [];
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
 * `CompositeKeyFor`, as a string that is equal for two items exactly when Go's keys are. One key
 * (singleKeyStrategy) is the value itself, compared as a Go interface: same type, same value. Several keys
 * (multiKeyStrategy) are printed with `%t`, `%f`, `%d` and `%q` after a NUL each, so floats that agree to six
 * decimals match. Numbers are int64 when integral and float64 otherwise, as crdgen reads JSON numbers.
 */
function compositeKey(keys: readonly string[], item: unknown): string | undefined {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const single = keys.length === 1;
  let composite = "";
  for (const key of keys) {
    if (!Object.hasOwn(record, key)) return undefined;
    const part = keyPart(record[key], single);
    if (part === undefined) return undefined;
    composite += `\u0000${part}`;
  }
  return composite;
}

// One key's value, typed so that values of different Go types never print alike (a string is quoted, a float
// has a decimal point or a tag, an integer has neither).
function keyPart(value: unknown, exact: boolean): string | undefined {
  switch (typeof value) {
    case "boolean":
      return String(value);
    case "string":
      return JSON.stringify(value);
    case "number":
      if (Number.isInteger(value)) return String(value);
      return exact ? `f${String(value)}` : formatGoFixed(value, 6);
    default:
      return undefined;
  }
}
