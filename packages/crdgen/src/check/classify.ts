/** The API version `crdgen check` validates. */
export const crdApiVersion = "apiextensions.k8s.io/v1";

const crdGroupPrefix = "apiextensions.k8s.io/";

/** What a decoded manifest document is, as far as `crdgen check` cares. */
export type DocumentClass =
  | { readonly kind: "crd"; readonly name: string }
  | { readonly kind: "retired-crd"; readonly name: string; readonly apiVersion: string }
  | { readonly kind: "list"; readonly items: readonly unknown[] }
  | { readonly kind: "other"; readonly description: string }
  | { readonly kind: "not-an-object"; readonly shape: string };

/**
 * Sorts a document into: an `apiextensions.k8s.io/v1` CRD (checked), a CRD of another apiextensions
 * version (an error: v1beta1 is no longer served), a `List` whose items are looked at one by one (what
 * `kubectl get crd -o yaml` prints), another Kubernetes object (skipped with a note) or no object at all.
 */
export function classifyDocument(value: unknown): DocumentClass {
  if (!isRecord(value)) return { kind: "not-an-object", shape: shapeOf(value) };
  const apiVersion = typeof value.apiVersion === "string" ? value.apiVersion : undefined;
  const kind = typeof value.kind === "string" ? value.kind : undefined;
  if (kind === "CustomResourceDefinition" && apiVersion?.startsWith(crdGroupPrefix) === true) {
    const name = metadataName(value);
    return apiVersion === crdApiVersion ? { kind: "crd", name } : { kind: "retired-crd", name, apiVersion };
  }
  if (kind !== undefined && kind.endsWith("List") && Array.isArray(value.items)) {
    return { kind: "list", items: value.items as unknown[] };
  }
  return { kind: "other", description: describeObject(kind, apiVersion, value) };
}

/** `metadata.name` when it is a string, else the empty string (the validator reports it missing). */
function metadataName(value: Record<string, unknown>): string {
  const metadata = value.metadata;
  return isRecord(metadata) && typeof metadata.name === "string" ? metadata.name : "";
}

function describeObject(
  kind: string | undefined,
  apiVersion: string | undefined,
  value: Record<string, unknown>,
) {
  if (kind === undefined) {
    return apiVersion === undefined ? "an object without apiVersion and kind" : "an object without kind";
  }
  const name = metadataName(value);
  const named = name === "" ? kind : `${kind} ${JSON.stringify(name)}`;
  return apiVersion === undefined ? named : `${named} (${apiVersion})`;
}

function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return "a sequence";
  if (typeof value === "string") return "a string";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return "a boolean";
  return "not an object";
}

/** True for a decoded YAML mapping. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
