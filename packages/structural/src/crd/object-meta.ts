import type { FieldError } from "../model/field-error.js";
import { FieldPath } from "../model/path.js";
import { crdError, goString, goStringMap, goStruct, utf8Length } from "./decoded.js";
import { labelValueErrors, nameIsDNSSubdomain, qualifiedNameErrors } from "./name-formats.js";
import { validateFinalizers, validateOwnerReferences } from "./object-meta-lists.js";
import { goToLower } from "../model/go-case.js";
import { generatedName } from "../defaults/objectmeta/generated-name.js";

const annotationsSizeLimit = 256 * 1024;

/**
 * `ValidateObjectMeta` as the API server runs it when a CRD is created, with the CRD's name rule
 * (`<spec.names.plural>.<spec.group>`). Fields the server sets itself before validating are not checked:
 * `namespace` (cleared for cluster-scoped objects), `generation`, `managedFields` (rebuilt by the field manager).
 * A `generateName` without `name` is completed with a placeholder suffix where the server adds a random one.
 */
export function validateObjectMeta(input: unknown, requiredName: string): FieldError[] {
  const meta = goStruct(input) ?? {};
  const path = FieldPath.root("metadata");
  const out: FieldError[] = [];
  const generateName = goString(meta.generateName);
  if (generateName !== "") {
    for (const message of crdNameErrors(generateName, true, requiredName)) {
      out.push(crdError.invalid(path.child("generateName"), generateName, message));
    }
  }
  let name = goString(meta.name);
  if (name === "" && generateName !== "") name = generatedName(generateName);
  if (name === "") {
    out.push(crdError.required(path.child("name"), "name or generateName is required"));
  } else {
    for (const message of crdNameErrors(name, false, requiredName)) {
      out.push(crdError.invalid(path.child("name"), name, message));
    }
  }
  validateLabels(meta.labels, path.child("labels"), out);
  validateAnnotations(meta.annotations, path.child("annotations"), out);
  validateOwnerReferences(meta.ownerReferences, path.child("ownerReferences"), out);
  validateFinalizers(meta.finalizers, path.child("finalizers"), out);
  return out;
}

// NameIsDNSSubdomain (a prefix may end in '-', masked byte-wise as Go does) plus the CRD's own rule.
function crdNameErrors(name: string, prefix: boolean, requiredName: string): string[] {
  const errors = nameIsDNSSubdomain(name, prefix);
  if (name !== requiredName) errors.push('must be spec.names.plural+"."+spec.group');
  return errors;
}

function validateLabels(input: unknown, path: FieldPath, out: FieldError[]): void {
  for (const [key, value] of goStringMap(input)) {
    for (const message of qualifiedNameErrors(key)) out.push(crdError.invalid(path, key, message));
    for (const message of labelValueErrors(value)) out.push(crdError.invalid(path, value, message));
  }
}

function validateAnnotations(input: unknown, path: FieldPath, out: FieldError[]): void {
  let size = 0;
  for (const [key, value] of goStringMap(input)) {
    for (const message of qualifiedNameErrors(goToLower(key))) {
      out.push(crdError.invalid(path, key, message));
    }
    size += utf8Length(key) + utf8Length(value);
  }
  if (size > annotationsSizeLimit) {
    out.push(crdError.tooLong(path, `may not be more than ${annotationsSizeLimit} bytes`));
  }
}
