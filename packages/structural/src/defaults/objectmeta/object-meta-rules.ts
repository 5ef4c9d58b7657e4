import type { FieldError } from "../../model/field-error.js";
import { fieldErrors } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JsonObject } from "../../model/json-value.js";
import { isJsonObject, sortedKeys, utf8Length } from "../../model/json-value.js";
import type { DecodedObjectMeta } from "./decode.js";
import { dns1123LabelErrors, labelValueErrors, pathSegmentNameErrors, qualifiedNameErrors } from "./names.js";
import { goToLower } from "../../model/go-case.js";
import { goMarshalled } from "../../model/go-value.js";
import { validateOwnerReferences } from "./owner-references.js";

const errors = fieldErrors("defaults");
const totalAnnotationSizeLimit = 256 * 1024;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const object = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});

function pushAll(out: FieldError[], found: readonly FieldError[]): void {
  for (const error of found) out.push(error);
}

/**
 * ValidateObjectMeta on create, as the API server applies it to the metadata of embedded resources in default
 * values: name and generateName as path segments (an empty name is replaced by `fakename`), namespace,
 * generation, labels, annotations, ownerReferences, finalizers and managedFields.
 */
export function validateObjectMeta(meta: DecodedObjectMeta, path: FieldPath): FieldError[] {
  const name = text(meta.name) === "" ? "fakename" : text(meta.name);
  return validateObjectMetaWith({ ...meta, name }, path, pathSegmentNameErrors);
}

/**
 * ValidateObjectMeta on create with the resource's own name rule (`nameErrors(name, isPrefix)`), as the API
 * server applies it to the metadata of a custom resource (a DNS-1123 subdomain): a missing name is an error.
 */
export function validateObjectMetaWith(
  meta: DecodedObjectMeta,
  path: FieldPath,
  nameErrors: (name: string, isPrefix: boolean) => string[],
): FieldError[] {
  const out: FieldError[] = [];
  const generateName = text(meta.generateName);
  if (generateName !== "") {
    for (const message of nameErrors(generateName, true)) {
      out.push(errors.invalid(path.child("generateName"), generateName, message));
    }
  }
  const name = text(meta.name);
  if (name === "") {
    out.push(errors.required(path.child("name"), "name or generateName is required"));
  } else {
    for (const message of nameErrors(name, false)) {
      out.push(errors.invalid(path.child("name"), name, message));
    }
  }
  const namespace = text(meta.namespace);
  if (namespace !== "") {
    for (const message of dns1123LabelErrors(namespace)) {
      out.push(errors.invalid(path.child("namespace"), namespace, message));
    }
  }
  const generation = typeof meta.generation === "number" ? meta.generation : 0;
  if (generation < 0) {
    out.push(errors.invalid(path.child("generation"), generation, "must be greater than or equal to 0"));
  }
  // Each map and list is checked only when there is one: an absent one (or anything else, read as empty) has
  // nothing to find, and its path and copies were most of this function's time, once per object of a run.
  const { labels, annotations, ownerReferences, finalizers, managedFields } = meta;
  if (isJsonObject(labels)) pushAll(out, validateLabels(labels, path.child("labels")));
  if (isJsonObject(annotations)) pushAll(out, validateAnnotations(annotations, path.child("annotations")));
  if (Array.isArray(ownerReferences) && ownerReferences.length > 0) {
    pushAll(out, validateOwnerReferences(ownerReferences.map(object), path.child("ownerReferences"), errors));
  }
  if (Array.isArray(finalizers) && finalizers.length > 0) {
    pushAll(out, validateFinalizers(finalizers.map(text), path.child("finalizers")));
  }
  if (Array.isArray(managedFields) && managedFields.length > 0) {
    pushAll(out, validateManagedFields(managedFields.map(object), path.child("managedFields")));
  }
  return out;
}

