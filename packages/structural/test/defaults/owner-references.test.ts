import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateOwnerReferences as crdOwnerReferences } from "../../src/crd/object-meta-lists.js";
import { validateOwnerReferences } from "../../src/defaults/objectmeta/owner-references.js";
import type { FieldError } from "../../src/model/field-error.js";
import { errorString, fieldErrors } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";

// apimachinery v0.35.0 (Kubernetes 1.35, which crdgen follows) pkg/api/validation/objectmeta.go:69-108,
// validateOwnerReference and ValidateOwnerReferences, with schema.FromAPIVersionAndKind and ParseGroupVersion
// (pkg/runtime/schema/group_version.go:300-305, 211-227), written out again here as plainly as the Go reads, with
// the error strings ErrorBody (pkg/util/validation/field/errors.go:73-117) prints. Every reference's errors are on
// the list path itself: validateOwnerReference is called with fldPath, not fldPath.Index(i). The arbitraries stay
// near the branches: empty fields, apiVersions ParseGroupVersion refuses or splits oddly, Event owners, several
// controllers.

// A type alias, not an interface, so that it is assignable to the Record the function takes.
type Ref = {
  apiVersion?: string;
  kind?: string;
  name?: string;
  uid?: string;
  controller?: boolean;
  blockOwnerDeletion?: boolean;
};

type GroupVersionKind = { group: string; version: string; kind: string };

// group_version.go:211-227.
function parseGroupVersion(gv: string): { group: string; version: string } | "error" {
  if (gv.length === 0 || gv === "/") return { group: "", version: "" };
  const parts = gv.split("/");
  if (parts.length === 1) return { group: "", version: gv };
  if (parts.length === 2) return { group: parts[0] ?? "", version: parts[1] ?? "" };
  return "error";
}

// group_version.go:300-305.
function fromAPIVersionAndKind(apiVersion: string, kind: string): GroupVersionKind {
  const gv = parseGroupVersion(apiVersion);
  if (gv !== "error") return { group: gv.group, version: gv.version, kind };
  return { group: "", version: "", kind };
}

// GroupVersionKind.String(), the %s of the Event error.
const gvkString = (gvk: GroupVersionKind): string => `${gvk.group}/${gvk.version}, Kind=${gvk.kind}`;

// encoding/json of metav1.OwnerReference: struct field order, omitempty only on the two *bool fields.
function marshal(ref: Ref): string {
  let out = `{"apiVersion":${JSON.stringify(ref.apiVersion ?? "")},"kind":${JSON.stringify(ref.kind ?? "")}`;
  out += `,"name":${JSON.stringify(ref.name ?? "")},"uid":${JSON.stringify(ref.uid ?? "")}`;
  if (ref.controller !== undefined) out += `,"controller":${ref.controller}`;
  if (ref.blockOwnerDeletion !== undefined) out += `,"blockOwnerDeletion":${ref.blockOwnerDeletion}`;
  return `${out}}`;
}

// objectmeta.go:69-89. Every bad value here is a Go string (or the named types.UID, only ever ""), which
// ErrorBody prints with %q; JSON.stringify writes the same for these ASCII values.
function validateOwnerReference(ref: Ref, fldPath: string): string[] {
  const allErrs: string[] = [];
  const apiVersion = ref.apiVersion ?? "";
  const kind = ref.kind ?? "";
  const gvk = fromAPIVersionAndKind(apiVersion, kind);
  if (gvk.version.length === 0) {
    allErrs.push(
      `${fldPath}.apiVersion: Invalid value: ${JSON.stringify(apiVersion)}: version must not be empty`,
    );
  }
  if (gvk.kind.length === 0) {
    allErrs.push(`${fldPath}.kind: Invalid value: ${JSON.stringify(kind)}: must not be empty`);
  }
  const name = ref.name ?? "";
  if (name.length === 0) {
    allErrs.push(`${fldPath}.name: Invalid value: ${JSON.stringify(name)}: must not be empty`);
  }
  const uid = ref.uid ?? "";
  if (uid.length === 0) {
    allErrs.push(`${fldPath}.uid: Invalid value: ${JSON.stringify(uid)}: must not be empty`);
  }
  // BannedOwners (objectmeta.go:38-41) holds only {"" v1 Event}.
  if (gvk.group === "" && gvk.version === "v1" && gvk.kind === "Event") {
    allErrs.push(
      `${fldPath}: Invalid value: ${marshal(ref)}: ${gvkString(gvk)} is disallowed from being an owner`,
    );
  }
  return allErrs;
}

