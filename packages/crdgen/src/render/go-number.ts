/**
 * Numbers as controller-gen writes them. It marshals to JSON and lets go-yaml v2 re-read the JSON
 * (sigs.k8s.io/yaml.JSONToYAML): integer text that fits int64 or uint64 stays an integer, anything else
 * becomes a float64 and is printed with Go's `strconv.FormatFloat(f, 'g', -1, 64)`.
 */

const int64Min = -(2n ** 63n);
const uint64Max = 2n ** 64n - 1n;

/** The YAML text of a number, or `null` for NaN and infinities (which JSON cannot carry either). */
export function formatGoYamlNumber(n: number): string {
  if (!Number.isFinite(n)) return "null";
  if (Number.isSafeInteger(n)) return Object.is(n, -0) ? "0" : String(n);
  // encoding/json writes a float64 below 1e21 with strconv's 'f' and shortest digits, zero-filled: the same
  // text as String(n) (2^63 is "9223372036854776000", not its exact digits). go-yaml's resolve.go then keeps
  // that text as an int or uint when ParseInt or ParseUint takes it (-2^63 written so does not fit int64).
  if (Number.isInteger(n) && Math.abs(n) < 1e21) {
    const text = String(n);
    const value = BigInt(text);
    if (value >= int64Min && value <= uint64Max) return text;
  }
  return formatGoFloat(n);
}

/**
 * Go's shortest `%g`: scientific notation when the decimal exponent is below -4 or at least 6 (`1e+06`,
 * `1.5e-07`, always two exponent digits), plain decimals otherwise.
 */
function formatGoFloat(n: number): string {
  const [mantissa = "0", exponentText = "0"] = n.toExponential().split("e");
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const exponent = Number(exponentText);
  const sign = negative ? "-" : "";
  if (exponent < -4 || exponent >= 6) {
    const fraction = digits.length > 1 ? "." + digits.slice(1) : "";
    const expSign = exponent < 0 ? "-" : "+";
    return `${sign}${digits.charAt(0)}${fraction}e${expSign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  const pointAt = exponent + 1;
  if (pointAt <= 0) return `${sign}0.${"0".repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return sign + digits + "0".repeat(pointAt - digits.length);
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}