/**
 * The content checks ValidateObjectMetaAccessorUpdate makes on the new metadata of an update, after its
 * immutability checks: labels, annotations, owner references and managed fields (finalizers are not checked).
 */
export function validateObjectMetaUpdateContent(meta: DecodedObjectMeta, path: FieldPath): FieldError[] {
  return [
    ...validateLabels(object(meta.labels), path.child("labels")),
    ...validateAnnotations(object(meta.annotations), path.child("annotations")),
    ...validateOwnerReferences(list(meta.ownerReferences).map(object), path.child("ownerReferences"), errors),
    ...validateManagedFields(list(meta.managedFields).map(object), path.child("managedFields")),
  ];
}

function validateLabels(labels: JsonObject, path: FieldPath): FieldError[] {
  const out: FieldError[] = [];
  for (const key of sortedKeys(labels)) {
    for (const message of qualifiedNameErrors(key)) out.push(errors.invalid(path, key, message));
    const value = text(labels[key]);
    for (const message of labelValueErrors(value)) out.push(errors.invalid(path, value, message));
  }
  return out;
}

function validateAnnotations(annotations: JsonObject, path: FieldPath): FieldError[] {
  const out: FieldError[] = [];
  let size = 0;
  for (const key of sortedKeys(annotations)) {
    for (const message of qualifiedNameErrors(goToLower(key))) {
      out.push(errors.invalid(path, key, message));
    }
    size += utf8Length(key) + utf8Length(text(annotations[key]));
  }
  if (size > totalAnnotationSizeLimit) {
    out.push(errors.tooLong(path, `may not be more than ${totalAnnotationSizeLimit} bytes`));
  }
  return out;
}

function validateFinalizers(finalizers: string[], path: FieldPath): FieldError[] {
  const out: FieldError[] = [];
  for (const finalizer of finalizers) {
    for (const message of qualifiedNameErrors(finalizer)) out.push(errors.invalid(path, finalizer, message));
  }
  if (finalizers.includes("orphan") && finalizers.includes("foregroundDeletion")) {
    out.push(errors.invalid(path, finalizers, "finalizer orphan and foregroundDeletion cannot be both set"));
  }
  return out;
}

function validateManagedFields(entries: JsonObject[], path: FieldPath): FieldError[] {
  const out: FieldError[] = [];
  entries.forEach((entry, i) => {
    const at = path.index(i);
    // ValidateManagedFields, v0.35.0 pkg/apis/meta/v1/validation/validation.go:273-277: any operation but the two,
    // empty included, is Invalid. The bad value is a ManagedFieldsOperationType, a named string type, which
    // ErrorBody prints through encoding/json (`<` as \u003c) rather than with %q. (1.37 splits this into
    // Required and NotSupported.)
    const operation = text(entry.operation);
    if (operation !== "Apply" && operation !== "Update") {
      out.push(errors.invalid(at.child("operation"), goMarshalled(operation), "must be `Apply` or `Update`"));
    }
    const fieldsType = text(entry.fieldsType);
    if (fieldsType !== "" && fieldsType !== "FieldsV1") {
      out.push(errors.invalid(at.child("fieldsType"), fieldsType, "must be `FieldsV1`"));
    }
    out.push(...validateFieldManager(text(entry.manager), at.child("manager")));
    if (utf8Length(text(entry.subresource)) > 256) {
      out.push(errors.tooLong(at.child("subresource"), "may not be more than 256 bytes"));
    }
  });
  return out;
}

// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space.
const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

function validateFieldManager(manager: string, path: FieldPath): FieldError[] {
  const out: FieldError[] = [];
  if (utf8Length(manager) > 128) out.push(errors.tooLong(path, "may not be more than 128 bytes"));
  let position = 0;
  for (const ch of manager) {
    if (!printable.test(ch)) {
      const hex = (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
      out.push(errors.invalid(path, manager, `invalid character U+${hex} (at position ${position})`));
    }
    position += utf8Length(ch);
  }
  return out;
}
