import { sortIndicesAscending } from "@crdgen/core";
import { deepEqualJson, goKind, sortGoStrings } from "../../model/json-value.js";
import type { JsonObject } from "../../model/json-value.js";
import {
  duplicateItems,
  propertyNotAllowed,
  required,
  tooFewItems,
  tooFewProperties,
  tooManyItems,
  tooManyProperties,
} from "./messages.js";
import type { Result } from "./result.js";
import type { ValueSchema } from "./schema-view.js";
import { schemasBelow } from "./schema-view.js";
import type { ValueWalk } from "./value-walk.js";

/** Validates a value at the walk's place against a schema node (the schema validator, passed in). */
export type SubValidate = (schema: ValueSchema, at: ValueWalk, data: unknown) => Result;

/**
 * The schema validator adding a value's errors and matches to `into`, as merging the value's own result into
 * it would (passed in).
 */
export type SubValidateInto = (into: Result, schema: ValueSchema, at: ValueWalk, data: unknown) => void;

/**
 * items, minItems, maxItems, uniqueItems (kube-openapi `schemaSliceValidator`), added to `result`: the items'
 * errors and matches, the slice's own errors and its one match.
 */
export function validateSlice(
  schema: ValueSchema,
  at: ValueWalk,
  data: unknown[],
  result: Result,
  validate: SubValidateInto,
): void {
  const items = schemasBelow(schema).items;
  if (items !== undefined) {
    for (let i = 0; i < data.length; i++) {
      const item = data[i];
      // As for a property (visitProperty): an item that passes its node's every check only adds its matches.
      if (items.leafMatches !== 0 && goKind(item) === items.plainKind) {
        result.matchCount += items.leafMatches;
        continue;
      }
      at.enterIndex(i, result);
      validate(result, items, at, item);
      at.leave(result);
    }
  }
  const size = data.length;
  if (schema.minItems !== undefined && size < schema.minItems) {
    result.addErrors(tooFewItems(at.text(), schema.minItems, size));
  }
  if (schema.maxItems !== undefined && size > schema.maxItems) {
    result.addErrors(tooManyItems(at.text(), schema.maxItems, size));
  }
  if (schema.uniqueItems && hasDuplicates(data)) result.addErrors(duplicateItems(at.text()));
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
  at: ValueWalk,
  data: JsonObject,
  result: Result,
  validate: SubValidateInto,
): void {
  const properties = schema.properties;
  if (!schema.keysCounted && properties.size <= namesWalkLimit) {
    visitPresentProperties(schema, at, data, result, validate);
  } else {
    visitKeys(schema, at, data, result, validate);
  }
  const requiredNames = schema.required;
  for (let r = 0; r < requiredNames.length; r++) {
    const name = requiredNames[r] as string;
    if (!Object.hasOwn(data, name)) result.addErrors(required(`${at.text()}.${name}`));
  }
}

// Up to this many declared properties an object's are found by asking it for each name, in Go's byte order
// (the order they are visited in), rather than by listing its keys, looking each up and sorting the indices
// found: most nodes declare a few properties, and most of their values carry most of them (measured on the
// benchmark's objects: 24 did better than 8, and both better than listing the keys of every object).
const namesWalkLimit = 24;

// The declared properties `data` has, visited in Go's byte order of their names. Only for a node whose
// validator needs no key count and no undeclared keys (keysCounted false): those are then all it reads.
function visitPresentProperties(
  schema: ValueSchema,
  at: ValueWalk,
  data: JsonObject,
  result: Result,
  validate: SubValidateInto,
): void {
  const properties = schema.properties;
  const names = properties.sortedNames();
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    // Own keys only, as for-in lists them: a name like `constructor` is inherited by every object.
    if (!Object.hasOwn(data, name)) continue;
    visitProperty(properties.sortedView(i), at, name, data[name], result, validate);
  }
}

// The declared property `name` of the current object, with its view and value.
function visitProperty(
  view: ValueSchema,
  at: ValueWalk,
  name: string,
  value: unknown,
  result: Result,
  validate: SubValidateInto,
): void {
  // A value that passes its node's every check (leafMatches) adds its matches and nothing else: no step is
  // entered for it, as none can raise an error there for ratcheting to drop or for a name to be built of.
  if (view.leafMatches !== 0 && goKind(value) === view.plainKind) {
    result.matchCount += view.leafMatches;
    return;
  }
  at.enterProperty(name, result);
  validate(result, view, at, value);
  at.leave(result);
}

// The object validator's walk of every key of `data`, counted, split into declared and undeclared ones.
function visitKeys(
  schema: ValueSchema,
  at: ValueWalk,
  data: JsonObject,
  result: Result,
  validate: SubValidateInto,
): void {
  // The keys are split into declared properties (by their index in Go's byte order of the schema's names) and
  // the rest. Each group is visited in Go's byte order, as visiting the sorted names would: an object carries few
  // of a large schema's properties, and a walk over every declared name per value cost more than the value.
  // The indices go to the walk's list for this depth, not a new one per object; the rest are only counted, and
  // listed (and sorted) only when additionalProperties has something to say about them. The keys are read by
  // for-in, which lists no array of them: a JSON object has no inherited enumerable keys, so these are its own.
  const indexes = schema.properties.sortedIndexes();
  let declared = at.declaredIndices(0);
  let keyCount = 0;
  let declaredCount = 0;
  for (const key in data) {
    keyCount++;
    const index = indexes.get(key);
    if (index === undefined) continue;
    if (declaredCount === declared.length) declared = at.declaredIndices(declaredCount + 1);
    declared[declaredCount++] = index;
  }
  if (schema.minProperties !== undefined && keyCount < schema.minProperties) {
    result.addErrors(tooFewProperties(at.text(), schema.minProperties, keyCount));
  }
  if (schema.maxProperties !== undefined && keyCount > schema.maxProperties) {
    result.addErrors(tooManyProperties(at.text(), schema.maxProperties, keyCount));
  }
  if (declaredCount < keyCount) {
    const additional = schemasBelow(schema).additionalProperties;
    // Without additionalProperties, or with `true`, such keys are neither checked nor errors.
    if (additional !== undefined && (!additional.allows || additional.schema !== undefined)) {
      // A map (no key declared) has its own key list sorted: nothing reads it afterwards.
      const keys = Object.keys(data);
      const undeclared = declaredCount === 0 ? keys : keys.filter((key) => !indexes.has(key));
      if (undeclared.length > 1) sortGoStrings(undeclared);
      for (let u = 0; u < undeclared.length; u++) {
        const key = undeclared[u] as string;
        if (!additional.allows) {
          result.addErrors(propertyNotAllowed(at.text(), key));
        } else if (additional.schema !== undefined) {
          at.enterAdditional(key, result);
          validate(result, additional.schema, at, data[key]);
          at.leave(result);
        }
      }
    }
  }
  sortIndicesAscending(declared, declaredCount);
  const names = schema.properties.sortedNames();
  for (let d = 0; d < declaredCount; d++) {
    const i = declared[d] as number;
    const name = names[i] as string;
    visitProperty(schema.properties.sortedView(i), at, name, data[name], result, validate);
  }
}
