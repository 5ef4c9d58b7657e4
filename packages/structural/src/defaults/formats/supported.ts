/**
 * The string formats the API server keeps in a custom resource's schema, by normalised name (every dash removed):
 * apiextensions-apiserver pkg/apiserver/validation/formats.go `supportedVersionedFormats`, the 1.0 set and the
 * 1.34 one (k8s-short-name, k8s-long-name), both in force at the default compatibility version of the API
 * servers crdgen follows.
 */
const supportedStringFormats = new Set([
  "bsonobjectid",
  "uri",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "cidr",
  "mac",
  "uuid",
  "uuid3",
  "uuid4",
  "uuid5",
  "isbn",
  "isbn10",
  "isbn13",
  "creditcard",
  "ssn",
  "hexcolor",
  "rgbcolor",
  "byte",
  "password",
  "date",
  "duration",
  "datetime",
  "k8sshortname",
  "k8slongname",
]);

/**
 * The format a schema node keeps when the API server converts it to validate custom resources
 * (`StripUnsupportedFormatsPostProcessorForVersion`, apiextensions-apiserver v0.35.0
 * pkg/apiserver/validation/formats.go:93-106): a format not in the supported set is set to "", whatever the
 * node's type. So in Kubernetes 1.35 `int32`, `int64`, `float` and `double` are dropped (the type check then names
 * `integer` or `number`, and no range check applies), and a supported string format stays on a node of any type.
 * (The per-type rule that keeps the numeric formats came after 1.35: apiextensions-apiserver 0835a2fa9,
 * Kubernetes 1.36.) Default values are validated without this step: their schema keeps every format.
 */
export function supportedFormat(format: string): string {
  if (format === "") return format;
  return isSupportedFormat(format) ? format : "";
}

/** Whether a (non-empty) format is in the supported set once its dashes are removed (formats.go:101, :116). */
export function isSupportedFormat(format: string): boolean {
  return supportedStringFormats.has(format.replaceAll("-", ""));
}