// objectmeta.go:92-108.
function model(ownerReferences: readonly Ref[], fldPath: string): string[] {
  const allErrs: string[] = [];
  let firstControllerName = "";
  for (const ref of ownerReferences) {
    allErrs.push(...validateOwnerReference(ref, fldPath));
    if (ref.controller === true) {
      const curControllerName = `${ref.kind ?? ""}/${ref.name ?? ""}`;
      if (firstControllerName !== "") {
        allErrs.push(
          `${fldPath}: Invalid value: [${ownerReferences.map(marshal).join(",")}]: Only one reference can have Controller set to true. Found "true" in references for ${firstControllerName} and ${curControllerName}`,
        );
      } else {
        firstControllerName = curControllerName;
      }
    }
  }
  return allErrs;
}

// apiserver v0.35.0 pkg/endpoints/handlers/rest.go:297-330 dedupOwnerReferences and hasOwnerReference: a reference
// whose UID was seen is dropped when a kept one is Semantic.DeepEqual to it (strings compared as decoded, "" for
// absent; the *bool fields nil, false or true).
function dedup(refs: readonly Ref[]): Ref[] {
  const result: Ref[] = [];
  const seen = new Set<string>();
  const same = (a: Ref, b: Ref) =>
    (a.apiVersion ?? "") === (b.apiVersion ?? "") &&
    (a.kind ?? "") === (b.kind ?? "") &&
    (a.name ?? "") === (b.name ?? "") &&
    (a.uid ?? "") === (b.uid ?? "") &&
    a.controller === b.controller &&
    a.blockOwnerDeletion === b.blockOwnerDeletion;
  for (const ref of refs) {
    const uid = ref.uid ?? "";
    if (!seen.has(uid) || !result.some((r) => same(r, ref))) {
      seen.add(uid);
      result.push(ref);
    }
  }
  return result;
}

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const refArb: fc.Arbitrary<Ref> = fc
  .record({
    apiVersion: optional(
      fc.constantFrom("", "/", "v1", "/v1", "apps/", "a/b/c", "a/b/v1", "apps/v1", "core/v1", "//", "/v1/"),
    ),
    kind: optional(fc.constantFrom("", "Event", "Pod")),
    name: optional(fc.constantFrom("", "n", "m")),
    uid: optional(fc.constantFrom("", "u")),
    controller: optional(fc.boolean()),
    blockOwnerDeletion: optional(fc.boolean()),
  })
  // Absent fields are left out of the object, as a decoded ObjectMeta leaves them out.
  .map((ref) => Object.fromEntries(Object.entries(ref).filter(([, v]) => v !== undefined)) as Ref);

describe("validateOwnerReferences", () => {
  it("agrees with the 1.35 Go functions written out plainly", () => {
    const at = "metadata.ownerReferences";
    fc.assert(
      fc.property(fc.array(refArb, { maxLength: 4 }), (refs) => {
        const found = validateOwnerReferences(refs, FieldPath.root(at), fieldErrors("objects"));
        expect(found.map(errorString)).toEqual(model(refs, at));
        // The CRD's own metadata goes through the same function after reading the fields as Go decodes them, and
        // after the create handler's dedup.
        const crd: FieldError[] = [];
        crdOwnerReferences(refs, FieldPath.root(at), crd);
        expect(crd.map(errorString)).toEqual(model(dedup(refs), at));
      }),
      { numRuns: 1000 },
    );
  });
});
