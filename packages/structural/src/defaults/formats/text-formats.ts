// The `uuid` and `byte` checks live in @crdgen/cel, which the CEL format library shares.
export { isBase64, isUUID } from "@crdgen/cel";
import { compileGoRegexp, goMatchString } from "@crdgen/cel";
import { utf8Length } from "../../model/json-value.js";

// strfmt's hostname pattern, in Go RE2 syntax (Unicode letters and symbols allowed, a letters-only TLD).
const hostnamePattern =
  "^([a-zA-Z0-9\\p{S}\\p{L}]((-?[a-zA-Z0-9\\p{S}\\p{L}]{0,62})?)|([a-zA-Z0-9\\p{S}\\p{L}](([a-zA-Z0-9-\\p{S}\\p{L}]{0,61}[a-zA-Z0-9\\p{S}\\p{L}])?)(\\.)){1,}([a-zA-Z\\p{L}]){2,63})$";

/** The `hostname` format: strfmt's pattern, at most 255 bytes, labels of at most 63 bytes. */
export function isHostname(text: string): boolean {
  const hostname = compileGoRegexp(hostnamePattern);
  if (typeof hostname === "string" || !goMatchString(hostname, text)) return false;
  if (utf8Length(text) > 255) return false;
  return text.split(".").every((label) => utf8Length(label) <= 63);
}

/** The `isbn10` format: 9 digits and a digit or X, checksum mod 11 (spaces and dashes ignored). */
export function isISBN10(text: string): boolean {
  const digits = text.replace(/[\t\n\f\r -]+/g, "");
  if (!/^(?:[0-9]{9}X|[0-9]{10})$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (i + 1) * Number(digits[i]);
  sum += digits[9] === "X" ? 100 : 10 * Number(digits[9]);
  return sum % 11 === 0;
}

/** The `isbn13` format: 13 digits with the EAN checksum (spaces and dashes ignored). */
export function isISBN13(text: string): boolean {
  const digits = text.replace(/[\t\n\f\r -]+/g, "");
  if (!/^[0-9]{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(digits[i]);
  return Number(digits[12]) - ((10 - (sum % 10)) % 10) === 0;
}

const creditCard =
  /^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35[0-9]{3})[0-9]{11})$/;

/** The `creditcard` format: a known card number pattern (non-digits ignored) passing the Luhn check. */
export function isCreditCard(text: string): boolean {
  const digits = text.replace(/[^0-9]+/g, "");
  if (!creditCard.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit >= 10) digit = (digit % 10) + 1;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The `ssn` format: exactly 11 characters, `ddd-dd-dddd` with `-` or space separators. */
export function isSSN(text: string): boolean {
  return text.length === 11 && /^[0-9]{3}[- ]?[0-9]{2}[- ]?[0-9]{4}$/.test(text);
}

/** The `hexcolor` format. */
export function isHexColor(text: string): boolean {
  return /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(text);
}

const octet = "(0|[1-9][0-9]?|1[0-9][0-9]?|2[0-4][0-9]|25[0-5])";
const ws = "[\\t\\n\\f\\r ]*";
const rgbColor = new RegExp(`^rgb\\(${ws}${octet}${ws},${ws}${octet}${ws},${ws}${octet}${ws}\\)$`);

/** The `rgbcolor` format: `rgb(r, g, b)` with components 0–255. */
export function isRGBColor(text: string): boolean {
  return rgbColor.test(text);
}

/** The `bsonobjectid` format: 24 hex digits. */
export function isBSONObjectID(text: string): boolean {
  return /^[0-9a-fA-F]{24}$/.test(text);
}

/** The `mac` format: Go's net.ParseMAC (6, 8 or 20 bytes; `:` or `-` pairs, or `.` quads). */
export function isMAC(text: string): boolean {
  if (text.length < 14) return false;
  const sep = text[2];
  if (sep === ":" || sep === "-") {
    if ((text.length + 1) % 3 !== 0 || ![6, 8, 20].includes((text.length + 1) / 3)) return false;
    return text.split(sep).every((pair) => /^[0-9a-fA-F]{2}$/.test(pair));
  }
  if (text[4] === ".") {
    if ((text.length + 1) % 5 !== 0 || ![6, 8, 20].includes((2 * (text.length + 1)) / 5)) return false;
    return text.split(".").every((quad) => /^[0-9a-fA-F]{4}$/.test(quad));
  }
  return false;
}

/** The `k8s-short-name` format: a lowercase RFC 1123 label of at most 63 bytes. */
export function isK8sShortName(text: string): boolean {
  return text.length <= 63 && /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(text);
}

/** The `k8s-long-name` format: dot-separated short names, at most 253 bytes. */
export function isK8sLongName(text: string): boolean {
  return text.length <= 253 && /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/.test(text);
}
