// apimachinery's name-format checks live in @crdgen/cel, shared with the CEL format library and the CRD checks.
export {
  dns1035LabelErrors,
  dns1123LabelErrors,
  dns1123SubdomainErrors,
  labelValueErrors,
  qualifiedNameErrors,
} from "@crdgen/cel";

/** ValidatePathSegmentName: the checks for `metadata.name` (and, as a prefix, `generateName`) of a resource. */
export function pathSegmentNameErrors(name: string, prefix: boolean): string[] {
  if (!prefix && (name === "." || name === "..")) return [`may not be '${name}'`];
  return ["/", "%"].filter((c) => name.includes(c)).map((c) => `may not contain '${c}'`);
}
