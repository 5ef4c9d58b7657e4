import { at } from "@crdgen/core";
import type { FieldError } from "../model/field-error.js";
import { ownerReferenceValue, ownerReferencesValue } from "../model/owner-reference-json.js";
import type { FieldPath } from "../model/path.js";
import { crdError, goString, goStrings, goStructs } from "./decoded.js";
import { qualifiedNameErrors } from "./name-formats.js";

/**
 * `ValidateOwnerReferences` of apimachinery 1.34–1.36 (pkg/api/validation/objectmeta.go): every entry's errors on
 * the list path itself (no index). 1.37 indexes the entries and reports empty fields as Required.
 */
export function validateOwnerReferences(input: unknown, path: FieldPath, out: FieldError[]): void {
  const references = goStructs(input);
  let firstController = "";
  for (const reference of references) {
    const apiVersion = goString(reference.apiVersion);
    const kind = goString(reference.kind);
    const name = goString(reference.name);
    const groupVersion = parseGroupVersion(apiVersion);
    const version = groupVersion?.version ?? "";
    if (version === "") {
      out.push(crdError.invalid(path.child("apiVersion"), apiVersion, "version must not be empty"));
    }
    if (kind === "") out.push(crdError.invalid(path.child("kind"), kind, "must not be empty"));
    if (name === "") out.push(crdError.invalid(path.child("name"), name, "must not be empty"));
    const uid = goString(reference.uid);
    if (uid === "") out.push(crdError.invalid(path.child("uid"), uid, "must not be empty"));
    if (groupVersion?.group === "" && version === "v1" && kind === "Event") {
      out.push(
        crdError.invalid(
          path,
          ownerReferenceValue(reference),
          "/v1, Kind=Event is disallowed from being an owner",
        ),
      );
    }
    if (reference.controller !== true) continue;
    const controller = `${kind}/${name}`;
    if (firstController === "") {
      firstController = controller;
    } else {
      out.push(
        crdError.invalid(
          path,
          ownerReferencesValue(references),
          `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${controller}`,
        ),
      );
    }
  }
}

/** `ValidateFinalizers`; every finalizer's errors are reported on the list path. */
export function validateFinalizers(input: unknown, path: FieldPath, out: FieldError[]): void {
  const finalizers = goStrings(input);
  for (const finalizer of finalizers) {
    for (const message of qualifiedNameErrors(finalizer)) {
      out.push(crdError.invalid(path, finalizer, message));
    }
  }
  if (finalizers.includes("orphan") && finalizers.includes("foregroundDeletion")) {
    out.push(
      crdError.invalid(path, finalizers, "finalizer orphan and foregroundDeletion cannot be both set"),
    );
  }
}

// schema.ParseGroupVersion; undefined when it fails (more than one '/').
function parseGroupVersion(apiVersion: string): { group: string; version: string } | undefined {
  if (apiVersion === "" || apiVersion === "/") return { group: "", version: "" };
  const parts = apiVersion.split("/");
  if (parts.length === 1) return { group: "", version: apiVersion };
  if (parts.length === 2) return { group: at(parts, 0), version: at(parts, 1) };
  return undefined;
}
