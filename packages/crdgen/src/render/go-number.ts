/**
 * Numbers as controller-gen writes them. It marshals to JSON and lets go-yaml v2 re-read the JSON
 * (sigs.k8s.io/yaml.JSONToYAML): integer text that fits int64 or uint64 stays an integer, anything else
 * becomes a float64 and is printed with Go's `strconv.FormatFloat(f, 'g', -1, 64)`.
 */

const int64Min = -(2 ** 63);
const uint64Limit = 2 ** 64;

/** The YAML text of a number, or `null` for NaN and infinities (which JSON cannot carry either). */
export function formatGoYamlNumber(n: number): string {
  if (!Number.isFinite(n)) return "null";
  if (Number.isInteger(n) && n >= int64Min && n < uint64Limit) return formatInteger(n);
  return formatGoFloat(n);
}

function formatInteger(n: number): string {
  if (Object.is(n, -0)) return "0";
  return Number.isSafeInteger(n) ? String(n) : BigInt(n).toString();
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
