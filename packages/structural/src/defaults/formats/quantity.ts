import { at } from "@crdgen/core";

const binarySuffixes = new Set(["Ki", "Mi", "Gi", "Ti", "Pi", "Ei"]);
const decimalSuffixes = new Set(["", "n", "u", "m", "k", "M", "G", "T", "P", "E"]);
const suffixLetters = "eEinumkKMGTP";

/**
 * The `quantity` format: whether apimachinery's resource.ParseQuantity accepts the text (`100m`, `1.5Gi`,
 * `2e3`; a sign, digits with an optional fraction, and a binary, decimal or exponent suffix).
 */
export function isQuantity(text: string): boolean {
  if (text === "") return false;
  if (text === "0") return true;
  const suffix = quantitySuffix(text);
  if (suffix === undefined) return false;
  if (binarySuffixes.has(suffix) || decimalSuffixes.has(suffix)) return true;
  if (suffix.length < 2 || (suffix[0] !== "e" && suffix[0] !== "E")) return false;
  const exponent = suffix.slice(1);
  return /^[+-]?[0-9]+$/.test(exponent) && Math.abs(Number(exponent)) < 2 ** 63;
}

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= "0" && ch <= "9";

// apimachinery's parseQuantityString: a sign, zeros, digits, an optional fraction, then a suffix made of
// suffix letters optionally followed by a signed number. Returns the suffix, or undefined for a malformed text.
function quantitySuffix(text: string): string | undefined {
  const end = text.length;
  let i = text[0] === "-" || text[0] === "+" ? 1 : 0;
  while (i < end && isDigit(text[i])) i++;
  if (i >= end) return "";
  if (text[i] === ".") {
    i++;
    while (i < end && isDigit(text[i])) i++;
    if (i >= end) return "";
  }
  const suffixStart = i;
  while (i < end && suffixLetters.includes(at(text, i))) i++;
  if (i >= end) return text.slice(suffixStart);
  if (text[i] === "-" || text[i] === "+") i++;
  while (i < end && isDigit(text[i])) i++;
  return i >= end ? text.slice(suffixStart) : undefined;
}
