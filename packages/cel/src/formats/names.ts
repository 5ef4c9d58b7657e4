/**
 * apimachinery's name-format checks, shared by the CEL format library and the CRD/ObjectMeta validators.
 * Two Go packages are ported and they differ in one text: `pkg/util/validation` (IsDNS1123Label,
 * IsDNS1123Subdomain, IsDNS1035Label) says "must be no more than N characters", while
 * `pkg/api/validate/content` (IsLabelKey = IsQualifiedName, IsLabelValue, and the IsDNS1123Subdomain that
 * IsLabelKey calls for its prefix) says "must be no more than N bytes". Both count bytes (Go's `len`).
 * Each function returns the list of messages the Go one returns; an empty list means valid.
 */
import { at } from "@crdgen/core";

const dns1123LabelFormat = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const dns1123SubdomainFormat = `${dns1123LabelFormat}(\\.${dns1123LabelFormat})*`;
const dns1035LabelFormat = "[a-z]([-a-z0-9]*[a-z0-9])?";
const labelKeyFormat = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const labelValueFormat = `(${labelKeyFormat})?`;

// Go anchors each format with "^…$"; the classes are ASCII, so matching UTF-16 code units is the same.
const anchored = (format: string): RegExp => new RegExp(`^${format}$`);
const dns1123Label = anchored(dns1123LabelFormat);
const dns1123Subdomain = anchored(dns1123SubdomainFormat);
const dns1035Label = anchored(dns1035LabelFormat);
const labelKey = anchored(labelKeyFormat);
const labelValue = anchored(labelValueFormat);

const byteLength = (text: string): number => Buffer.byteLength(text, "utf8");
const maxLenCharacters = (length: number): string => `must be no more than ${length} characters`;
const maxLenBytes = (length: number): string => `must be no more than ${length} bytes`;

/** `RegexError` (both packages): examples joined with "', " then " or ", hence the doubled space. */
function regexError(message: string, format: string, ...examples: string[]): string {
  if (examples.length === 0) return `${message} (regex used for validation is '${format}')`;
  return `${message} (e.g. ${examples.map((e) => `'${e}', `).join(" or ")}regex used for validation is '${format}')`;
}

/** util/validation `IsDNS1123Label`. */
export function dns1123LabelErrors(value: string): string[] {
  const errors: string[] = [];
  if (byteLength(value) > 63) errors.push(maxLenCharacters(63));
  if (!dns1123Label.test(value)) {
    // A valid subdomain that is not a label: the length was checked already, so it has dots.
    errors.push(
      dns1123Subdomain.test(value)
        ? "must not contain dots"
        : regexError(
            "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
            dns1123LabelFormat,
            "my-name",
            "123-abc",
          ),
    );
  }
  return errors;
}

function subdomainErrors(value: string, maxLenError: (length: number) => string): string[] {
  const errors: string[] = [];
  if (byteLength(value) > 253) errors.push(maxLenError(253));
  if (!dns1123Subdomain.test(value)) {
    errors.push(
      regexError(
        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
        dns1123SubdomainFormat,
        "example.com",
      ),
    );
  }
  return errors;
}

/** util/validation `IsDNS1123Subdomain`. */
export function dns1123SubdomainErrors(value: string): string[] {
  return subdomainErrors(value, maxLenCharacters);
}

/** util/validation `IsDNS1035Label`. */
export function dns1035LabelErrors(value: string): string[] {
  const errors: string[] = [];
  if (byteLength(value) > 63) errors.push(maxLenCharacters(63));
  if (!dns1035Label.test(value)) {
    errors.push(
      regexError(
        "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
        dns1035LabelFormat,
        "my-name",
        "abc-123",
      ),
    );
  }
  return errors;
}

/** content `IsLabelKey` (util/validation `IsQualifiedName`): an optional DNS-subdomain prefix, `/`, a name. */
export function qualifiedNameErrors(value: string): string[] {
  const nameMessage = regexError(
    "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
    labelKeyFormat,
    "MyName",
    "my.name",
    "123-abc",
  );
  const parts = value.split("/");
  if (parts.length > 2) {
    return [
      `a valid label key ${nameMessage} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ];
  }
  const errors: string[] = [];
  const name = parts.length === 2 ? at(parts, 1) : value;
  if (parts.length === 2) {
    const prefix = at(parts, 0);
    if (prefix === "") errors.push("prefix part must be non-empty");
    else errors.push(...subdomainErrors(prefix, maxLenBytes).map((message) => `prefix part ${message}`));
  }
  if (name === "") errors.push("name part must be non-empty");
  else if (byteLength(name) > 63) errors.push(`name part ${maxLenBytes(63)}`);
  if (!labelKey.test(name)) errors.push(`name part ${nameMessage}`);
  return errors;
}

/** content `IsLabelValue` (util/validation `IsValidLabelValue`). */
export function labelValueErrors(value: string): string[] {
  const errors: string[] = [];
  if (byteLength(value) > 63) errors.push(maxLenBytes(63));
  if (!labelValue.test(value)) {
    errors.push(
      regexError(
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        labelValueFormat,
        "MyValue",
        "my_value",
        "12345",
      ),
    );
  }
  return errors;
}

/**
 * api/validation `maskTrailingDash`: a prefix (generateName) ending in '-' has its last TWO bytes replaced by
 * "a" (`name[:len(name)-2] + "a"`). Go slices bytes: when the byte cut before the dash belongs to a multi-byte
 * character, the bytes left of it are invalid UTF-8, which no format accepts; each is stood in for by DEL
 * (one byte, in no format's class) so that the byte length and the verdicts stay Go's.
 */
export function maskTrailingDash(name: string): string {
  if (byteLength(name) <= 1 || !name.endsWith("-")) return name;
  // The code point before the dash: one byte of it goes, the rest (if any) is left invalid.
  const body = name.slice(0, -1);
  const last = /.$/su.exec(body)?.[0] ?? "";
  return `${body.slice(0, body.length - last.length)}${"\u007f".repeat(byteLength(last) - 1)}a`;
}

/** api/validation `NameIsDNSLabel`. */
export function nameIsDNSLabel(name: string, prefix: boolean): string[] {
  return dns1123LabelErrors(prefix ? maskTrailingDash(name) : name);
}

/** api/validation `NameIsDNSSubdomain`. */
export function nameIsDNSSubdomain(name: string, prefix: boolean): string[] {
  return dns1123SubdomainErrors(prefix ? maskTrailingDash(name) : name);
}

/** api/validation `NameIsDNS1035Label`. */
export function nameIsDNS1035Label(name: string, prefix: boolean): string[] {
  return dns1035LabelErrors(prefix ? maskTrailingDash(name) : name);
}
