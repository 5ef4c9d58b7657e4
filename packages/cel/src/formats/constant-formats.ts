/**
 * apiserver `pkg/cel/library/format.go` `ConstantFormats`: each named format, the apimachinery or strfmt
 * validator behind it with its texts, and the regex size its `validate` is charged for.
 */
import { parseRequestURI } from "../values/net-url.js";
import { FormatValue } from "../values/kubernetes-format.js";
import {
  labelValueErrors,
  nameIsDNS1035Label,
  nameIsDNSLabel,
  nameIsDNSSubdomain,
  qualifiedNameErrors,
} from "./names.js";
import { dateTimePattern, isBase64, isDate, isDateTime, isUUID, uuidPattern } from "./strfmt.js";

// format.go: estimates of govalidator's base64 and URL regex sizes.
const base64Length = 84;
const urlLength = 1103;

/** A strfmt check turned into a ValidateFunc with the library's fixed text. */
const strfmtCheck =
  (valid: (s: string) => boolean, message: string) =>
  (s: string): string[] =>
    valid(s) ? [] : [message];

/** `uri`: `url.ParseRequestURI`'s own error text (format.go calls it directly for the better message). */
function requestURIErrors(s: string): string[] {
  try {
    parseRequestURI(s);
    return [];
  } catch (e) {
    return [e instanceof Error ? e.message : String(e)];
  }
}

/** The formats by their `format.<key>()` name, in the Go source's order. */
export const constantFormats: ReadonlyMap<string, FormatValue> = new Map([
  ["dns1123Label", new FormatValue("DNS1123Label", (s) => nameIsDNSLabel(s, false), 30)],
  ["dns1123Subdomain", new FormatValue("DNS1123Subdomain", (s) => nameIsDNSSubdomain(s, false), 60)],
  ["dns1035Label", new FormatValue("DNS1035Label", (s) => nameIsDNS1035Label(s, false), 30)],
  // qualifiedName uses the subdomain regex.
  ["qualifiedName", new FormatValue("QualifiedName", qualifiedNameErrors, 60)],
  ["dns1123LabelPrefix", new FormatValue("DNS1123LabelPrefix", (s) => nameIsDNSLabel(s, true), 30)],
  [
    "dns1123SubdomainPrefix",
    new FormatValue("DNS1123SubdomainPrefix", (s) => nameIsDNSSubdomain(s, true), 60),
  ],
  ["dns1035LabelPrefix", new FormatValue("DNS1035LabelPrefix", (s) => nameIsDNS1035Label(s, true), 30)],
  ["labelValue", new FormatValue("LabelValue", labelValueErrors, 40)],
  ["uri", new FormatValue("URI", requestURIErrors, urlLength)],
  [
    "uuid",
    new FormatValue(
      "uuid",
      strfmtCheck((s) => isUUID("uuid", s), "does not match the UUID format"),
      uuidPattern.length,
    ),
  ],
  ["byte", new FormatValue("byte", strfmtCheck(isBase64, "invalid base64"), base64Length)],
  // date is charged as the (longer) date-time pattern, a conservative estimate.
  ["date", new FormatValue("date", strfmtCheck(isDate, "invalid date"), dateTimePattern.length)],
  [
    "datetime",
    new FormatValue("datetime", strfmtCheck(isDateTime, "invalid datetime"), dateTimePattern.length),
  ],
]);
