import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateOwnerReferences } from "../../src/defaults/objectmeta/owner-references.js";
import { errorString, fieldErrors } from "../../src/model/field-error.js";
import { FieldPath } from "../../src/model/path.js";

// apimachinery pkg/api/validation/objectmeta.go:72-113 at d7ad413f (Kubernetes 1.37), written out again here as
// plainly as the Go reads, with the error strings ErrorBody prints. The arbitraries stay near the branches:
// empty fields, apiVersions ParseGroupVersion refuses or splits oddly, Event owners, several controllers.

// A type alias, not an interface, so that it is assignable to the Record the function takes.
type Ref = {
  apiVersion?: string;
  kind?: string;
  name?: string;
  uid?: string;
  controller?: boolean;
  blockOwnerDeletion?: boolean;
};

function parseGroupVersion(gv: string): { group: string; version: string } | "error" {
  if (gv.length === 0 || gv === "/") return { group: "", version: "" };
  const slashes = gv.split("/").length - 1;
  if (slashes === 0) return { group: "", version: gv };
  if (slashes === 1) return { group: gv.split("/")[0] ?? "", version: gv.split("/")[1] ?? "" };
  return "error";
}

// encoding/json of metav1.OwnerReference: struct field order, omitempty only on the two *bool fields.
function marshal(ref: Ref): string {
  let out = `{"apiVersion":${JSON.stringify(ref.apiVersion ?? "")},"kind":${JSON.stringify(ref.kind ?? "")}`;
  out += `,"name":${JSON.stringify(ref.name ?? "")},"uid":${JSON.stringify(ref.uid ?? "")}`;
  if (ref.controller !== undefined) out += `,"controller":${ref.controller}`;
  if (ref.blockOwnerDeletion !== undefined) out += `,"blockOwnerDeletion":${ref.blockOwnerDeletion}`;
  return `${out}}`;
}

function model(refs: readonly Ref[], at: string): string[] {
  const all: string[] = [];
  let firstControllerName = "";
  refs.forEach((ref, idx) => {
    const p = `${at}[${idx}]`;
    const apiVersion = ref.apiVersion ?? "";
    const parsed = parseGroupVersion(apiVersion);
    const gv = parsed === "error" ? { group: "", version: "" } : parsed;
    if (apiVersion.length === 0) {
      all.push(`${p}.apiVersion: Required value: must not be empty`);
    } else if (parsed === "error" || gv.version.length === 0) {
      all.push(
        `${p}.apiVersion: Invalid value: ${JSON.stringify(apiVersion)}: must be <group>/<version> or <version>`,
      );
    }
    if ((ref.kind ?? "").length === 0) all.push(`${p}.kind: Required value: must not be empty`);
    if ((ref.name ?? "").length === 0) all.push(`${p}.name: Required value: must not be empty`);
    if ((ref.uid ?? "").length === 0) all.push(`${p}.uid: Required value: must not be empty`);
    if (gv.group === "" && gv.version === "v1" && ref.kind === "Event") {
      all.push(`${p}: Invalid value: ${marshal(ref)}: /v1, Kind=Event is disallowed from being an owner`);
    }
    if (ref.controller === true) {
      const curControllerName = `${ref.kind ?? ""}/${ref.name ?? ""}`;
      if (firstControllerName !== "") {
        all.push(
          `${at}: Invalid value: [${refs.map(marshal).join(",")}]: Only one reference can have Controller set to true. Found "true" in references for ${firstControllerName} and ${curControllerName}`,
        );
      } else {
        firstControllerName = curControllerName;
      }
    }
  });
  return all;
}

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const refArb: fc.Arbitrary<Ref> = fc
  .record({
    apiVersion: optional(fc.constantFrom("", "/", "v1", "/v1", "apps/", "a/b/c", "apps/v1", "core/v1", "//")),
    kind: optional(fc.constantFrom("", "Event", "Pod")),
    name: optional(fc.constantFrom("", "n", "m")),
    uid: optional(fc.constantFrom("", "u")),
    controller: optional(fc.boolean()),
    blockOwnerDeletion: optional(fc.boolean()),
  })
  // Absent fields are left out of the object, as a decoded ObjectMeta leaves them out.
  .map((ref) => Object.fromEntries(Object.entries(ref).filter(([, v]) => v !== undefined)) as Ref);

describe("validateOwnerReferences", () => {
  it("agrees with the Go function written out plainly", () => {
    const at = "metadata.ownerReferences";
    fc.assert(
      fc.property(fc.array(refArb, { maxLength: 4 }), (refs) => {
        const found = validateOwnerReferences(refs, FieldPath.root(at), fieldErrors("objects"));
        expect(found.map(errorString)).toEqual(model(refs, at));
      }),
      { numRuns: 1000 },
    );
  });
});
