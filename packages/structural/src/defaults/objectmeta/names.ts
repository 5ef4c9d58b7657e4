import { at } from "@crdgen/core";
import { utf8Length } from "../../model/json-value.js";

/** apimachinery's RegexError: the message, the examples and the regex. */
function regexError(message: string, regex: string, ...examples: string[]): string {
  if (examples.length === 0) return `${message} (regex used for validation is '${regex}')`;
  // Upstream joins with "', " then " or ", which yields a double space before "or".
  const shown = examples.map((example, i) => `${i > 0 ? " or " : ""}'${example}', `).join("");
  return `${message} (e.g. ${shown}regex used for validation is '${regex}')`;
}

const maxLenError = (length: number): string => `must be no more than ${length} bytes`;
const emptyError = "must be non-empty";

const dns1123LabelFmt = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const dns1123SubdomainFmt = `${dns1123LabelFmt}(\\.${dns1123LabelFmt})*`;
const dns1035LabelFmt = "[a-z]([-a-z0-9]*[a-z0-9])?";
const labelKeyFmt = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const labelValueFmt = `(${labelKeyFmt})?`;

const anchored = (fmt: string): RegExp => new RegExp(`^${fmt}$`);
const dns1123Label = anchored(dns1123LabelFmt);
const dns1123Subdomain = anchored(dns1123SubdomainFmt);
const dns1035Label = anchored(dns1035LabelFmt);
const labelKey = anchored(labelKeyFmt);
const labelValue = anchored(labelValueFmt);

/** IsDNS1123Label. */
export function dns1123LabelErrors(value: string): string[] {
  const errors: string[] = [];
  if (utf8Length(value) > 63) errors.push(maxLenError(63));
  if (!dns1123Label.test(value)) {
    errors.push(
      dns1123Subdomain.test(value)
        ? "must not contain dots"
        : regexError(
            "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
            dns1123LabelFmt,
            "my-name",
            "123-abc",
          ),
    );
  }
  return errors;
}

/** IsDNS1123Subdomain. */
export function dns1123SubdomainErrors(value: string): string[] {
  const errors: string[] = [];
  if (utf8Length(value) > 253) errors.push(maxLenError(253));
  if (!dns1123Subdomain.test(value)) {
    errors.push(
      regexError(
        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
        dns1123SubdomainFmt,
        "example.com",
      ),
    );
  }
  return errors;
}

/** IsDNS1035Label. */
export function dns1035LabelErrors(value: string): string[] {
  const errors: string[] = [];
  if (utf8Length(value) > 63) errors.push(maxLenError(63));
  if (!dns1035Label.test(value)) {
    errors.push(
      regexError(
        "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
        dns1035LabelFmt,
        "my-name",
        "abc-123",
      ),
    );
  }
  return errors;
}

const labelKeyMessage =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";

/** IsQualifiedName (a label key): an optional DNS subdomain prefix and `/`, then a name of at most 63 bytes. */
export function qualifiedNameErrors(value: string): string[] {
  const parts = value.split("/");
  if (parts.length > 2) {
    return [
      `a valid label key ${regexError(labelKeyMessage, labelKeyFmt, "MyName", "my.name", "123-abc")} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ];
  }
  const errors: string[] = [];
  const name = parts.length === 2 ? at(parts, 1) : value;
  if (parts.length === 2) {
    const prefix = at(parts, 0);
    if (prefix === "") errors.push(`prefix part ${emptyError}`);
    else errors.push(...dns1123SubdomainErrors(prefix).map((message) => `prefix part ${message}`));
  }
  if (name === "") errors.push(`name part ${emptyError}`);
  else if (utf8Length(name) > 63) errors.push(`name part ${maxLenError(63)}`);
  if (!labelKey.test(name)) {
    errors.push(`name part ${regexError(labelKeyMessage, labelKeyFmt, "MyName", "my.name", "123-abc")}`);
  }
  return errors;
}

/** IsValidLabelValue. */
export function labelValueErrors(value: string): string[] {
  const errors: string[] = [];
  if (utf8Length(value) > 63) errors.push(maxLenError(63));
  if (!labelValue.test(value)) {
    errors.push(
      regexError(
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        labelValueFmt,
        "MyValue",
        "my_value",
        "12345",
      ),
    );
  }
  return errors;
}

/** ValidatePathSegmentName: the checks for `metadata.name` (and, as a prefix, `generateName`) of a resource. */
export function pathSegmentNameErrors(name: string, prefix: boolean): string[] {
  if (!prefix && (name === "." || name === "..")) return [`may not be '${name}'`];
  return ["/", "%"].filter((c) => name.includes(c)).map((c) => `may not contain '${c}'`);
}
