import { compareGoStrings, deepEqualJson } from "../../../src/model/json-value.js";
import type { JsonObject } from "../../../src/model/json-value.js";
import {
  duplicateItems,
  propertyNotAllowed,
  required,
  tooFewItems,
  tooFewProperties,
  tooManyItems,
  tooManyProperties,
} from "../../../src/defaults/value/messages.js";
import type { Result } from "../../../src/defaults/value/result.js";
import type { ValueSchema } from "./schema-view.js";
import { schemasBelow } from "./schema-view.js";

/** Validates a value against a schema node with the given path (the schema validator, passed in). */
export type SubValidate = (schema: ValueSchema, path: string, data: unknown) => Result;

/**
 * The schema validator adding a value's errors and matches to `into`, as merging the value's own result into
 * it would (passed in); `step` is the value's key in its object or index in its slice.
 */
export type SubValidateInto = (
  into: Result,
  schema: ValueSchema,
  path: string,
  data: unknown,
  step: string | number,
) => void;

/**
 * items, minItems, maxItems, uniqueItems (kube-openapi `schemaSliceValidator`), added to `result`: the items'
 * errors and matches, the slice's own errors and its one match.
 */
export function validateSlice(
  schema: ValueSchema,
  path: string,
  data: unknown[],
  result: Result,
  validate: SubValidateInto,
): void {
  const items = schemasBelow(schema).items;
  if (items !== undefined) {
    for (let i = 0; i < data.length; i++) validate(result, items, `${path}[${i}]`, data[i], i);
  }
  const size = data.length;
  if (schema.minItems !== undefined && size < schema.minItems) {
    result.addErrors(tooFewItems(path, schema.minItems, size));
  }
  if (schema.maxItems !== undefined && size > schema.maxItems) {
    result.addErrors(tooManyItems(path, schema.maxItems, size));
  }
  if (schema.uniqueItems && hasDuplicates(data)) result.addErrors(duplicateItems(path));
  result.inc();
}

function hasDuplicates(items: unknown[]): boolean {
  return items.some((item, i) => items.slice(0, i).some((earlier) => deepEqualJson(earlier, item)));
}

/**
 * min/maxProperties, unknown keys, properties, additionalProperties and required (kube-openapi
 * `objectValidator`). Names follow kube-openapi exactly: declared properties of the root are named `foo`, but
 * additional properties and missing required ones `.foo`. Added to `result`, as {@link validateSlice}; the
 * object validator counts no match of its own.
 */
export function validateObject(
  schema: ValueSchema,
  path: string,
  data: JsonObject,
  result: Result,
  validate: SubValidateInto,
): void {
  const keys = Object.keys(data);
  if (schema.minProperties !== undefined && keys.length < schema.minProperties) {
    result.addErrors(tooFewProperties(path, schema.minProperties, keys.length));
  }
  if (schema.maxProperties !== undefined && keys.length > schema.maxProperties) {
    result.addErrors(tooManyProperties(path, schema.maxProperties, keys.length));
  }
  // The keys are split into declared properties (by their index in Go's byte order of the schema's names) and
  // the rest. Each group is visited in Go's byte order, as visiting the sorted names would: an object carries few
  // of a large schema's properties, and a walk over every declared name per value cost more than the value.
  const declared: number[] = [];
  const undeclared: string[] = [];
  for (const key of keys) {
    const index = schema.properties.sortedIndex(key);
    if (index === undefined) undeclared.push(key);
    else declared.push(index);
  }
  if (undeclared.length > 0) {
    const additional = schemasBelow(schema).additionalProperties;
    for (const key of undeclared.sort(compareGoStrings)) {
      if (additional !== undefined && !additional.allows) {
        result.addErrors(propertyNotAllowed(path, key));
      } else if (additional?.schema !== undefined) {
        validate(result, additional.schema, `${path}.${key}`, data[key], key);
      }
    }
  }
  sortIndices(declared);
  const names = schema.properties.sortedNames();
  for (const i of declared) {
    const name = names[i] as string;
    const at = path === "" ? name : `${path}.${name}`;
    validate(result, schema.properties.sortedView(i), at, data[name], name);
  }
  for (const name of schema.required) {
    if (!Object.hasOwn(data, name)) result.addErrors(required(`${path}.${name}`));
  }
}

// Ascending, in place. An object's keys mostly come in the schema's order already (controller-gen sorts
// properties, and objects follow the schema), where insertion is one pass; Array.prototype.sort with a comparator
// cost more than the rest of the object's own checks. Insertion is quadratic in the worst case: long lists of
// keys go to the built-in sort.
function sortIndices(indices: number[]): void {
  if (indices.length > insertionLimit) {
    indices.sort(byNumber);
    return;
  }
  for (let i = 1; i < indices.length; i++) {
    const index = indices[i] as number;
    let j = i - 1;
    while (j >= 0 && (indices[j] as number) > index) {
      indices[j + 1] = indices[j] as number;
      j--;
    }
    indices[j + 1] = index;
  }
}

const insertionLimit = 32;

function byNumber(a: number, b: number): number {
  return a - b;
}
