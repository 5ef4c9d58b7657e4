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
 * (`StripUnsupportedFormatsPostProcessorForVersion`, formats.go): a format its one type (or no single type: none,
 * or integer and string) does not support is set to "". Default values are validated without this step: their
 * schema keeps every format.
 */
export function supportedFormat(format: string, types: readonly string[]): string {
  if (format === "") return format;
  const type = types.length === 1 ? (types[0] as string) : "";
  switch (type) {
    case "":
    case "string":
      return supportedStringFormats.has(format.replaceAll("-", "")) ? format : "";
    case "integer":
      return format === "int32" || format === "int64" ? format : "";
    case "number":
      return format === "float" || format === "double" ? format : "";
    default:
      return "";
  }
}
