import type { FieldError } from "../model/field-error.js";
import { FieldPath } from "../model/path.js";
import { crdError, goStringMap } from "./decoded.js";
import { parseGoURL } from "./go-url.js";

const annotation = "api-approved.kubernetes.io";

/** Groups reserved for the Kubernetes community: `k8s.io`, `kubernetes.io` and their subdomains. */
export function isProtectedCommunityGroup(group: string): boolean {
  return (
    group === "k8s.io" ||
    group.endsWith(".k8s.io") ||
    group === "kubernetes.io" ||
    group.endsWith(".kubernetes.io")
  );
}

/**
 * `validateAPIApproval` on create: a CRD in a protected group needs the `api-approved.kubernetes.io`
 * annotation, set to a URL (approved) or to a text starting with `unapproved` (bypassed).
 */
export function validateAPIApproval(group: string, annotations: unknown): FieldError[] {
  if (!isProtectedCommunityGroup(group)) return [];
  const value = goStringMap(annotations).find(([key]) => key === annotation)?.[1] ?? "";
  const path = FieldPath.root("metadata").child("annotations").key(annotation);
  if (value === "") {
    return [
      crdError.required(
        path,
        `protected groups must have approval annotation "${annotation}", see https://github.com/kubernetes/enhancements/pull/1111`,
      ),
    ];
  }
  if (value.startsWith("unapproved")) return [];
  const url = parseGoURL(value, true);
  if (typeof url !== "string" && url.host !== "" && url.scheme !== "") return [];
  return [
    crdError.invalid(
      path,
      value,
      `protected groups must have approval annotation "${annotation}" with either a URL or a reason starting with "unapproved", see https://github.com/kubernetes/enhancements/pull/1111`,
    ),
  ];
}
