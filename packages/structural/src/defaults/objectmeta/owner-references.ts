import type { FieldError, FieldErrorFactory } from "../../model/field-error.js";
import { goJson } from "../../model/go-format.js";
import { GoSyntax } from "../../model/go-value.js";
import type { FieldPath } from "../../model/path.js";

/** One owner reference as decoded: metav1.OwnerReference's JSON fields, absent or of their Go types. */
type OwnerReference = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * apimachinery's ValidateOwnerReferences (pkg/api/validation/objectmeta.go, since 1.37): each reference's
 * errors under its index, `Required value: must not be empty` for an empty apiVersion, kind, name or uid, an
 * apiVersion that is not `<group>/<version>` or `<version>`, an Event owner, and a second controller.
 */
export function validateOwnerReferences(
  refs: readonly OwnerReference[],
  path: FieldPath,
  errors: FieldErrorFactory,
): FieldError[] {
  const out: FieldError[] = [];
  let firstController = "";
  refs.forEach((ref, i) => {
    const at = path.index(i);
    const apiVersion = text(ref.apiVersion);
    const kind = text(ref.kind);
    const name = text(ref.name);
    const groupVersion = parseGroupVersion(apiVersion);
    if (apiVersion === "") {
      out.push(errors.required(at.child("apiVersion"), "must not be empty"));
    } else if (groupVersion === undefined || groupVersion.version === "") {
      out.push(errors.invalid(at.child("apiVersion"), apiVersion, "must be <group>/<version> or <version>"));
    }
    if (kind === "") out.push(errors.required(at.child("kind"), "must not be empty"));
    if (name === "") out.push(errors.required(at.child("name"), "must not be empty"));
    if (text(ref.uid) === "") out.push(errors.required(at.child("uid"), "must not be empty"));
    // BannedOwners holds /v1, Kind=Event; a version that does not parse is the zero GroupVersion.
    if (groupVersion?.group === "" && groupVersion.version === "v1" && kind === "Event") {
      out.push(
        errors.invalid(at, ownerReferenceJson(ref), "/v1, Kind=Event is disallowed from being an owner"),
      );
    }
    if (ref.controller === true) {
      const current = `${kind}/${name}`;
      if (firstController === "") {
        firstController = current;
      } else {
        const detail = `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${current}`;
        out.push(errors.invalid(path, new GoSyntax(`[${refs.map(ownerReferenceText).join(",")}]`), detail));
      }
    }
  });
  return out;
}

/** schema.ParseGroupVersion: undefined when it fails (more than one '/'); `""` and `"/"` are the zero value. */
function parseGroupVersion(apiVersion: string): { group: string; version: string } | undefined {
  if (apiVersion === "" || apiVersion === "/") return { group: "", version: "" };
  const slash = apiVersion.indexOf("/");
  if (slash < 0) return { group: "", version: apiVersion };
  if (apiVersion.indexOf("/", slash + 1) >= 0) return undefined;
  return { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

function ownerReferenceJson(ref: OwnerReference): GoSyntax {
  return new GoSyntax(ownerReferenceText(ref));
}

// encoding/json of a metav1.OwnerReference, the bad value of these errors: its fields in the struct's order,
// apiVersion, kind, name and uid always, controller and blockOwnerDeletion (*bool, omitempty) when set.
function ownerReferenceText(ref: OwnerReference): string {
  const fields = [
    `"apiVersion":${goJson(text(ref.apiVersion))}`,
    `"kind":${goJson(text(ref.kind))}`,
    `"name":${goJson(text(ref.name))}`,
    `"uid":${goJson(text(ref.uid))}`,
  ];
  if (typeof ref.controller === "boolean") fields.push(`"controller":${ref.controller}`);
  if (typeof ref.blockOwnerDeletion === "boolean") {
    fields.push(`"blockOwnerDeletion":${ref.blockOwnerDeletion}`);
  }
  return `{${fields.join(",")}}`;
}
