import { at } from "@crdgen/core";
import { utf8Length } from "./decoded.js";

// apimachinery's name-format checks (pkg/util/validation and pkg/api/validate/content). Each returns the
// list of messages the API server would join or report one by one; an empty list means valid.

const dns1123LabelFormat = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const dns1123SubdomainFormat = `${dns1123LabelFormat}(\\.${dns1123LabelFormat})*`;
const dns1123Subdomain = new RegExp(`^${dns1123SubdomainFormat}$`);
const dns1035LabelFormat = "[a-z]([-a-z0-9]*[a-z0-9])?";
const dns1035Label = new RegExp(`^${dns1035LabelFormat}$`);
const labelKeyFormat = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const labelKey = new RegExp(`^${labelKeyFormat}$`);
const labelValueFormat = `(${labelKeyFormat})?`;
const labelValue = new RegExp(`^${labelValueFormat}$`);

/** apimachinery's `RegexError`: the message, examples and the regex used (with its doubled space before "or"). */
function regexError(message: string, format: string, ...examples: string[]): string {
  if (examples.length === 0) return `${message} (regex used for validation is '${format}')`;
  return `${message} (e.g. ${examples.map((e) => `'${e}', `).join(" or ")}regex used for validation is '${format}')`;
}

/** `IsDNS1123Subdomain`. */
export function dns1123SubdomainErrors(value: string): string[] {
  const errors: string[] = [];
  if (utf8Length(value) > 253) errors.push("must be no more than 253 characters");
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

/** `IsDNS1035Label`. */
export function dns1035LabelErrors(value: string): string[] {
  const errors: string[] = [];
  if (utf8Length(value) > 63) errors.push("must be no more than 63 characters");
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

/** `IsQualifiedName` (= `content.IsLabelKey`): an optional DNS-subdomain prefix, `/`, and a name. */
export function qualifiedNameErrors(value: string): string[] {
  const errors: string[] = [];
  const nameMessage = regexError(
    "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
    labelKeyFormat,
    "MyName",
    "my.name",
    "123-abc",
  );
  const parts = value.split("/");
  let name: string;
  if (parts.length === 1) {
    name = value;
  } else if (parts.length === 2) {
    const prefix = at(parts, 0);
    name = at(parts, 1);
    if (prefix === "") errors.push("prefix part must be non-empty");
    else errors.push(...dns1123SubdomainErrors(prefix).map((message) => `prefix part ${message}`));
  } else {
    return [
      `a valid label key ${nameMessage} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ];
  }
  if (name === "") errors.push("name part must be non-empty");
  else if (utf8Length(name) > 63) errors.push("name part must be no more than 63 bytes");
  if (!labelKey.test(name)) errors.push(`name part ${nameMessage}`);
  return errors;
}

/** `IsValidLabelValue` (= `content.IsLabelValue`). */
export function labelValueErrors(value: string): string[] {
  const errors: string[] = [];
  if (utf8Length(value) > 63) errors.push("must be no more than 63 bytes");
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
