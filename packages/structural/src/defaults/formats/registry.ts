import { isEmail } from "./email.js";
import { parseCIDRSloppy, parseIP } from "./ip.js";
import {
  isBase64,
  isBSONObjectID,
  isCreditCard,
  isHexColor,
  isHostname,
  isISBN10,
  isISBN13,
  isK8sLongName,
  isK8sShortName,
  isMAC,
  isRGBColor,
  isSSN,
  isUUID,
} from "./text-formats.js";
import { isDate, isDateTime, isDuration } from "./time-formats.js";
import { isRequestURI } from "./uri.js";

/**
 * kube-openapi's default format registry (strfmt.Default at the kube-openapi commit apiextensions-apiserver pins,
 * d427ff9ee9ad: the formats pkg/validation/strfmt registers in its init functions) by normalised name: the API
 * server validates default values with all of these (it strips unsupported formats only for custom resources
 * themselves, see supported.ts). Formats proposed upstream but not merged there (quantity, semver,
 * k8s-ip-sloppy) are not among them: the validator ignores them.
 */
const registry = new Map<string, (text: string) => boolean>([
  ["uri", isRequestURI],
  ["email", isEmail],
  ["hostname", isHostname],
  ["ipv4", (s) => parseIP(s, true) !== undefined && s.includes(".")],
  ["ipv6", (s) => parseIP(s, false) !== undefined && s.includes(":")],
  ["cidr", parseCIDRSloppy],
  ["mac", isMAC],
  ["uuid", (s) => isUUID("uuid", s)],
  ["uuid3", (s) => isUUID("uuid3", s)],
  ["uuid4", (s) => isUUID("uuid4", s)],
  ["uuid5", (s) => isUUID("uuid5", s)],
  ["isbn", (s) => isISBN10(s) || isISBN13(s)],
  ["isbn10", isISBN10],
  ["isbn13", isISBN13],
  ["creditcard", isCreditCard],
  ["ssn", isSSN],
  ["hexcolor", isHexColor],
  ["rgbcolor", isRGBColor],
  ["byte", isBase64],
  ["password", () => true],
  ["date", isDate],
  ["datetime", isDateTime],
  ["duration", isDuration],
  ["bsonobjectid", isBSONObjectID],
  ["k8sshortname", isK8sShortName],
  ["k8slongname", isK8sLongName],
]);

// strfmt looks formats up with every dash removed, so `date-time` is `datetime`.
function normalize(format: string): string {
  return format.replaceAll("-", "");
}

/** Whether the format is one the validator checks (others are ignored). */
export function isKnownFormat(format: string): boolean {
  return registry.has(normalize(format));
}

/** Whether `text` is valid for a known format; unknown formats accept everything. */
export function formatValidates(format: string, text: string): boolean {
  const check = registry.get(normalize(format));
  return check === undefined || check(text);
}

/**
 * The check of a format the validator knows, undefined for one it ignores: looked up once per schema node by the
 * value validator, rather than by name (with its dashes removed) for every string value.
 */
export function formatCheck(format: string): ((text: string) => boolean) | undefined {
  return registry.get(normalize(format));
}
